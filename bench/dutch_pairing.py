"""Timing of the Dutch reference pairer alone on campaign-size tournaments (issue 25), with a digest of
every pairing it made, to show that a change of speed changed no result.

The tournaments are those of ``bench/campaign.py`` (the campaign plan's seeds and sizes, 30-150 players,
5-9 rounds), paired here by swisscheck's own generator (no engine needed) and cached as TRF under
``--cache``. Every round's state is built first (not timed); then ``pair`` is run on every state
``--repeat`` times, keeping the best CPU time (this process's user + system: the machine is shared, wall
time is noise). ``--dump FILE`` writes every pairing (one line per round) to compare two trees' output.

    python bench/dutch_pairing.py [--tournaments 40] [--edition 2026] [--repeat 3] [--dump FILE] [--profile FILE]
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from checker.campaign.plan import plan  # noqa: E402  (the clone's checker, not an installed one)
from checker.generation.config import read_options  # noqa: E402
from checker.models import Pairing, Tournament  # noqa: E402
from checker.systems.dutch.edition import EDITIONS  # noqa: E402
from checker.systems.dutch.pairer import pair  # noqa: E402
from checker.systems.dutch.state import DutchState, build_state  # noqa: E402
from checker.systems.registry import lookup  # noqa: E402
from checker.trf import dumps, load  # noqa: E402

SYSTEMS = {"2026": "dutch-2026", "2017": "dutch-2017"}
"""Edition -> the system name that generates under it."""


def tournaments(count: int, players: str, rounds: str, seed: int, edition: str, cache: Path) -> list[Tournament]:
    """The campaign's first ``count`` tournaments as the edition's own pairer plays them, cached as TRF."""
    options = read_options([("PlayersNumber", players, "--players"), ("RoundsNumber", rounds, "--rounds")])
    system = lookup(SYSTEMS[edition])
    cache.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in plan(system, options, "engine {trf} {out}", count, seed, 60.0):
        path = cache / f"{edition}-{spec.seed}-{spec.players}x{spec.rounds}.trf"
        if not path.exists():
            path.write_text(dumps(system.generate(spec.players, spec.rounds, spec.seed, spec.settings)))
        out.append(load(path)[0])
    return out


def line(pairing: Pairing) -> str:
    """One round's pairing as text: boards (white-black) and the PAB."""
    return " ".join(f"{p.white}-{p.black}" for p in pairing.pairs) + f" pab={pairing.pab}"


def main() -> None:
    """Build the states, time the pairer on them, print the CPU per round and the pairings' digest."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tournaments", type=int, default=40)
    parser.add_argument("--players", default="30-150")
    parser.add_argument("--rounds", default="5-9")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--edition", choices=sorted(SYSTEMS), default="2026")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/swisscheck-bench-dutch-pairing"))
    parser.add_argument("--dump", type=Path, help="write every pairing, one line per round")
    parser.add_argument("--profile", metavar="FILE", help="write a cProfile of one pass to FILE")
    args = parser.parse_args()
    events = tournaments(args.tournaments, args.players, args.rounds, args.seed, args.edition, args.cache)
    edition = EDITIONS[args.edition]
    states: list[DutchState] = [build_state(t, r, None, edition) for t in events for r in range(1, t.round_columns + 1)]
    pairings = [pair(s) for s in states]
    text = "\n".join(line(p) for p in pairings) + "\n"
    if args.dump:
        args.dump.write_text(text)
    best = float("inf")
    for _ in range(args.repeat):
        start = time.process_time()
        for state in states:
            pair(state)
        best = min(best, time.process_time() - start)
    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        for state in states:
            pair(state)
        profile.disable()
        profile.dump_stats(args.profile)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    print(f"{len(events)} tournaments, {len(states)} rounds, edition {args.edition}: pair best of {args.repeat} "
          f"{best:.2f} s CPU, {best / len(states) * 1000:.2f} ms/round; pairings digest {digest}; "
          f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
