"""``swisscheck info`` for a Double-Swiss file: one row per match of two round columns (C.04.5)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from checker.models import RoundEntry, Tournament
from checker.systems.double_swiss.acceleration import match_virtual_points
from checker.systems.double_swiss.state import (
    build_double_swiss_state,
    completed_matches,
    match_absences,
    published_match,
    read_match,
    total_matches,
)
from checker.tournament.summary import (
    ScoringSummary,
    SystemRoundSummary,
    SystemView,
    ViewLabels,
    absence_counts,
    last_round_column,
)
from checker.tournament.rounds import tpn_map
from checker.tournament.scoring import format_points

LABELS = ViewLabels(round="match", columns=True, columns_per_round=2, unit="matches",
                    forfeited="matches forfeited (both games)", pab="PAB to player no.", absent="absent (Z/blank)", scoring_per_game=True)


def virtual_words(points: Mapping[int, Decimal]) -> str | None:
    """C.04.7: the virtual points of a match in words, ``2 to 1, 2, 3`` (by start number), None without any."""
    if not points:
        return None
    by_value: dict[Decimal, list[int]] = {}
    for start, value in sorted(points.items()):
        by_value.setdefault(value, []).append(start)
    return "; ".join(f"{format_points(v)} to {', '.join(map(str, starts))}" for v, starts in sorted(by_value.items(), reverse=True))


def double_swiss_view(tournament: Tournament, rounds: int | None) -> SystemView:
    """Per match (columns 2k-1, 2k) the matches, the matches ended by forfeit (both games forfeited,
    Preface), the PAB and the players not paired (as a match's state reads them, ``match_absences``).
    Each match is read once: the time grows with the matches, not with their square.

    DoubleSwissLayoutError (an InputError) when the file is off the two-columns-per-match layout.
    """
    completed = completed_matches(tournament)  # an odd last paired column is off the layout
    first = build_double_swiss_state(tournament, 1, rounds)
    last = -(-last_round_column(tournament) // 2)
    matches = total_matches(tournament, last, rounds)
    tpns = tpn_map(tournament)
    entries: dict[int, dict[int, RoundEntry]] = {p.start_number: {e.round: e for e in p.rounds} for p in tournament.players}
    summaries: list[SystemRoundSummary] = []
    for k in range(1, last + 1):
        records = {start: read_match(entries, start, k, tournament.scoring, tournament) for start in entries}
        pairing = published_match(tournament, k)
        absent = match_absences(tournament, entries, k, completed, tournament.scoring)
        forfeited = sum(1 for p in pairing.pairs if records[p.white].kind == "forfeit")
        summaries.append(SystemRoundSummary(
            round=k, columns=(2 * k - 1, 2 * k), matches=len(pairing.pairs) - forfeited, forfeited=forfeited,
            pab=pairing.pab, **absence_counts(tuple(absent.items())),
            virtual=virtual_words(match_virtual_points(tournament, k, matches, tpns)),
        ))
    s = tournament.scoring
    declared: int | None = None
    if rounds is not None or tournament.declared_rounds is not None:
        declared = total_matches(tournament, 1, rounds)
    default_pab = first.pab_points == s.win + max(s.white_draw, s.black_draw)
    return SystemView(
        view="double-swiss",
        labels=LABELS,
        rounds_played=sum(1 for r in summaries if r.has_pairing),
        rounds_declared=declared,
        declares_rounds=True,
        initial_colour=first.initial_colour,
        initial_colour_source=first.initial_colour_source,
        scoring=ScoringSummary(win=s.win, draw=s.white_draw, loss=s.loss, pab=first.pab_points),
        pab_reading="a win plus a draw, Double-Swiss 1.4" if default_pab
        else "the file's PAB value (Double-Swiss 1.4: unless the rules of the tournament state otherwise)",
        acceleration=first.acceleration_method,
        system_rounds=tuple(summaries),
    )
