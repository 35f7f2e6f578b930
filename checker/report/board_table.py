"""A round's pairing as a table for people (``pair``'s text), its boards in General Handling 3.6 order;
apart from ``report/boards.py`` (bbp, JSON). Laid out by ``report/plain_table.py`` (tabulate's ``simple``
layout), which imports tabulate only for a name that is not plain ASCII (issue 34, start-up)."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Pairing
from checker.report.plain_table import simple_table
from checker.state.base import PairingState, ScoreNames, SecondScore
from checker.state.boards import sorted_boards

SCORE_WORDS = {"MP": "match points", "GP": "game points"}
"""A team score's name in words (C.04.6 1.2)."""


def _score(value: Decimal) -> str:
    """A score as arbiters write it: 2.5, 3.0."""
    return f"{value:.1f}" if value == value.quantize(Decimal("0.1")) else str(value)


def format_text(state: PairingState, pairing: Pairing, names: dict[int, str] | None = None) -> str:
    """A human table of the boards (board, white, score, black, score), the PAB last; a team event's boards
    are its matches, its score named (``MP``: match points, C.04.6 1.2) and the secondary one beside it.

    The pairing is keyed by TPN, ``names`` by start number; start numbers are printed.
    """
    names = names or {}

    def who(tpn: int) -> str:
        number = state.start_number_of(tpn)
        return f"{number} {names[number]}".rstrip() if number in names else str(number)

    first, second = state.score_names if isinstance(state, ScoreNames) else ("Score", None)
    teams = isinstance(state, ScoreNames)

    def scores(tpn: int, score: Decimal) -> list[str]:
        """The participant's score, and its secondary score (a team's game points) when the table has one."""
        player = state.player(tpn)
        return [_score(score)] + ([_score(player.secondary)] if second and isinstance(player, SecondScore) else [])

    rows = [
        [b.number, who(b.white), *scores(b.white, b.white_score), who(b.black), *scores(b.black, b.black_score)]
        for b in sorted_boards(state, pairing)
    ]
    if pairing.pab is not None:
        pab = scores(pairing.pab, state.player(pairing.pab).pairing_score)
        rows.append(["PAB", who(pairing.pab), *pab, "bye", *[""] * len(pab)])
    n = len(pairing.pairs)
    unit = "match" if teams else "board"
    title = (f"Round {pairing.round}: {n} {unit}{'' if n == 1 else 'es' if teams else 's'}"
             + (", 1 PAB" if pairing.pab is not None else ""))
    numbers = [first] + ([second] if second else [])
    headers = [unit.capitalize(), "White", *numbers, "Black", *numbers]
    table = simple_table(rows, headers)
    legend = "; ".join(f"{c}: {SCORE_WORDS.get(c, c)}" for c in numbers) + " before the round.\n" if teams else ""
    return f"{title}\n{table}\n{legend}"
