"""Builds the hand-tampered files of tests/causes/data (run once: ``python -m tests.causes.build``).

Each file is a generated Dutch tournament (``swisscheck generate``) with its last round rewritten
the way the issue 24 hypotheses describe; the test docstrings give the facts.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from checker.causes.taken_out import without
from checker.causes.case import RoundCase
from checker.check.round import check_round
from checker.generation.output import with_points
from checker.models import Tournament
from checker.state.base import to_start_numbers
from checker.systems.dutch.system import DUTCH, DUTCH_2017
from checker.trf import load
from checker.trf.writer import dumps
from tests.check.tamper import rewrite_round

HERE = Path(__file__).parent / "data"
QUIET = ["--set", "ForfeitRate=0", "--set", "HalfPointByeRate=0", "--set", "ZeroPointByeRate=0"]


def generated(system: str, players: int, rounds: int, seed: int, quiet: bool = True) -> Tournament:
    """A generated tournament (``quiet``: without forfeits or byes known in advance)."""
    text = subprocess.run([sys.executable, "-m", "checker.cli", "generate", "--system", system, "--players",
                           str(players), "--rounds", str(rounds), "--seed", str(seed), *(QUIET if quiet else [])],
                          check=True, capture_output=True, text=True).stdout
    path = HERE / "_generated.trf"
    path.write_text(text, encoding="utf-8")
    tournament, _ = load(path)
    path.unlink()
    return tournament


def rules(tournament: Tournament, r: int, system: object = DUTCH) -> tuple[list[tuple[int, int]], int | None]:
    """The reference pairing of round r (start numbers) as (white, black) boards and the PAB."""
    state = DUTCH.build_state(tournament, r) if system is DUTCH else DUTCH_2017.build_state(tournament, r)
    pairing = to_start_numbers(state, (DUTCH if system is DUTCH else DUTCH_2017).pair(state))
    return [(p.white, p.black) for p in pairing.pairs], pairing.pab


def with_forfeits(tournament: Tournament, r: int, losers: dict[int, int]) -> Tournament:
    """Round r's games of ``losers`` (loser -> winner) turned into forfeits."""
    players = []
    for p in tournament.players:
        e = p.entry(r)
        if e is not None and (p.start_number in losers or e.opponent in losers):
            code = "-" if p.start_number in losers else "+"
            e = e.model_copy(update={"result": code})
            p = p.model_copy(update={"rounds": tuple(e if x.round == r else x for x in p.rounds)})
        players.append(p)
    return tournament.model_copy(update={"players": tuple(players)})


def taken_out_two() -> None:
    """Round 4 of 40 players paired without 33 and 38, then board A-B made A-33 and 38-B by hand;
    33 and 38 lose their games by forfeit (they did not play the round over the board)."""
    t = generated("dutch", 40, 4, 11)
    pairs, pab = rules(without(t, 4, frozenset({33, 38})), 4)
    a, b = pairs[-1]
    published = pairs[:-1] + [(a, 33), (38, b)]
    t = with_forfeits(rewrite_round(t, 4, published, pab), 4, {33: a, 38: b})
    (HERE / "taken_out_two.trf").write_text(dumps(with_points(t)), encoding="utf-8")


def hand_bye() -> None:
    """Round 4 of 41 players: the arbiter gave 17 a bye by hand (recorded as U), the other 40 are the
    rules' pairing of the round without 17."""
    t = generated("dutch", 41, 4, 5)
    pairs, pab = rules(without(t, 4, frozenset({17})), 4)
    assert pab is None
    (HERE / "hand_bye_u.trf").write_text(dumps(with_points(rewrite_round(t, 4, pairs, 17))), encoding="utf-8")


def edition_2017() -> None:
    """A tournament paired under the 2017 text whose 192 code says 2026 (FIDE_DUTCH_2026): the first
    seed whose last round the 2026 text pairs otherwise."""
    for seed in range(1, 200):
        t = generated("dutch-2017", 21, 5, seed, quiet=False).model_copy(update={"system_code": "FIDE_DUTCH_2026"})
        if check_round(t, 5, DUTCH).verdict != "CONSISTENT":
            (HERE / "edition_2017.trf").write_text(dumps(with_points(t)), encoding="utf-8")
            print("edition_2017: seed", seed)
            return
    raise SystemExit("no seed found")


def initial_colour_black() -> None:
    """Paired with Black as the initial colour, the 152 record then rewritten to W: round 1's colours all
    reversed."""
    text = subprocess.run([sys.executable, "-m", "checker.cli", "generate", "--system", "dutch", "--players", "20",
                           "--rounds", "1", "--seed", "4", "--initial-colour", "black", *QUIET],
                          check=True, capture_output=True, text=True).stdout
    assert "\n152 B" in text
    (HERE / "initial_colour_black.trf").write_text(text.replace("\n152 B", "\n152 W"), encoding="utf-8")


def _generate(*options: str) -> str:
    """The text of ``swisscheck generate`` with ``options`` (the tournament's defaults otherwise)."""
    return subprocess.run([sys.executable, "-m", "checker.cli", "generate", *options],
                          check=True, capture_output=True, text=True).stdout


def baku_not_applied() -> None:
    """Issue 31 item 3: paired without acceleration and with Black as the initial colour, then its records
    rewritten to declare Baku (192 FIDE_DUTCH_2026_BAKU) and White (152 W)."""
    text = _generate("--system", "dutch", "--players", "20", "--rounds", "5", "--seed", "3",
                     "--initial-colour", "black")
    assert "\n192 FIDE_DUTCH\n" in text and "\n152 B\n" in text
    text = text.replace("\n192 FIDE_DUTCH\n", "\n192 FIDE_DUTCH_2026_BAKU\n").replace("\n152 B\n", "\n152 W\n")
    (HERE / "baku_not_applied.trf").write_text(text, encoding="utf-8")


def baku_not_declared() -> None:
    """Issue 31 item 3, the reverse: paired with the Baku Acceleration Method, its 192 code then without
    ``_BAKU``."""
    text = _generate("--system", "dutch", "--players", "20", "--rounds", "5", "--seed", "3", "--baku")
    assert "\n192 FIDE_DUTCH_BAKU\n" in text
    (HERE / "baku_not_declared.trf").write_text(text.replace("_BAKU\n", "_2026\n", 1), encoding="utf-8")


def main() -> None:
    """Write every file."""
    baku_not_applied()
    baku_not_declared()
    initial_colour_black()
    taken_out_two()
    hand_bye()
    edition_2017()
    print(RoundCase.__name__, "files written to", HERE)


if __name__ == "__main__":
    main()
