"""A team's rounds read off the file: line-ups, the team met, game and match points, colours.

A team's round is read from the team records first (320 PAB, 330 forfeited match, 240 bye,
300 line-up) and otherwise from the ``001`` lines of its players: the opponent team is the team
of its players' opponents, the game points are the sum of its players' points in the round, the
match points follow from comparing the two teams' game points (362). A team's colour in a match
is the colour its first board was scheduled to play (C.04.6 1.6.1), for matches actually played.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from decimal import Decimal
from typing import Literal

from checker.errors import RecordRef
from checker.models import Colour, Frozen, Pair, Pairing, Player, RoundEntry, Team, Tournament
from checker.systems.team.options import TeamStateError
from checker.tournament.colours import opposite
from checker.tournament.records import header_record, system_record
from checker.tournament.standings import Outcome

MatchKind = Literal["played", "forfeit_win", "forfeit_loss", "double_forfeit", "pab", "F", "H", "Z"]
"""What a team's round was: a match played, a forfeited match (330), the PAB, or a 240 bye / absence."""


ZERO = Decimal("0")


class TeamMatch(Frozen):
    """One round of one team, as published."""

    round: int
    kind: MatchKind
    opponent: int | None = None
    colour: Colour | None = None
    """The first board's scheduled colour, for a match actually played (1.6.1); else None."""
    scheduled: Colour | None = None
    """The colour the team was paired with (played or forfeited match), for the published pairing."""
    game_points: Decimal = ZERO
    match_points: Decimal = ZERO


def team_records(tournament: Tournament) -> tuple[Team, ...]:
    """The teams: the 310 records when the file has any (013 is "to be phased out"; Gacrux also
    ignores 013 when 310 exists), else the 013 records numbered in line order."""
    modern = tuple(t for t in tournament.teams if t.source == "310")
    return modern or tuple(t for t in tournament.teams if t.source == "013")


