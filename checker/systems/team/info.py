"""``swisscheck info`` for a Swiss Team file: one row per round of team matches (C.04.6)."""

from __future__ import annotations

from checker.systems.team.matches import (
    paired_in_history,
    pairing_in_history,
    team_history,
    team_lineup,
    team_records,
)
from checker.systems.team.options import TeamOptions
from checker.systems.team.state import build_team_state, bye_keys, team_absences
from checker.tournament.rounds import InitialColourSource
from checker.models import Tournament
from checker.tournament.summary import (
    ScoringSummary,
    SystemRoundSummary,
    SystemView,
    TeamSummary,
    ViewLabels,
    absence_counts,
    last_round_column,
)

FORFEITED_MATCH = frozenset({"forfeit_win", "forfeit_loss", "double_forfeit"})
"""Team rounds that were a match ended by forfeit (330, or every board forfeited; General Handling 3.5)."""

LABELS = ViewLabels(round="round", forfeited="matches forfeited (330)", pab="PAB to team no. (320)",
                    absent="absent (240 Z / no match)")


def _no_result(tournament: Tournament, team: int, k: int) -> bool:
    """The team's round-``k`` match is paired but has no result yet: every board it fields has an opponent
    and a blank result (not a forfeit: the round is not finished)."""
    players = {p.start_number: p for p in tournament.players}
    entries = [players[n].entry(k) for n in team_lineup(tournament, team, k) if n in players]
    return bool(entries) and all(e is not None and e.opponent is not None and not e.result for e in entries)


def team_view(tournament: Tournament, options: TeamOptions | None, rounds: int | None) -> SystemView:
    """Per round the team matches, forfeited matches, the team PAB and the teams not paired, read
    from the published team pairing, ``team_history`` and the teams not paired as a round's state
    reads them (``team_absences``). The history is read once: the time grows with the rounds, not
    with their square.

    TeamStateError (an InputError) when the file is not a team tournament the Team reader can read.
    """
    last = last_round_column(tournament)
    history = team_history(tournament, max(last, 1))
    paired = paired_in_history(history)
    byes = bye_keys(tournament)
    first = build_team_state(tournament, 1, rounds, options)
    summaries: list[SystemRoundSummary] = []
    for k in range(1, last + 1):
        pairing = pairing_in_history(history, k)
        pending = sum(1 for p in pairing.pairs  # read as a double forfeit by the history: is it one?
                      if history[p.white][k - 1].kind == "double_forfeit" and _no_result(tournament, p.white, k))
        forfeited = sum(1 for p in pairing.pairs if history[p.white][k - 1].kind in FORFEITED_MATCH) - pending
        absent = tuple(sorted(team_absences(history, k, k in paired, byes).items()))
        summaries.append(SystemRoundSummary(
            round=k, columns=(k,), matches=len(pairing.pairs) - forfeited - pending, forfeited=forfeited,
            pab=pairing.pab, virtual=None, unfinished=pending, **absence_counts(absent),
        ))
    # C.04.6 1.4: a PAB scores a drawn match unless the competition (320) states otherwise; game
    # points of a draw are half the boards' points (162 draw x boards), the Team reader's reading.
    record = tournament.team_pab
    pab_mp = record.match_points if record is not None and record.match_points is not None else tournament.team_scoring.draw
    pab_gp = (record.game_points if record is not None and record.game_points is not None
              else tournament.scoring.white_draw * first.boards)
    from_320 = record is not None and (record.match_points is not None or record.game_points is not None)
    s, ts, opts = tournament.scoring, tournament.team_scoring, first.options
    initial_source: InitialColourSource = (
        "given" if tournament.initial_colour is not None
        else "inferred" if 1 in paired else "default"
    )
    return SystemView(
        view="team",
        labels=LABELS,
        teams=len(team_records(tournament)),
        rounds_played=sum(1 for r in summaries if r.has_pairing),
        initial_colour=first.initial_colour,
        initial_colour_source=initial_source,
        scoring=ScoringSummary(win=s.win, draw=s.white_draw, loss=s.loss, pab=pab_gp),
        pab_reading="320" if from_320 else "a drawn match, C.04.6 1.4",
        # The Team state adds only 250 fictitious points (no XXA, no Baku for teams).
        acceleration="250" if tournament.acceleration else "none",
        team=TeamSummary(
            boards=first.boards, match_win=ts.win, match_draw=ts.draw, match_loss=ts.loss,
            pab_match_points=pab_mp, pab_game_points=pab_gp,
            colour_preferences=opts.preference_type, primary=opts.primary, secondary=opts.secondary,
        ),
        system_rounds=tuple(summaries),
    )
