"""A pairing engine for campaign tests: swisscheck's own pairing, spoilt on purpose in one round.

``python engines.py MODE ROUND TRF OUT``: pairs the round after the last one in TRF with swisscheck
(``swisscheck pair --format bbp``) and writes it to OUT, except in round ROUND (0: every round),
where MODE spoils it: ``colours`` (board 1's colours flipped), ``rematch`` (two players who met
before paired again), ``pab`` (the PAB to a player who already had one), ``crash`` (exit 3 with a
message), ``timeout`` (sleeps), ``garbage`` (not the -p format), ``twice`` (a player on two
boards). With ``ENGINE_STARTED`` set, touches that file first. Exit 99 when the fault cannot be made in that round (the test then fails on CRASH).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from pathlib import Path

# The clone's swisscheck, not an installed copy: this script runs with its own folder on sys.path.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def spoil(mode: str, lines: list[str], trf: str) -> list[str]:
    """The -p lines with the fault of ``mode`` (lines[0] is the count)."""
    from checker.trf import load

    tournament, _ = load(Path(trf))
    boards = [tuple(int(x) for x in line.split()) for line in lines[1:]]
    pairs = [b for b in boards if b[1] != 0]
    pab = next((b[0] for b in boards if b[1] == 0), None)
    met = {(p.start_number, e.opponent) for p in tournament.players for e in p.rounds if e.opponent}
    had_pab = {p.start_number for p in tournament.players if any(e.is_pab for e in p.rounds)}
    if mode == "colours":
        pairs[0] = (pairs[0][1], pairs[0][0])
    elif mode == "twice":
        pairs[1] = (pairs[1][0], pairs[0][0])
    elif mode == "rematch":
        # two players of different boards who met before play each other; their partners meet
        swap = next(((i, j, x, y) for i, one in enumerate(pairs) for j, two in enumerate(pairs)
                     for x in one for y in two if i < j and (x, y) in met), None)
        if swap is None:
            sys.exit(99)
        i, j, x, y = swap
        other_i = pairs[i][1] if pairs[i][0] == x else pairs[i][0]
        other_j = pairs[j][1] if pairs[j][0] == y else pairs[j][0]
        pairs[i], pairs[j] = (x, y), (other_i, other_j)
    elif mode == "pab":
        # x had a PAB; the PAB holder takes x's board, x gets the PAB again (no rematch made on the way)
        again = next(((i, x, y) for i, (w, b) in enumerate(pairs) for x, y in ((w, b), (b, w))
                      if x in had_pab and (pab, y) not in met), None)
        if pab is None or again is None:
            sys.exit(99)
        i, x, y = again
        pairs[i] = (pab, y) if x == pairs[i][0] else (y, pab)
        pab = x
    out = [f"{w} {b}" for w, b in pairs] + ([f"{pab} 0"] if pab is not None else [])
    return [str(len(out))] + out


def main() -> None:
    mode, fault_round, trf, out = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    if os.environ.get("ENGINE_STARTED"):  # tells a test that the campaign has reached its first round
        Path(os.environ["ENGINE_STARTED"]).touch()
    now = fault_round
    if fault_round != 0:  # swisscheck is imported only when needed: round 0 faults answer at once
        from checker.systems.registry import choose
        from checker.trf import load

        tournament, _ = load(Path(trf))
        now = choose(tournament).next_round(tournament)
    faulty = fault_round in (0, now)
    if faulty and mode == "crash":
        print("engine: simulated failure", file=sys.stderr)
        sys.exit(3)
    if faulty and mode == "timeout":
        time.sleep(60)
    if faulty and mode == "garbage":
        Path(out).write_text("Pairing of round %d:\nBoard 1: 1 - 2 (white wins)\n" % now)
        return
    from checker.cli import main as swisscheck

    buffer, warnings = io.StringIO(), io.StringIO()
    # pair's warnings (the assumed edition, players probably withdrawn) are not an engine's business:
    # an engine's standard error is kept by the campaign as a sign of trouble; shown only on failure.
    with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(warnings):
        code = swisscheck(["pair", trf, "--format", "bbp"])
    if code != 0:
        sys.stderr.write(warnings.getvalue())
        sys.exit(code)
    lines = buffer.getvalue().splitlines()
    Path(out).write_text("\n".join(spoil(mode, lines, trf) if faulty else lines) + "\n")


if __name__ == "__main__":
    main()