def _board_pattern(tournament: Tournament, boards: int) -> str:
    """352 board colours of the team with White on board 1; alternating WBWB... when absent."""
    pattern = (tournament.board_colours or "").strip().upper()
    if not pattern:
        pattern = "WB" * ((boards + 1) // 2)
    return pattern


def _fielded(entry: RoundEntry | None) -> bool:
    """A board the team fielded: a game against a player, or a board won against an empty board."""
    return entry is not None and (entry.opponent is not None or entry.result == "+")


def number_of_boards(tournament: Tournament) -> int:
    """Boards per match: the 352 sequence, else the most boards a team fielded in one round."""
    if tournament.board_colours and tournament.board_colours.strip():
        return len(tournament.board_colours.strip())
    most = 0
    for team in team_records(tournament):
        for k in range(1, tournament.round_columns + 1):
            count = sum(1 for s in team.players if _fielded(_entry(tournament, s, k)))
            most = max(most, count)
    return most or 1


_Side = tuple[int, int | None]
"""One board of a team in a match: (its player, 0 = an empty board; the opposing player, None when
the board faces an empty board or is itself empty)."""


def _match_boards(own: Sequence[_Side], theirs: Sequence[_Side]) -> list[tuple[int, int]] | None:
    """The boards of a match, (own player, their player), 0 = empty: board i of one team meets board
    i of the other (C.04.6 1.6.1 reads a team's colour from its first board's scheduled colour, the
    other boards follow 352), each team's boards in its own order. None if the orders cannot agree.

    A player who won against an empty board (``0000 - +``) faces an empty board, so the absent
    player's board keeps its place and the boards below do not move up. When both teams have such a
    player before their next game the file cannot say which board comes first: ``own``'s is put
    first. A board empty on both sides leaves no trace unless a 300 record writes its 0.
    """
    boards: list[tuple[int, int]] = []
    i = j = 0
    while i < len(own) or j < len(theirs):
        x = own[i] if i < len(own) else None
        y = theirs[j] if j < len(theirs) else None
        if x is not None and x[0] and x[1] is None:
            boards.append((x[0], 0))
            i += 1
            j += 1 if y is not None and y[0] == 0 else 0
        elif y is not None and y[0] and y[1] is None:
            boards.append((0, y[0]))
            j += 1
            i += 1 if x is not None and x[0] == 0 else 0
        elif x is not None and x[0] == 0:
            boards.append((0, 0))
            i += 1
            j += 1 if y is not None and y[0] == 0 else 0
        elif y is not None and y[0] == 0:
            boards.append((0, 0))
            j += 1
        elif x is not None and y is not None and x[1] == y[0] and y[1] == x[0]:
            boards.append((x[0], y[0]))
            i += 1
            j += 1
        else:
            return None
    return boards


def naming_record(tournament: Tournament) -> RecordRef | None:
    """The record that makes the file a team tournament: a team 192 code, else a 092 free text naming a
    team system; None when neither does (the Team system was chosen on the command line)."""
    if "TEAM" in (tournament.system_code or "").upper():
        return system_record(tournament)
    for index, record in enumerate(tournament.headers):
        if record.code == "092" and "team" in record.text[4:].lower():
            return header_record(index, "092")
    return None


def _entry(tournament: Tournament, start: int, k: int) -> RoundEntry | None:
    """Player ``start``'s block of round ``k`` (None for an unknown player or no block)."""
    try:
        return tournament.player(start).entry(k)
    except KeyError:
        return None


class _Reader:
    """Reads every team's rounds from a tournament once (players, line-ups, team records)."""

    def __init__(self, tournament: Tournament) -> None:
        self.teams = {t.number: t for t in team_records(tournament)}
        if not self.teams:
            raise TeamStateError("no teams in the file (no 310 or 013 records): not a team tournament",
                                 record=naming_record(tournament))
        self.t = tournament
        self.players: dict[int, Player] = {p.start_number: p for p in tournament.players}
        self.team_of: dict[int, int] = {}
        for team in self.teams.values():
            for s in team.players:
                self.team_of.setdefault(s, team.number)
        self.boards = number_of_boards(tournament)
        self.pattern = _board_pattern(tournament, self.boards)
        self.lineups = {(x.round, x.team): x for x in tournament.lineups}
        self.forfeits = {}
        for f in tournament.forfeited_matches:
            self.forfeits[(f.round, f.white)] = f
            self.forfeits[(f.round, f.black)] = f
        self.byes: dict[tuple[int, int], Literal["F", "H", "Z"]] = {}
        for bye in tournament.byes:
            for i in bye.ids:
                self.byes[(bye.round, i)] = bye.kind
        pab = tournament.team_pab
        self.pab_rounds: dict[int, int] = {}
        if pab is not None:
            for k, tpn in enumerate(pab.teams, start=1):
                if tpn:
                    self.pab_rounds[k] = tpn
        draw_gp = tournament.scoring.white_draw * self.boards
        self.pab_mp = pab.match_points if pab is not None and pab.match_points is not None else tournament.team_scoring.draw
        self.pab_gp = pab.game_points if pab is not None and pab.game_points is not None else draw_gp

    def entry(self, start: int, k: int) -> RoundEntry | None:
        """A player's block of round k."""
        p = self.players.get(start)
        return None if p is None else p.entry(k)

    def sides(self, team: int, k: int) -> list[_Side]:
        """The team's boards in round k as (player, opposing player): the 300 record (0 = empty
        board), else its fielded players in team order (None opposite = won against an empty board)."""
        record = self.lineups.get((k, team))
        players = record.boards if record is not None else tuple(
            s for s in self.teams[team].players if _fielded(self.entry(s, k)))
        return [(s, self.opposing(s, k)) for s in players]

    def opposing(self, start: int, k: int) -> int | None:
        """The player ``start`` met (or was to meet) in round k; None for an empty board or no opponent."""
        e = self.entry(start, k) if start else None
        return None if e is None else e.opponent

    def lineup(self, team: int, k: int) -> tuple[int, ...]:
        """The team's boards in round k, 0 = empty board: the 300 record when present; else, in a
        match the team played, its fielded players in team order on the boards the match gives them
        (``_match_boards``), an absent player named on his empty board when the team has no reserve
        who could sit there; else its fielded players in team order."""
        record = self.lineups.get((k, team))
        if record is not None:
            return record.boards
        own = self.sides(team, k)
        fielded = tuple(s for s, _ in own)
        other = self.opponent(team, k)
        if other is None or other not in self.teams or all(them is None for _, them in own):
            return fielded  # no game against the other team: not a match the team played
        # The smaller team number first, so both teams' line-ups put the same board first when the
        # file cannot order two boards facing empty boards.
        if team < other:
            boards = _match_boards(own, self.sides(other, k))
        else:
            swapped = _match_boards(self.sides(other, k), own)
            boards = None if swapped is None else [(mine, them) for them, mine in swapped]
        if boards is None or len(boards) > self.boards:
            return fielded
        seats = [mine for mine, _ in boards] + [0] * (self.boards - len(boards))
        return self._seat_absent(team, k, seats)

    def _seat_absent(self, team: int, k: int, seats: list[int]) -> tuple[int, ...]:
        """The empty boards of a team without a reserve: its members who fielded no board, one per
        empty board, in team order, when that keeps the line-up in team order; else the boards stay 0
        (TEC writes ``0`` in 300 for an empty board and does not say who was absent)."""
        members = self.teams[team].players
        empty = [i for i, s in enumerate(seats) if s == 0]
        absent = [s for s in members if s not in seats and not _fielded(self.entry(s, k))]
        if not empty or len(absent) != len(empty):
            return tuple(seats)
        named = list(seats)
        for i, s in zip(empty, absent):
            named[i] = s
        order = [members.index(s) for s in named]
        return tuple(named) if order == sorted(order) else tuple(seats)

    def game_points(self, team: int, k: int) -> Decimal:
        """Sum of the points of the team's players' boards in round k (162 game scoring)."""
        scoring = self.t.scoring
        total = ZERO
        for s in self.teams[team].players:
            e = self.entry(s, k)
            if _fielded(e):
                assert e is not None
                total += scoring.points(e)
        return total

    def board_points(self, team: int, m: TeamMatch) -> tuple[Decimal, ...]:
        """The team's game points on each board in match ``m``, board 1 first (C.07 12, the board tie-breaks):
        a match played, the line-up's boards (an empty board: 0); the PAB, a win on every board, whatever game
        points 320 gives it (Gacrux's reading, docs/interpretations-tiebreaks.md); a bye or a forfeited match, its
        game points shared equally by the boards."""
        k = m.round
        if m.kind == "pab":
            return tuple(self.t.scoring.win for _ in range(self.boards))
        if m.kind == "played":
            lineup = list(self.lineup(team, k))[:self.boards]
            lineup += [0] * (self.boards - len(lineup))
            return tuple(self.t.scoring.points(e) if s and _fielded(e := self.entry(s, k)) and e is not None
                         else ZERO for s in lineup)
        return tuple(m.game_points / self.boards for _ in range(self.boards))

    def board_one_colour(self, team: int, k: int) -> Colour | None:
        """1.6.1: the colour the first board was scheduled to play, read from the lowest board with a
        colour through the 352 sequence (boards 1, 3 of the team with White are White for WBWB)."""
        for i, s in enumerate(self.lineup(team, k)):
            e = self.entry(s, k) if s else None
            if e is None or e.opponent is None or e.colour is None:
                continue
            same = self.pattern[i % len(self.pattern)] == "W"
            return e.colour if same else ("b" if e.colour == "w" else "w")
        return None

    def opponent(self, team: int, k: int) -> int | None:
        """The team met in round k: 300 record, else the team of most of its players' opponents."""
        record = self.lineups.get((k, team))
        if record is not None and record.opponent:
            return record.opponent
        teams: Counter[int] = Counter()
        for s in self.teams[team].players:
            e = self.entry(s, k)
            if e is not None and e.opponent is not None and e.opponent in self.team_of:
                teams[self.team_of[e.opponent]] += 1
        if not teams:
            return None
        return teams.most_common(1)[0][0]

    def played_over_board(self, team: int, k: int) -> bool:
        """At least one board of the team was played over the board in round k."""
        return any(
            (e := self.entry(s, k)) is not None and e.is_played
            for s in self.teams[team].players
        )

    def match(self, team: int, k: int) -> TeamMatch:
        """Team ``team``'s round ``k`` (see the module docstring for the order of the sources)."""
        scoring = self.t.team_scoring
        if self.pab_rounds.get(k) == team:
            return TeamMatch(round=k, kind="pab", game_points=self.pab_gp, match_points=self.pab_mp)
        forfeit = self.forfeits.get((k, team))
        if forfeit is not None:
            white = forfeit.white == team
            other = forfeit.black if white else forfeit.white
            won = forfeit.outcome == ("+-" if white else "-+")
            kind: MatchKind = "double_forfeit" if forfeit.outcome == "--" else ("forfeit_win" if won else "forfeit_loss")
            gp = self.game_points(team, k)
            if won and gp == ZERO:
                gp = self.t.scoring.forfeit_win * self.boards
            return TeamMatch(
                round=k, kind=kind, opponent=other, scheduled="w" if white else "b",
                game_points=gp, match_points=scoring.win if won else scoring.loss,
            )
        bye = self.byes.get((k, team))
        if bye is not None:
            gp = {"F": self.t.scoring.full_bye, "H": self.t.scoring.half_bye, "Z": ZERO}[bye] * self.boards
            mp = {"F": scoring.win, "H": scoring.draw, "Z": scoring.loss}[bye]
            return TeamMatch(round=k, kind=bye, game_points=gp, match_points=mp)
        other_team = self.opponent(team, k)
        if other_team is None:
            return TeamMatch(round=k, kind="Z")
        own, theirs = self.game_points(team, k), self.game_points(other_team, k)
        mp = scoring.win if own > theirs else scoring.draw if own == theirs else scoring.loss
        colour = self.board_one_colour(team, k)
        if not self.played_over_board(team, k):
            # Every board forfeited: a match lost (or won) by forfeit, not played (General Handling 3.5).
            kind = "forfeit_win" if own > theirs else "double_forfeit" if own == theirs == ZERO else "forfeit_loss"
            return TeamMatch(round=k, kind=kind, opponent=other_team, scheduled=colour,
                             game_points=own, match_points=mp)
        return TeamMatch(round=k, kind="played", opponent=other_team, colour=colour, scheduled=colour,
                         game_points=own, match_points=mp)


def team_lineup(tournament: Tournament, team: int, round_number: int) -> tuple[int, ...]:
    """Who sat on each board of ``team`` in round ``round_number``, board 1 first (start numbers,
    0 = empty board): the line-up the reader takes the team's colour from (1.6.1)."""
    return _Reader(tournament).lineup(team, round_number)


def team_names(tournament: Tournament) -> dict[int, str]:
    """Team number -> name, for printing a pairing."""
    return {t.number: t.name for t in team_records(tournament)}


def team_history(tournament: Tournament, rounds: int | None = None) -> dict[int, tuple[TeamMatch, ...]]:
    """Team number -> its rounds 1..rounds (default: every round column of the file).

    A TRF16 file has no 320 record: a round where exactly one team has no match and every other
    team has one is read as that team's PAB (1.4), worth a draw unless 320 says otherwise.
    """
    reader = _Reader(tournament)
    last = tournament.round_columns if rounds is None else rounds
    out: dict[int, list[TeamMatch]] = {n: [] for n in reader.teams}
    for k in range(1, last + 1):
        matches = {n: reader.match(n, k) for n in reader.teams}
        idle = [n for n, m in matches.items() if m.kind == "Z" and (k, n) not in reader.byes]
        has_pab = any(m.kind == "pab" for m in matches.values())
        paired = any(m.opponent is not None for m in matches.values())
        if tournament.team_pab is None and not has_pab and paired and len(idle) == 1:
            matches[idle[0]] = TeamMatch(round=k, kind="pab", game_points=reader.pab_gp, match_points=reader.pab_mp)
        for n, m in matches.items():
            out[n].append(m)
    return {n: tuple(ms) for n, ms in out.items()}


def team_results(tournament: Tournament, rounds: int) -> dict[int, tuple[Outcome, ...]]:
    """Team number -> its rounds 1..``rounds`` as the standings count them: match points (362), game points,
    the team met and the colour of its first board; a forfeited match (330) is not played."""
    win = tournament.team_scoring.win
    reader = _Reader(tournament)
    return {n: tuple(Outcome(round=m.round, opponent=m.opponent, colour=m.colour or m.scheduled,
                             points=m.match_points, game_points=m.game_points, played=m.kind == "played",
                             wins=int(m.match_points >= win),
                             wins_played=int(m.kind == "played" and m.match_points >= win),
                             board_points=reader.board_points(n, m))
                     for m in matches)
            for n, matches in team_history(tournament, rounds).items()}


def paired_team_rounds(tournament: Tournament) -> frozenset[int]:
    """Rounds that hold a team pairing: some team has a match (played or forfeited) or the PAB."""
    return paired_in_history(team_history(tournament))


def paired_in_history(history: dict[int, tuple[TeamMatch, ...]]) -> frozenset[int]:
    """The rounds of a team history in which some team has a match (played or forfeited) or the PAB."""
    return frozenset(m.round for ms in history.values() for m in ms if m.opponent is not None or m.kind == "pab")


def published_team_pairing(tournament: Tournament, round_number: int) -> Pairing:
    """Round ``round_number`` as published, by team number: white = the team whose first board had
    White (1.6.1; for a forfeited match, the 330 record's white team), and the PAB."""
    return pairing_in_history(team_history(tournament, round_number), round_number)


def pairing_in_history(history: dict[int, tuple[TeamMatch, ...]], round_number: int) -> Pairing:
    """Round ``round_number`` of a team history (rounds 1..round_number at least) as published."""
    pairs: dict[frozenset[int], Pair] = {}
    pab: int | None = None
    for n, ms in history.items():
        m = ms[round_number - 1]
        if m.kind == "pab":
            pab = n
        if m.opponent is None:
            continue
        key = frozenset((n, m.opponent))
        if key in pairs:
            continue
        if m.scheduled == "b":
            pairs[key] = Pair(white=m.opponent, black=n)
        elif m.scheduled == "w":
            pairs[key] = Pair(white=n, black=m.opponent)
        else:
            low, high = sorted((n, m.opponent))
            pairs[key] = Pair(white=low, black=high)
    return Pairing(round=round_number, pairs=tuple(pairs.values()), pab=pab)


