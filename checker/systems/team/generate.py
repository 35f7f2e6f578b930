"""Random Swiss Team tournaments (C.04.6) as complete TRF-2026 files, paired round by round by the Team pairer.

Teams of ``boards`` players (``310`` records, ``001`` board lines, colours down the boards by
``352``), team absences and half-point byes (``240 Z``/``240 H``), the PAB of each round (``320``),
matches forfeited by one team or both (``330``) and single boards forfeited inside a played match.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Literal

from checker.errors import PairingImpossible
from checker.generation.individual import RoundPairer, check_request, entry_rounds
from checker.generation.results import game_result
from checker.generation.settings import GeneratorSettings
from checker.models import (
    ByeRecord,
    Colour,
    ForfeitedMatch,
    Player,
    ResultCode,
    RoundEntry,
    Team,
    TeamPAB,
    TeamScoring,
    Tournament,
)
from checker.tournament.colours import opposite


def board_pattern(boards: int) -> str:
    """The 352 sequence written: White on boards 1, 3, 5... of the team with White (WBWB...)."""
    return ("WB" * boards)[:boards]


def _squads(rng: random.Random, teams: int, boards: int) -> list[tuple[int, ...]]:
    """Board ratings of each team in TPN order: a team mean drawn in 1500-2500, boards around it in
    board order (strongest first); TPN by average rating, the competition's choice C.04.6 1.1.2 allows."""
    squads = []
    for _ in range(teams):
        mean = rng.uniform(1500, 2500)
        squads.append(tuple(sorted((min(2850, max(1000, round(rng.gauss(mean, 120)))) for _ in range(boards)),
                                   reverse=True)))
    return sorted(squads, key=lambda s: -sum(s))


