"""The cost of the cause search (issue 24) against the round's own check, per round.

For every round: ``check_round`` timed (process time), then the cause search (``explained``, budget
10x that check) timed. Real events are measured as published (the search runs on the rounds that
are not CONSISTENT); a generated Dutch event (300 players by default) is measured with each round
tampered so that nothing explains it (the blacks of its first four boards rotated: four boards
differ, every hypothesis is tried to its end): the worst case of the search.

    python bench/causes.py FILE... [--generated 300] [--rounds 9] [--seed 7]
"""

from __future__ import annotations

import argparse
import time

from checker.causes.case import RoundCase
from checker.causes.search import BUDGET_FACTOR, explained
from checker.check.round import check_round
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pair, Player, RoundEntry, Tournament
from checker.systems.dutch.system import DUTCH
from checker.systems.registry import choose
from checker.tournament.published import published_pairing
from checker.trf import load


def rotated(tournament: Tournament, r: int) -> Tournament:
    """Round r with the blacks of its first four published boards rotated (the games drawn)."""
    pairs = list(published_pairing(tournament, r).pairs)[:4]
    new = [Pair(white=p.white, black=pairs[(i + 1) % len(pairs)].black) for i, p in enumerate(pairs)]
    blocks: dict[int, RoundEntry] = {}
    for p in new:
        blocks[p.white] = RoundEntry(round=r, opponent=p.black, colour="w", result="=")
        blocks[p.black] = RoundEntry(round=r, opponent=p.white, colour="b", result="=")
    players: list[Player] = [
        p.model_copy(update={"rounds": tuple(blocks[p.start_number] if e.round == r else e for e in p.rounds)})
        if p.start_number in blocks else p for p in tournament.players]
    return tournament.model_copy(update={"players": tuple(players)})


def measure(name: str, tournament: Tournament, rounds: list[int], tamper: bool) -> None:
    """Print, per round, the check's and the search's process time, their ratio and the outcome."""
    system = choose(tournament)
    total_check = total_search = 0.0
    print(f"{name}: {len(tournament.players)} players, {system.title}, budget {BUDGET_FACTOR}x the check")
    for r in rounds:
        t = rotated(tournament, r) if tamper else tournament
        started = time.process_time()
        verdict = check_round(t, r, system)
        check = time.process_time() - started
        started = time.process_time()
        found = explained(RoundCase(tournament=t, round=r, system=system, verdict=verdict), check)
        search = time.process_time() - started
        total_check += check
        total_search += search
        outcome = "-" if found.searched is None else f"{found.searched}: {found.cause.kind if found.cause else 'none'}"
        print(f"  round {r:>2} {verdict.verdict:<10} check {check:6.2f} s  search {search:6.2f} s  "
              f"ratio {search / check if check else 0:5.2f}  {outcome}")
    print(f"  total: check {total_check:.2f} s, search {total_search:.2f} s, "
          f"ratio {total_search / total_check if total_check else 0:.2f}")


def main() -> None:
    """Measure the files named, then the generated event."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="*")
    parser.add_argument("--generated", type=int, default=300, help="players of the generated event (0: none)")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    for file in args.files:
        tournament, _ = load(file)
        system = choose(tournament)
        measure(file, tournament, list(range(1, system.next_round(tournament))), tamper=False)
    if args.generated:
        settings = GeneratorSettings(absence_rate=0.03, half_bye_rate=0.02, forfeit_rate=0.03)
        tournament = individual_tournament(DUTCH.name, DUTCH.codes, DUTCH.pair_round, args.generated, args.rounds,
                                           args.seed, settings)
        measure(f"generated {args.generated} players, every round tampered", tournament,
                list(range(1, args.rounds + 1)), tamper=True)


if __name__ == "__main__":
    main()
