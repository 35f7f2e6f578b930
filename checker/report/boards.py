"""Output formats of a round's pairing, its boards in General Handling 3.6 order (``checker.state.boards``)."""

from __future__ import annotations

from decimal import Decimal

from tabulate import tabulate

from checker.models import Frozen, Pairing
from checker.report.schema import versioned
from checker.state.base import PairingState, ScoreNames, SecondScore

SCORE_WORDS = {"MP": "match points", "GP": "game points"}
"""A team score's name in words (C.04.6 1.2)."""
from checker.state.boards import sorted_boards


def format_bbp(state: PairingState, pairing: Pairing) -> str:
    """bbpPairings / JaVaFo ``-p`` output: number of pairs, ``white black`` lines, PAB as ``id 0``.

    The pairing is keyed by TPN; start numbers are printed. The PAB line counts in the number.
    """
    boards = sorted_boards(state, pairing)
    lines = [str(len(boards) + (1 if pairing.pab is not None else 0))]
    sn = state.start_number_of
    lines += [f"{sn(b.white)} {sn(b.black)}" for b in boards]
    if pairing.pab is not None:
        lines.append(f"{sn(pairing.pab)} 0")
    return "\n".join(lines) + "\n"


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
    table = tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)
    legend = "; ".join(f"{c}: {SCORE_WORDS.get(c, c)}" for c in numbers) + " before the round.\n" if teams else ""
    return f"{title}\n{table}\n{legend}"


class BoardOut(Frozen):
    """One board of ``pair --format json``: its number (General Handling 3.6) and the players' start numbers."""

    board: int
    white: int
    black: int


class PairingOut(Frozen):
    """``pair --format json``: the round, its boards in General Handling 3.6 order, the PAB's start number, and
    the warnings that go with it (probably withdrawn participants, the assumed edition)."""

    round: int
    pairs: tuple[BoardOut, ...]
    pab: int | None
    warnings: tuple[str, ...] = ()


def pairing_out(state: PairingState, pairing: Pairing, warnings: tuple[str, ...] = ()) -> PairingOut:
    """The pairing (by TPN) by start number, boards in General Handling 3.6 order, with its warnings."""
    sn = state.start_number_of
    return PairingOut(
        round=pairing.round,
        pairs=tuple(BoardOut(board=b.number, white=sn(b.white), black=sn(b.black))
                    for b in sorted_boards(state, pairing)),
        pab=None if pairing.pab is None else sn(pairing.pab),
        warnings=warnings,
    )


def format_json(state: PairingState, pairing: Pairing, warnings: tuple[str, ...] = ()) -> str:
    """The pairing as JSON (start numbers) with its ``schema`` version, boards in General Handling 3.6 order."""
    return versioned(pairing_out(state, pairing, warnings))