def team_tournament(
    codes: tuple[str, ...],
    pair_round: RoundPairer,
    teams: int,
    rounds: int,
    seed: int,
    settings: GeneratorSettings,
) -> Tournament:
    """A TRF-2026 Swiss Team tournament of ``teams`` teams paired round after round by ``pair_round``.

    Team t's board b (1-based) is player ``boards*(t-1)+b``; the team with White on board 1 (1.6.1)
    has the colours of ``352`` down its boards, and each board's game follows the Elo expectation
    with ``draw_rate`` draws. Per team and round: ``absence_rate`` zero-point absences (``240 Z``)
    and ``half_bye_rate`` half-point byes (``240 H``) known before the pairing; per match:
    ``forfeit_rate`` forfeits, a third by both teams (``330 --``), a third a single board inside a
    played match (its two players keep their opponent and scheduled colour, results ``+``/``-``, so
    the board order stays readable) and a third by one team (``330 +-``/``-+``: its boards
    ``0000 - -``, the winner's ``0000 - +``). Players of a team that does not play have ``0000 - -``.
    The PAB (1.4) is a drawn match (``320``: 362 TD, half the boards' points). ``310`` records carry
    the final match and game points and rank (MP, GP, TPN). Late entries and withdrawals of teams
    (``late_entry_rate``, ``retired_rate``) are ``240 Z`` in the rounds they miss; ``scoring`` gives
    the game points, ``initial_colour`` the 152 record, ``baku`` the ``_BAKU`` code;
    ``settings.pairer`` pairs the rounds when set (a campaign's engine). Stops before a round the
    pairer finds impossible (3.3.3).
    """
    check_request("team", codes, teams, rounds, settings)
    boards = settings.boards
    pair_with = settings.pairer or pair_round
    absence_rate, half_bye_rate = settings.absence_rate, settings.half_bye_rate
    forfeit_rate, draw_rate = settings.forfeit_rate, settings.draw_rate
    if boards < 1:
        raise ValueError(f"generate: a team needs 1 or more boards, got {boards}")
    rng = random.Random(seed)
    scoring, team_scoring = settings.scoring, TeamScoring()
    pattern = board_pattern(boards)
    squads = _squads(rng, teams, boards)
    spans = entry_rounds(rng, range(1, teams + 1), rounds, settings)
    rating = {boards * (t - 1) + b + 1: squads[t - 1][b] for t in range(1, teams + 1) for b in range(boards)}
    entries: dict[int, list[RoundEntry]] = {s: [] for s in rating}
    match_points = {t: Decimal(0) for t in range(1, teams + 1)}
    game_points = {t: Decimal(0) for t in range(1, teams + 1)}
    byes: list[ByeRecord] = []
    forfeits: list[ForfeitedMatch] = []
    pabs: list[int] = []
    pab_mp, pab_gp = team_scoring.draw, scoring.white_draw * boards

    def board(t: int, b: int) -> int:
        return boards * (t - 1) + b + 1

    def tournament(final: bool = False) -> Tournament:
        order = sorted(match_points, key=lambda t: (-match_points[t], -game_points[t], t))
        rank = {t: i for i, t in enumerate(order, start=1)}
        return Tournament(
            name=f"swisscheck generate team {teams}x{rounds} seed {seed}",
            players=tuple(
                Player(start_number=s, name=f"Team{(s - 1) // boards + 1:03d} Board{(s - 1) % boards + 1}",
                       rating=rating[s], rounds=tuple(es),
                       points=sum((scoring.points(e) for e in es if e.opponent or e.result == "+"), Decimal(0))
                       if final else None)
                for s, es in entries.items()
            ),
            teams=tuple(
                Team(number=t, name=f"Team {t:03d}", nickname=f"T{t:03d}",
                     strength=str(round(sum(squads[t - 1]) / boards)),
                     match_points=match_points[t] if final else None, game_points=game_points[t] if final else None,
                     rank=rank[t] if final else None, players=tuple(board(t, b) for b in range(boards)))
                for t in range(1, teams + 1)
            ),
            declared_rounds=rounds,
            rounds_source="142",
            initial_colour=settings.initial_colour,
            system_code=settings.system_code(codes),
            scoring=scoring,
            board_colours=pattern,
            byes=tuple(byes),
            team_pab=TeamPAB(match_points=pab_mp, game_points=pab_gp, teams=tuple(pabs)),
            forfeited_matches=tuple(forfeits),
        )

    def sit_out(t: int, k: int, result: ResultCode = "-") -> None:
        for b in range(boards):
            entries[board(t, b)].append(RoundEntry(round=k, result=result))

    def play(w: int, b: int, k: int, forfeited: int | None, winner: int | None) -> None:
        """Board by board: White's team has the 352 colours; board ``forfeited`` goes to ``winner`` unplayed."""
        points = {w: Decimal(0), b: Decimal(0)}
        for i in range(boards):
            pw, pb = board(w, i), board(b, i)
            cw: Colour = "w" if pattern[i] == "W" else "b"
            white, black = (pw, pb) if cw == "w" else (pb, pw)
            codes: dict[int, ResultCode]
            if i == forfeited:
                codes = {pw: "+" if w == winner else "-", pb: "+" if b == winner else "-"}
            else:
                white_code, black_code = game_result(rng, rating[white], rating[black], draw_rate)
                codes = {white: white_code, black: black_code}
            for team, player, other, colour in ((w, pw, pb, cw), (b, pb, pw, opposite(cw))):
                entry = RoundEntry(round=k, opponent=other, colour=colour, result=codes[player])
                entries[player].append(entry)
                points[team] += scoring.points(entry)
        for team, other in ((w, b), (b, w)):
            game_points[team] += points[team]
            match_points[team] += (team_scoring.win if points[team] > points[other]
                                   else team_scoring.draw if points[team] == points[other] else team_scoring.loss)

    for k in range(1, rounds + 1):
        away: dict[int, Literal["H", "Z"]] = {}
        for t in range(1, teams + 1):
            if t in spans and k not in spans[t]:
                away[t] = "Z"
                continue
            x = rng.random()
            if x < absence_rate:
                away[t] = "Z"
            elif x < absence_rate + half_bye_rate:
                away[t] = "H"
        kinds: tuple[Literal["H", "Z"], ...] = ("H", "Z")
        for kind in kinds:
            ids = tuple(t for t, c in away.items() if c == kind)
            if ids:
                byes.append(ByeRecord(kind=kind, round=k, ids=ids))
        try:
            pairing = pair_with(tournament(), k)
        except PairingImpossible:
            byes[:] = [bye for bye in byes if bye.round != k]
            break
        for t, kind in away.items():
            sit_out(t, k)
            if kind == "H":
                match_points[t] += team_scoring.draw
                game_points[t] += scoring.half_bye * boards
        pabs.append(pairing.pab or 0)
        if pairing.pab is not None:
            sit_out(pairing.pab, k)
            match_points[pairing.pab] += pab_mp
            game_points[pairing.pab] += pab_gp
        for pair in pairing.pairs:
            w, b = pair.white, pair.black
            x = rng.random()
            if x < forfeit_rate / 3:
                forfeits.append(ForfeitedMatch(outcome="--", round=k, white=w, black=b))
                sit_out(w, k)
                sit_out(b, k)
            elif x < 2 * forfeit_rate / 3 and boards > 1:
                play(w, b, k, rng.randrange(boards), rng.choice((w, b)))
            elif x < forfeit_rate:
                winner = rng.choice((w, b))
                loser = b if winner == w else w
                forfeits.append(ForfeitedMatch(outcome="+-" if winner == w else "-+", round=k, white=w, black=b))
                sit_out(winner, k, "+")
                sit_out(loser, k)
                match_points[winner] += team_scoring.win
                game_points[winner] += scoring.forfeit_win * boards
            else:
                play(w, b, k, None, None)
    return tournament(final=True)
