"""Cost of each round of a Dubov check against its size (issue 34): players, scoregroups, brackets,
the largest bracket's residents, then CPU seconds of the state (1.6-1.8) and of the pairer (3.1-3.2),
best of ``--repeat`` runs in this process (imports and the file's reading excluded).

    python3 bench/dubov_rounds.py FILE [--repeat 3]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from checker.systems.dubov.pairer import plan_round
from checker.systems.dubov.system import DUBOV
from checker.trf import loads


def main() -> None:
    """One line per round, then the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    tournament, _ = loads(Path(args.file).read_bytes(), args.file)
    totals = [0.0, 0.0]
    print("round  players  scoregroups  brackets  largest  state s  pair s")
    for r in range(1, DUBOV.next_round(tournament)):
        best_state = best_pair = float("inf")
        for _ in range(args.repeat):
            start = time.process_time()
            state = DUBOV.build_state(tournament, r)
            middle = time.process_time()
            DUBOV.pair(state)
            best_state, best_pair = min(best_state, middle - start), min(best_pair, time.process_time() - middle)
        plan = plan_round(state)
        groups = len({p.pairing_score for p in state.players})
        largest = max((len(b.residents) for b in plan.brackets), default=0)
        totals[0] += best_state
        totals[1] += best_pair
        print(f"{r:5d}  {len(state.players):7d}  {groups:11d}  {len(plan.brackets):8d}  {largest:7d}  "
              f"{best_state:7.3f}  {best_pair:6.3f}")
    print(f"total  state {totals[0]:.3f} s  pair {totals[1]:.3f} s")


if __name__ == "__main__":
    main()
