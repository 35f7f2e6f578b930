"""Random tournaments paired round after round by a system's own reference pairer (tests and benchmarks).

``generate(system, players, rounds, seed)`` starts from ``players`` rated players and, round after
round, enters some absences known before the pairing (zero-point ``Z``, half-point ``H``), pairs the
round with ``system.pair`` on the state ``system.build_state`` reads from the file so far, and
writes random results: Elo-based games with draws, forfeits by one side or both, and the PAB
(``U``). A system that plays several games per round (Double-Swiss: a match of two games, C.04.5
Preface) gets that many TRF round columns per round, colours alternating (C.04.5 4.4). Every such
tournament must check CONSISTENT in every round: the check's self-consistency test.

The Swiss Team system (C.04.6) gets a complete TRF-2026 team file instead: ``players`` teams of
``boards`` players (``310`` records, ``001`` board lines, colours down the boards by ``352``), team
absences and half-point byes (``240 Z``/``240 H``), the PAB of each round (``320``), matches
forfeited by one team or both (``330``) and single boards forfeited inside a played match.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from checker.check.round import to_start_numbers
from checker.models import (
    ByeRecord,
    Colour,
    ForfeitedMatch,
    Player,
    RoundEntry,
    ScoringSystem,
    Team,
    TeamPAB,
    TeamScoring,
    Tournament,
)
from checker.systems.interface import PairingImpossible, SystemInfo

COLUMNS_PER_ROUND: dict[str, int] = {"double-swiss": 2}
"""TRF round columns per round of a system: one per game (Double-Swiss: two games per match)."""

def _other(colour: Colour) -> Colour:
    """The opposite colour."""
    return "b" if colour == "w" else "w"


def _game(rng: random.Random, white_rating: int, black_rating: int, draw_rate: float) -> tuple[str, str]:
    """One game's result codes (white, black): the Elo expectation, with ``draw_rate`` draws around it."""
    expected = 1 / (1 + 10 ** ((black_rating - white_rating) / 400))
    x = rng.random()
    if x < expected - draw_rate / 2:
        return "1", "0"
    if x < expected + draw_rate / 2:
        return "=", "="
    return "0", "1"


def _played(rng: random.Random, ratings: Sequence[int], w: int, b: int, game: int, draw_rate: float) -> tuple[str, str]:
    """Result codes (w's, b's) of game ``game`` (0-based) of a pair: w has White in even games (C.04.5 4.4)."""
    if game % 2 == 0:
        return _game(rng, ratings[w - 1], ratings[b - 1], draw_rate)
    black_code, white_code = _game(rng, ratings[b - 1], ratings[w - 1], draw_rate)
    return white_code, black_code


def _blocks(first_column: int, opponent: int | None, colour: Colour | None, results: Sequence[str]) -> list[RoundEntry]:
    """One player's blocks for the columns of a round, colours alternating game by game (C.04.5 4.4)."""
    out: list[RoundEntry] = []
    for g, result in enumerate(results):
        c = colour if colour is None or g % 2 == 0 else _other(colour)
        out.append(RoundEntry(round=first_column + g, opponent=opponent, colour=c, result=result))  # type: ignore[arg-type]
    return out


