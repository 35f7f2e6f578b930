"""The state of a Swiss Team tournament (C.04.6) before a round: teams, scores, colours, preferences.

Each team's past rounds come from ``matches`` (its line-ups and results read off the file) and
are walked by the history every system shares (played colours, teams met, PAB eligibility); this
module adds what is Team's own: primary and secondary scores (1.2), fictitious points (250, Baku),
floaters (1.5) and the Type A / Type B colour preferences (1.7).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.models import Colour, Frozen, Tournament
from checker.state.history import History, OutcomeKind, RoundOutcome
from checker.systems.team.matches import TeamMatch, number_of_boards, paired_in_history, team_history
from checker.systems.team.options import TeamOptions, TeamStateError, team_options
from checker.tournament.summary import PreferenceType, ScoreKind
from checker.tournament.colours import opposite
from checker.tournament.records import first_record, system_record
from checker.tournament.rounds import prohibited_opponents
from checker.tournament.scoring import baku_group_a_size, baku_points

Strength = Literal["simple", "strong", "mild", "none"]
"""Type A preferences are ``simple``; Type B ones ``strong`` or ``mild`` (1.7.1, 1.7.2)."""
ZERO = Decimal("0")


def colour_preference(
    colours: tuple[Colour, ...], kind: PreferenceType, last_round: bool
) -> tuple[Colour | None, Strength]:
    """C.04.6 1.7: the colour a team prefers and how strongly, from its played matches' colours.

    The strong (Type B) / simple (Type A) rule is read before the "none in the last round" rule of
    1.7.2.5: a CD of 0 after two Blacks is a strong preference for White even in the last round.
    """
    if kind == "none" or not colours:
        return None, "none"
    cd = sum(1 if c == "w" else -1 for c in colours)
    last_two = colours[-2:] if len(colours) >= 2 else ()
    firm: Strength = "simple" if kind == "A" else "strong"
    if cd < -1 or (cd in (0, -1) and last_two == ("b", "b")):
        return "w", firm
    if cd > 1 or (cd in (0, 1) and last_two == ("w", "w")):
        return "b", firm
    if kind == "A":
        return None, "none"
    if cd == -1:
        return "w", "mild"
    if cd == 1:
        return "b", "mild"
    if last_round:
        return None, "none"
    return ("b" if colours[-1] == "w" else "w"), "mild"


class TeamState(Frozen):
    """One team before the round (C.04.6 1.2-1.7, 2.1)."""

    tpn: int
    primary: Decimal
    """Primary score after the previous rounds (match points by default, 1.2.2)."""
    secondary: Decimal = ZERO
    """Secondary score (game points by default), used by 4.2.2."""
    acceleration: Decimal = ZERO
    """Fictitious primary points for this round (250 records, or Baku for a ``_BAKU`` 192 code)."""
    colours: tuple[Colour, ...] = ()
    """First-board colours of the matches actually played, oldest first (1.6.1; General Handling 3.4)."""
    opponents: frozenset[int] = frozenset()
    """Teams met in a match actually played (a forfeited match is not a meeting, General Handling 3.5)."""
    forbidden: frozenset[int] = frozenset()
    """Teams this one may not meet this round (260)."""
    pab_eligible: bool = True
    """C2: no PAB, no match won by forfeit and no full-point bye so far."""
    matches_played: int = 0
    """Matches actually played (3.4.3)."""
    floated: bool = False
    """A floater in the previous round (1.5): played an opponent with a different score."""
    preference: Colour | None = None
    strength: Strength = "none"

    @property
    def score(self) -> Decimal:
        """The score that makes scoregroups (1.3.1): primary score plus fictitious points."""
        return self.primary + self.acceleration

    @property
    def pairing_score(self) -> Decimal:
        """The score under the name the board-order helpers use (General Handling 3.6)."""
        return self.score

    @property
    def colour_difference(self) -> int:
        """1.6.2: matches with White minus matches with Black."""
        return sum(1 if c == "w" else -1 for c in self.colours)


class TeamRoundState(Frozen):
    """Everything known before pairing round ``round`` of a team tournament."""

    round: int
    total_rounds: int
    initial_colour: Colour
    options: TeamOptions = TeamOptions()
    teams: tuple[TeamState, ...]
    """Teams to be paired, by score descending then TPN."""
    absent: tuple[tuple[int, str], ...] = ()
    """Teams not to be paired this round, with the code (F, H, Z) by TPN."""
    boards: int = 4

    @property
    def is_last_round(self) -> bool:
        """Pairing the final round (Type B 1.7.2.3-1.7.2.5)."""
        return self.round >= self.total_rounds

    @property
    def float_criteria(self) -> bool:
        """C7 and C10 apply: not one of the last two rounds (2.3.4, 2.3.7)."""
        return self.round < self.total_rounds - 1

    @property
    def score_names(self) -> tuple[str, str | None]:
        """The primary and secondary scores' names (1.2: ``MP``, ``GP``), for the reports' columns."""
        return self.options.primary, self.options.secondary

    def team(self, tpn: int) -> TeamState:
        """The state of the team with this TPN (KeyError if not to be paired)."""
        for t in self.teams:
            if t.tpn == tpn:
                return t
        raise KeyError(tpn)

    # The output and check helpers (checker.report.boards, checker.check.round) speak of players: a team state
    # answers the same questions.
    @property
    def players(self) -> tuple[TeamState, ...]:
        """The teams to be paired, under the name the check helpers use."""
        return self.teams

    def player(self, tpn: int) -> TeamState:
        """The team with this TPN, under the name the board-order helpers use."""
        return self.team(tpn)

    def start_number_of(self, tpn: int) -> int:
        """Team TPN = team number (310 columns 5-7)."""
        return tpn

    def tpn_of(self, number: int) -> int:
        """Team number -> TPN (the same)."""
        return number


def _acceleration(tournament: Tournament, team: int, round_number: int, kind: ScoreKind, total_rounds: int) -> Decimal:
    """Fictitious points of a team for a round: from 250 records (MP or GP field), else the Baku
    method (C.04.7 1) when the 192 code ends in ``_BAKU`` (250 records make 192's method disregarded).
    """
    if tournament.acceleration:
        total = ZERO
        for rec in tournament.acceleration:
            if rec.first_round <= round_number <= rec.last_round and rec.first_id <= team <= rec.last_id:
                value = rec.match_points if kind == "MP" else rec.points
                total += value or ZERO
        return total
    if not (tournament.system_code or "").upper().endswith("_BAKU"):
        return ZERO
    return _baku_team_points(tournament, team, round_number, kind, total_rounds)


def _baku_team_points(tournament: Tournament, team: int, round_number: int, kind: ScoreKind, total_rounds: int) -> Decimal:
    """C.04.7 1.2-1.4 for teams: GA = the first 2*ceil(n/4) teams by TPN get a won match's match points
    in the first half (rounded up) of the accelerated rounds (the first half, rounded up, of the
    tournament), half of them in the rest (1.4.4 example 2: 11 rounds, MP 2/1/0 -> 2 in rounds 1-3,
    1 in rounds 4-6). Only with match points primary (1.4.4 note) and W = 2 D, L = 0 (1.1).
    """
    scoring = tournament.team_scoring
    if kind != "MP":
        raise TeamStateError("C.04.7 1.4.4 note: the Baku acceleration cannot be used when game points are the "
                             "primary score (192 code with _BAKU and GP primary, from the code or --team-score GP)",
                             record=system_record(tournament))
    if scoring.win != 2 * scoring.draw or scoring.loss != ZERO:
        raise TeamStateError(f"C.04.7 1.1: the Baku acceleration needs a win worth two draws and a loss worth 0; "
                             f"the match points are {scoring.win}/{scoring.draw}/{scoring.loss} (362)",
                             record=first_record("team_scoring", 5, "362"))
    if team > baku_group_a_size(len(tournament.teams)):
        return ZERO
    return baku_points(scoring.win, round_number, total_rounds)


_OUTCOME: dict[str, OutcomeKind] = {
    "played": "played", "forfeit_win": "forfeit", "forfeit_loss": "forfeit", "double_forfeit": "forfeit",
    "pab": "pab", "F": "unpaired", "H": "unpaired", "Z": "unpaired",
}
"""A team's round (``TeamMatch.kind``) as the history every system shares reads it."""

_PAB_BAR: dict[str, str] = {"pab": "the PAB", "forfeit_win": "a match won by forfeit", "F": "a full-point bye"}
"""C2 (2.1.2): the rounds that bar the pairing-allocated bye from then on."""


def _outcome(match: TeamMatch, primary: ScoreKind) -> RoundOutcome:
    """A team's past round: points in the primary score (1.2), the colour of a match actually played (1.6.1)."""
    bar = _PAB_BAR.get(match.kind)
    return RoundOutcome(
        round=match.round, kind=_OUTCOME[match.kind], opponent=match.opponent,
        colour=match.colour if match.kind == "played" else None,
        points=match.match_points if primary == "MP" else match.game_points,
        pab_bar=None if bar is None else f"{bar} in round {match.round}",
    )


def _infer_initial_colour(history: dict[int, tuple[TeamMatch, ...]]) -> Colour:
    """4.1 read back from round 1 (4.3.1): the smallest-TPN team that played round 1 is its pair's
    first-team (all scores 0); it got the initial colour if its TPN is odd. White when unknown."""
    for n in sorted(history):
        ms = history[n]
        if ms and ms[0].opponent is not None and ms[0].scheduled is not None and n < ms[0].opponent:
            c = ms[0].scheduled
            return c if n % 2 == 1 else opposite(c)
    return "w"


def build_team_state(
    tournament: Tournament,
    round_number: int,
    total_rounds: int | None = None,
    options: TeamOptions | None = None,
) -> TeamRoundState:
    """The state before ``round_number`` from rounds 1..round_number-1 as published, plus the
    round's known byes and absences (240 records; a team with no match in a paired round).

    Round r's own pairs are ignored, so pairing and checking round r see the same state.
    """
    if round_number < 1:
        raise ValueError(f"round must be 1 or more, got {round_number}")
    opts = options or team_options(tournament.system_code, record=system_record(tournament))
    declared = total_rounds or tournament.declared_rounds or tournament.round_columns
    total = max(declared, round_number)
    history = team_history(tournament, max(round_number, 1))
    previous = round_number - 1
    last_round = round_number >= total

    def score(matches: tuple[TeamMatch, ...], kind: ScoreKind) -> Decimal:
        return sum(((m.match_points if kind == "MP" else m.game_points) for m in matches), ZERO)

    def pairing_score(n: int, k: int) -> Decimal:
        """Primary score plus fictitious points before round k."""
        return score(history[n][: k - 1], opts.primary) + _acceleration(tournament, n, k, opts.primary, total)

    # Whether the file shows round_number paired, read off this history (a round's matches depend on
    # that round alone): paired_team_rounds would read every round of the file again, each round.
    paired = round_number <= tournament.round_columns and round_number in paired_in_history(history)
    absent = team_absences(history, round_number, paired, bye_keys(tournament))

    forbidden = prohibited_opponents(tournament, {n: n for n in history}, round_number, round_number)

    teams: list[TeamState] = []
    for n, ms in history.items():
        if n in absent:
            continue
        past = ms[:previous]
        walked = History(outcomes=tuple(_outcome(m, opts.primary) for m in past))
        floated = False
        if previous >= 1:
            m = past[-1]
            if m.kind == "played" and m.opponent is not None and m.opponent in history:
                floated = pairing_score(n, previous) != pairing_score(m.opponent, previous)
        pref, strength = colour_preference(walked.colours, opts.preference_type, last_round)
        teams.append(
            TeamState(
                tpn=n,
                primary=walked.score,
                secondary=score(past, opts.secondary) if opts.secondary else ZERO,
                acceleration=_acceleration(tournament, n, round_number, opts.primary, total),
                colours=walked.colours,
                opponents=walked.opponents,
                forbidden=forbidden.get(n, frozenset()),
                pab_eligible=walked.pab_eligible,
                matches_played=walked.played,
                floated=floated,
                preference=pref,
                strength=strength,
            )
        )
    teams.sort(key=lambda t: (-t.score, t.tpn))
    initial = tournament.initial_colour or _infer_initial_colour(history)
    return TeamRoundState(
        round=round_number,
        total_rounds=total,
        initial_colour=initial,
        options=opts,
        teams=tuple(teams),
        absent=tuple(sorted(absent.items())),
        boards=number_of_boards(tournament),
    )


def team_absences(history: dict[int, tuple[TeamMatch, ...]], round_number: int, round_paired: bool,
                  byes: frozenset[tuple[int, int]]) -> dict[int, str]:
    """Team -> code of every team not to be paired in ``round_number`` (General Handling 3.3): a 240 F or
    H bye, a 240 Z, or no match in a round the file shows paired."""
    absent: dict[int, str] = {}
    for n, ms in history.items():
        m = ms[round_number - 1]
        if m.kind in ("F", "H") or (m.kind == "Z" and (round_paired or (round_number, n) in byes)):
            absent[n] = m.kind
    return absent


def bye_keys(tournament: Tournament) -> frozenset[tuple[int, int]]:
    """(round, team) of every 240 record."""
    return frozenset((b.round, i) for b in tournament.byes for i in b.ids)
