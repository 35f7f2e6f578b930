"""Check every round of the real 2026 event ``corpus/real-2026/spring_2026_chesshouse`` (176 players, 9 rounds).

``spring_2026_chesshouse_rNN.trf`` is the state before round NN (its ``XXR NN`` names the round about
to be paired, so the number of rounds, 9, is passed explicitly); ``published_pairings.json`` holds
the published pairings. Its pairs are NOT white first: every pair is written in string order of the
start numbers ("100" before "12"), so the JSON carries no colours; a player alone is not paired.

Two checks of each round NN with the Dutch reference pairer:

- ``last``: rounds 1-8 as the last snapshot (``_r09``) holds them; round 9 = the JSON's round-9
  pairs added to that snapshot. Round 9's colours are unknown, so each pair gets the colours of
  Dutch 5.2 (only the pairs are checked), and the players alone are entered as absent (code Z:
  the JSON does not say which, if any, had a PAB; with 164 players paired the round needs none);
- ``own``: the snapshot the arbiter paired from (``_rNN``: rounds 1..NN-1) plus round NN as the next
  snapshot (``_rNN+1``) holds it; for round 9 the same as ``last``.

It also reports where the JSON's pairs or an earlier snapshot's history disagree with ``_r09``.

    python bench/chesshouse.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from checker.check.round import check_round
from checker.models import Player, RoundEntry, Tournament
from checker.tournament.published import published_pairing
from checker.systems.interface import PairingSystem
from checker.systems.registry import lookup
from checker.systems.dutch.state import build_state
from checker.systems.dutch.colours import colour_call as colour_decision
from checker.trf import load
from checker.evaluation.findings import RoundVerdict

EVENT = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "real-2026" / "spring_2026_chesshouse"
ROUNDS = 9


def snapshot(nn: int) -> Tournament:
    """The state before round ``nn`` as the organisers' export has it."""
    tournament, _ = load(EVENT / f"spring_2026_chesshouse_r{nn:02d}.trf")
    return tournament


def json_round(nn: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Round ``nn`` of the JSON: (white, black) pairs and the players alone, by start number."""
    data = json.loads((EVENT / "published_pairings.json").read_text())
    entry = next(r for r in data["rounds"] if r["round_number"] == nn)
    pairs, alone = [], []
    for a, b in entry["published_pairings"]:
        if b is None:
            alone.append(int(a))
        else:
            pairs.append((int(a), int(b)))
    return pairs, alone


def replace_round(tournament: Tournament, nn: int, blocks: dict[int, RoundEntry]) -> Tournament:
    """The tournament cut after round ``nn - 1``, with ``blocks`` (start number -> block) as round ``nn``."""
    players: list[Player] = []
    for p in tournament.players:
        kept = tuple(e for e in p.rounds if e.round < nn)
        extra = (blocks[p.start_number],) if p.start_number in blocks else ()
        players.append(p.model_copy(update={"rounds": kept + extra}))
    return tournament.model_copy(update={"players": tuple(players)})


def with_json_round(tournament: Tournament, nn: int, system: PairingSystem[Any]) -> Tournament:
    """Round ``nn`` from the JSON: its pairs with the colours of Dutch 5.2 (the JSON has none),
    results blank; players alone ``0000 - Z`` (absent)."""
    pairs, alone = json_round(nn)
    blocks = {s: RoundEntry(round=nn, result="Z") for s in alone}
    for a, b in pairs:  # colours first blank, to let the state be built
        blocks[a] = RoundEntry(round=nn, opponent=b, colour=None, result="")
        blocks[b] = RoundEntry(round=nn, opponent=a, colour=None, result="")
    draft = replace_round(tournament, nn, blocks)
    state = build_state(draft, nn, ROUNDS)
    for a, b in pairs:
        decision = colour_decision(state, state.player(state.tpn_of(a)), state.player(state.tpn_of(b)))
        white, black = state.start_number_of(decision.white), state.start_number_of(decision.black)
        blocks[white] = RoundEntry(round=nn, opponent=black, colour="w", result="")
        blocks[black] = RoundEntry(round=nn, opponent=white, colour="b", result="")
    return replace_round(tournament, nn, blocks)


def history_differences(last: Tournament) -> list[str]:
    """Rounds where a snapshot or the JSON disagrees with the last snapshot (results corrected later...)."""
    notes = []
    for nn in range(2, ROUNDS + 1):
        earlier = snapshot(nn)
        for r in range(1, nn):
            a = {p.start_number: p.entry(r) for p in earlier.players}
            b = {p.start_number: p.entry(r) for p in last.players}
            changed = sorted(s for s in set(a) | set(b) if a.get(s) != b.get(s))
            if changed:
                notes.append(f"snapshot r{nn:02d}, round {r}: {len(changed)} blocks differ from r09 (players {changed[:8]})")
    for nn in range(1, ROUNDS):
        pairs, _ = json_round(nn)
        in_file = {frozenset((p.white, p.black)) for p in published_pairing(last, nn).pairs}
        in_json = {frozenset(p) for p in pairs}
        if in_json != in_file:
            notes.append(f"round {nn}: the JSON's pairs and r09's differ: {sorted(map(sorted, in_json ^ in_file))[:6]}")
    return notes


def line(label: str, v: RoundVerdict) -> str:
    """One round's verdict and its main finding."""
    rule = " / ".join(x for x in (v.criterion, v.article) if x)
    return f"round {v.round} [{label}]: {v.verdict}" + (f" [{rule}] {v.message}" if v.verdict != "CONSISTENT" else "")


def main() -> int:
    """Print each round's verdict (both ways of building it) and the history differences."""

    dutch = lookup("dutch")
    last = snapshot(9)
    full = with_json_round(last, ROUNDS, dutch)
    for nn in range(1, ROUNDS + 1):
        v_last = check_round(full, nn, dutch, ROUNDS)
        if nn < ROUNDS:
            after = snapshot(nn + 1)
            blocks = {p.start_number: e for p in after.players if (e := p.entry(nn)) is not None}
            v_own = check_round(replace_round(snapshot(nn), nn, blocks), nn, dutch, ROUNDS)
        else:
            v_own = v_last
        print(line("last", v_last))
        if (v_own.verdict, v_own.message) != (v_last.verdict, v_last.message):
            print(line("own", v_own))
        for f in v_last.findings[1:]:
            print(f"    also: {f.verdict} [{f.criterion or f.article}] {f.message}")
    notes = history_differences(last)
    print("history:", "; ".join(notes) if notes else "every snapshot and the JSON agree with r09 on rounds 1-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