def generate(
    system: SystemInfo,
    players: int,
    rounds: int,
    seed: int,
    *,
    absence_rate: float = 0.03,
    half_bye_rate: float = 0.02,
    forfeit_rate: float = 0.03,
    draw_rate: float = 0.3,
    boards: int = 4,
    code: str | None = None,
) -> Tournament:
    """A ``players``-player tournament of ``rounds`` rounds paired by ``system``'s pairer (same seed, same file).

    Per player and round: ``absence_rate`` zero-point and ``half_bye_rate`` half-point byes known
    before the pairing; per pair: ``forfeit_rate`` forfeits (a third by both sides; with several
    games per round, a third of them a single game only). Stops before a round the pairer finds
    impossible (3.3.3); XXR (142 for Team) keeps the number of rounds asked for. ``code`` is the
    192 code written (default: the system's first; e.g. ``FIDE_TEAM_TYPEB_MP_GP`` for Team Type B).
    For the Team system ``players`` counts teams of ``boards`` players (see :func:`generate_teams`).
    ValueError for fewer than 2 players or teams, or a 192 code of another system.
    """
    if players < 2 or rounds < 1:
        raise ValueError(f"generate: need 2 or more players and 1 or more rounds, got {players} and {rounds}")
    if code is not None and code.strip().upper().removesuffix("_BAKU") not in system.codes:
        raise ValueError(f"generate: 192 code {code!r} is not one of the {system.name} system's codes")
    if system.name == "team":
        return generate_teams(system, players, rounds, seed, boards=boards, code=code, absence_rate=absence_rate,
                              half_bye_rate=half_bye_rate, forfeit_rate=forfeit_rate, draw_rate=draw_rate)
    rng = random.Random(seed)
    games = COLUMNS_PER_ROUND.get(system.name, 1)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    entries: dict[int, list[RoundEntry]] = {s: [] for s in range(1, players + 1)}

    def tournament(extra: dict[int, list[RoundEntry]] | None = None) -> Tournament:
        return Tournament(
            name=f"swisscheck generate {system.name} {players}x{rounds} seed {seed}",
            players=tuple(
                Player(start_number=s, name=f"Player {s:03d}", rating=ratings[s - 1],
                       rounds=tuple(entries[s] + (extra or {}).get(s, [])))
                for s in entries
            ),
            declared_rounds=games * rounds,
            rounds_source="XXR",
            initial_colour="w",
            system_code=code.strip().upper() if code else (system.codes[0] if system.codes else None),
        )

    for k in range(1, rounds + 1):
        first = games * (k - 1) + 1
        new: dict[int, list[RoundEntry]] = {}
        for s in entries:
            x = rng.random()
            if x < absence_rate:
                new[s] = _blocks(first, None, None, ["Z"] * games)
            elif x < absence_rate + half_bye_rate:
                new[s] = _blocks(first, None, None, ["H"] * games)
        try:
            state = system.build_state(tournament(new), k, None)
            pairing = to_start_numbers(state, system.pair(state))
        except PairingImpossible:
            break
        if pairing.pab is not None:
            new[pairing.pab] = _blocks(first, None, None, ["U"] * games)
        for pair in pairing.pairs:
            w, b = pair.white, pair.black
            x = rng.random()
            if x < forfeit_rate / 3:
                white_results, black_results = ["-"] * games, ["-"] * games
            elif x < 2 * forfeit_rate / 3 and games > 1:
                g = rng.randrange(games)
                white_results, black_results = [], []
                for i in range(games):
                    won = rng.random() < 0.5
                    codes = (("+", "-") if won else ("-", "+")) if i == g else _played(rng, ratings, w, b, i, draw_rate)
                    white_results.append(codes[0])
                    black_results.append(codes[1])
            elif x < forfeit_rate:
                won = rng.random() < 0.5
                white_results, black_results = ["+" if won else "-"] * games, ["-" if won else "+"] * games
            else:
                played = [_played(rng, ratings, w, b, i, draw_rate) for i in range(games)]
                white_results, black_results = [c[0] for c in played], [c[1] for c in played]
            new[w] = _blocks(first, b, "w", white_results)
            new[b] = _blocks(first, w, "b", black_results)
        for s, blocks in new.items():
            entries[s] += blocks
    return tournament()


# --- Swiss Team (C.04.6): teams of board players, team records.


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


def generate_teams(
    system: SystemInfo,
    teams: int,
    rounds: int,
    seed: int,
    *,
    boards: int = 4,
    code: str | None = None,
    absence_rate: float = 0.03,
    half_bye_rate: float = 0.02,
    forfeit_rate: float = 0.03,
    draw_rate: float = 0.3,
) -> Tournament:
    """A TRF-2026 Swiss Team tournament of ``teams`` teams paired round after round by ``system``'s pairer.

    Team t's board b (1-based) is player ``boards*(t-1)+b``; the team with White on board 1 (1.6.1)
    has the colours of ``352`` down its boards, and each board's game follows the Elo expectation
    with ``draw_rate`` draws. Per team and round: ``absence_rate`` zero-point absences (``240 Z``)
    and ``half_bye_rate`` half-point byes (``240 H``) known before the pairing; per match:
    ``forfeit_rate`` forfeits, a third by both teams (``330 --``), a third a single board inside a
    played match (its two players keep their opponent and scheduled colour, results ``+``/``-``, so
    the board order stays readable) and a third by one team (``330 +-``/``-+``: its boards
    ``0000 - -``, the winner's ``0000 - +``). Players of a team that does not play have ``0000 - -``.
    The PAB (1.4) is a drawn match (``320``: 362 TD, half the boards' points). ``310`` records carry
    the final match and game points and rank (MP, GP, TPN). Stops before a round the pairer finds
    impossible (3.3.3).
    """
    if boards < 1:
        raise ValueError(f"generate: a team needs 1 or more boards, got {boards}")
    rng = random.Random(seed)
    scoring, team_scoring = ScoringSystem(), TeamScoring()
    pattern = board_pattern(boards)
    squads = _squads(rng, teams, boards)
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
            initial_colour="w",
            system_code=code.strip().upper() if code else system.codes[0],
            board_colours=pattern,
            byes=tuple(byes),
            team_pab=TeamPAB(match_points=pab_mp, game_points=pab_gp, teams=tuple(pabs)),
            forfeited_matches=tuple(forfeits),
        )

    def sit_out(t: int, k: int, result: str = "-") -> None:
        for b in range(boards):
            entries[board(t, b)].append(RoundEntry(round=k, result=result))  # type: ignore[arg-type]

    def play(w: int, b: int, k: int, forfeited: int | None, winner: int | None) -> None:
        """Board by board: White's team has the 352 colours; board ``forfeited`` goes to ``winner`` unplayed."""
        points = {w: Decimal(0), b: Decimal(0)}
        for i in range(boards):
            pw, pb = board(w, i), board(b, i)
            cw: Colour = "w" if pattern[i] == "W" else "b"
            white, black = (pw, pb) if cw == "w" else (pb, pw)
            if i == forfeited:
                codes = {pw: "+" if w == winner else "-", pb: "+" if b == winner else "-"}
            else:
                white_code, black_code = _game(rng, rating[white], rating[black], draw_rate)
                codes = {white: white_code, black: black_code}
            for team, player, other, colour in ((w, pw, pb, cw), (b, pb, pw, _other(cw))):
                entry = RoundEntry(round=k, opponent=other, colour=colour, result=codes[player])  # type: ignore[arg-type]
                entries[player].append(entry)
                points[team] += scoring.points(entry)
        for team, other in ((w, b), (b, w)):
            game_points[team] += points[team]
            match_points[team] += (team_scoring.win if points[team] > points[other]
                                   else team_scoring.draw if points[team] == points[other] else team_scoring.loss)

    for k in range(1, rounds + 1):
        away: dict[int, str] = {}
        for t in range(1, teams + 1):
            x = rng.random()
            if x < absence_rate:
                away[t] = "Z"
            elif x < absence_rate + half_bye_rate:
                away[t] = "H"
        for kind in ("H", "Z"):
            ids = tuple(t for t, c in away.items() if c == kind)
            if ids:
                byes.append(ByeRecord(kind=kind, round=k, ids=ids))  # type: ignore[arg-type]
        try:
            state = system.build_state(tournament(), k, None)
            pairing = to_start_numbers(state, system.pair(state))
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
