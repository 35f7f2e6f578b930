"""Helpers for the Team tests: team states written by hand, hypothesis strategies for small rounds,
TRF text of small team tournaments, tournaments paired round after round by the Team pairer, and a
round rewritten with other pairs (tampered copies for the check tests)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from hypothesis import strategies as st

from checker.models import Colour, Player, RoundEntry, Team, TeamPAB, Tournament
from checker.systems.team.state import TeamOptions, TeamRoundState, TeamState, build_team_state, colour_preference
from checker.tournament.summary import PreferenceType

D = Decimal


def team(
    tpn: int,
    score: float | str = 0,
    colours: str = "",
    *,
    kind: PreferenceType = "A",
    last_round: bool = False,
    secondary: float | str = 0,
    opponents: tuple[int, ...] = (),
    floated: bool = False,
    pab_eligible: bool = True,
    played: int | None = None,
) -> TeamState:
    """A team state: colours written ``"wbw"`` (oldest first); its preference follows 1.7."""
    cs: tuple[Colour, ...] = tuple(c for c in colours)  # type: ignore[misc]
    pref, strength = colour_preference(cs, kind, last_round)
    return TeamState(
        tpn=tpn,
        primary=D(str(score)),
        secondary=D(str(secondary)),
        colours=cs,
        opponents=frozenset(opponents),
        pab_eligible=pab_eligible,
        matches_played=len(cs) if played is None else played,
        floated=floated,
        preference=pref,
        strength=strength,
    )


def round_state(
    *teams: TeamState,
    round: int = 3,
    total: int = 9,
    kind: PreferenceType = "A",
    initial: Colour = "w",
    secondary: bool = True,
) -> TeamRoundState:
    """A round state of these teams (sorted by score, then TPN)."""
    ordered = tuple(sorted(teams, key=lambda t: (-t.score, t.tpn)))
    options = TeamOptions(preference_type=kind, secondary="GP" if secondary else None)
    return TeamRoundState(round=round, total_rounds=total, initial_colour=initial, options=options, teams=ordered)


@st.composite
def team_rounds(draw: st.DrawFn, min_teams: int = 2, max_teams: int = 10) -> TeamRoundState:
    """A random small round: scores, colour histories, past opponents, floaters, PAB eligibility."""
    n = draw(st.integers(min_teams, max_teams))
    total = draw(st.integers(2, 9))
    rnd = draw(st.integers(2, total))
    kind: PreferenceType = draw(st.sampled_from(["A", "A", "B", "none"]))
    last = rnd >= total
    tpns = sorted(draw(st.lists(st.integers(1, 3 * n), min_size=n, max_size=n, unique=True)))
    density = draw(st.sampled_from([0.0, 0.15, 0.3, 0.5]))
    met: dict[int, set[int]] = {t: set() for t in tpns}
    for i, a in enumerate(tpns):
        for b in tpns[i + 1 :]:
            if draw(st.floats(0, 1)) < density:
                met[a].add(b)
                met[b].add(a)
    max_score = 2 * (rnd - 1)
    teams = []
    for t in tpns:
        colours = draw(st.text(alphabet="wb", max_size=rnd - 1))
        teams.append(
            team(
                t,
                draw(st.integers(0, max_score)),
                colours,
                kind=kind,
                last_round=last,
                secondary=draw(st.integers(0, 8 * (rnd - 1))) / 2,
                opponents=tuple(sorted(met[t])),
                floated=draw(st.booleans()),
                pab_eligible=draw(st.integers(0, 4)) > 0,
                played=len(colours) + draw(st.integers(0, 1)),
            )
        )
    return round_state(
        *teams, round=rnd, total=total, kind=kind, initial=draw(st.sampled_from(["w", "b"])),
        secondary=draw(st.booleans()),
    )


def team_player_line(start: int, name: str, blocks: list[str]) -> str:
    """A 001 line of a team's board player: start 5-8, name 15-47, rating 49-52, rounds from 92."""
    head = f"001 {start:4d}      {name:<33} 2000{' ' * 28}{'':>4} {start:4d}"
    return head + "".join(f"  {b}" for b in blocks)


def team_trf(rounds: list[dict[tuple[int, int], str]], teams: int, boards: int = 2, extra: tuple[str, ...] = (), code: str = "FIDE_TEAM") -> str:
    """TRF-2026 text of a small team event with one fixed line-up per team (player = boards*(team-1)+board).

    ``rounds[k][(white_team, black_team)]`` is the match's board results from White's side, one
    character per board (``1``, ``=``, ``0``, ``+``, ``-``); board 1 of the white team is White and
    colours alternate down the boards (352 WB...). Teams not named in a round get ``0000 - -``.
    """
    blocks: dict[int, list[str]] = {p: [] for p in range(1, teams * boards + 1)}
    flip = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    for matches in rounds:
        seen: set[int] = set()
        for (w, b), results in matches.items():
            for i, res in enumerate(results):
                pw, pb = boards * (w - 1) + i + 1, boards * (b - 1) + i + 1
                cw, cb = ("w", "b") if i % 2 == 0 else ("b", "w")
                blocks[pw].append(f"{pb:4d} {cw} {res}")
                blocks[pb].append(f"{pw:4d} {cb} {flip[res]}")
                seen.update((pw, pb))
        for p in blocks:
            if p not in seen:
                blocks[p].append("0000 - -")
    lines = ["012 Team test", f"142 {len(rounds) + 2}", "152 W", f"192 {code}", "352 " + ("WB" * boards)[:boards], "362 TW 2.0   TD 1.0   TL 0.0"]
    lines += [team_player_line(p, f"T{(p - 1) // boards + 1} B{(p - 1) % boards + 1}", blocks[p]) for p in sorted(blocks)]
    for t in range(1, teams + 1):
        members = "".join(f" {boards * (t - 1) + i + 1:4d}" for i in range(boards))
        lines.append(f"310 {t:3d} {'Team ' + str(t):<32} {'':5} {'':6} {'':6} {'':6} {'':3} {members}")
    lines += list(extra)
    return "\n".join(lines) + "\n"


def simulate(
    teams: int, rounds: int, seed: int, boards: int = 4, absent_rate: float = 0.0, forfeit_rate: float = 0.0
) -> Tournament:
    """A Team tournament paired round after round by the Team pairer, random board results (the
    higher TPN a little weaker), zero-point absences (240 Z) with ``absent_rate`` per team and round,
    matches forfeited by one team (330, boards ``0000 - +``/``0000 - -``) with ``forfeit_rate``."""
    from checker.models import ByeRecord, ForfeitedMatch, Pair
    from checker.systems.team.pairer import pair_team_round

    rng = random.Random(seed)
    strength = {t: 2400 - 10 * t for t in range(1, teams + 1)}
    entries: dict[int, list[RoundEntry]] = {p: [] for p in range(1, teams * boards + 1)}
    byes: list[ByeRecord] = []
    forfeits: list[ForfeitedMatch] = []
    pabs: list[int] = []
    team_models = tuple(
        Team(number=t, name=f"Team {t}", players=tuple(boards * (t - 1) + i + 1 for i in range(boards)))
        for t in range(1, teams + 1)
    )

    def model() -> Tournament:
        players = tuple(
            Player(start_number=p, name=f"T{(p - 1) // boards + 1} B{(p - 1) % boards + 1}", rating=2000, rounds=tuple(es))
            for p, es in entries.items()
        )
        return Tournament(
            players=players, teams=team_models, declared_rounds=rounds, initial_colour="w",
            system_code="FIDE_TEAM", board_colours=("WB" * boards)[:boards], byes=tuple(byes),
            forfeited_matches=tuple(forfeits),
            team_pab=TeamPAB(match_points=D(1), game_points=D(boards) / 2, teams=tuple(pabs)),
        )

    for k in range(1, rounds + 1):
        if absent_rate and k < rounds:
            gone = [t for t in range(1, teams + 1) if rng.random() < absent_rate]
            if gone:
                byes.append(ByeRecord(kind="Z", round=k, ids=tuple(gone)))
        pairing = pair_team_round(build_team_state(model(), k))
        pabs.append(pairing.pab or 0)
        busy: set[int] = set()
        pair: Pair
        for pair in pairing.pairs:
            if rng.random() < forfeit_rate:
                winner = pair.white if rng.random() < 0.5 else pair.black
                forfeits.append(ForfeitedMatch(outcome="+-" if winner == pair.white else "-+", round=k,
                                               white=pair.white, black=pair.black))
                for t in (pair.white, pair.black):
                    for i in range(boards):
                        p = boards * (t - 1) + i + 1
                        entries[p].append(RoundEntry(round=k, result="+" if t == winner else "-"))
                        busy.add(p)
                continue
            for i in range(boards):
                pw, pb = boards * (pair.white - 1) + i + 1, boards * (pair.black - 1) + i + 1
                if i % 2:
                    pw, pb = boards * (pair.black - 1) + i + 1, boards * (pair.white - 1) + i + 1
                edge = (strength[(pw - 1) // boards + 1] - strength[(pb - 1) // boards + 1]) / 400
                x = rng.random()
                win = 1 / (1 + 10 ** (-edge))
                res = ("1", "0") if x < win - 0.15 else ("=", "=") if x < win + 0.15 else ("0", "1")
                entries[pw].append(RoundEntry(round=k, opponent=pb, colour="w", result=res[0]))
                entries[pb].append(RoundEntry(round=k, opponent=pw, colour="b", result=res[1]))
                busy.update((pw, pb))
        for p in entries:
            if p not in busy:
                entries[p].append(RoundEntry(round=k, opponent=None, colour=None, result="-"))
    return model()


def rewrite_round(
    tournament: Tournament, k: int, pairs: Sequence[tuple[int, int]], pab: int | None = None
) -> Tournament:
    """Round k of a team tournament with these (white on board 1, black) team pairs, every board drawn,
    and this PAB (320; its players ``0000 - -``). List the whole round: every team named is rewritten
    in round k, 330 records of round k that name one of them are dropped; teams not named (absent
    ones) keep their blocks. Board i of the white team has the 352 colour of board i. The totals the
    rewrite makes stale (001 points, 310 match and game points, rank) are left blank."""
    from checker.models import ForfeitedMatch
    from checker.systems.team.matches import number_of_boards, team_records

    boards = number_of_boards(tournament)
    pattern = (tournament.board_colours or "WB" * boards).strip().upper()
    members = {t.number: t.players for t in team_records(tournament)}
    blocks: dict[int, RoundEntry] = {}
    for w, b in pairs:
        for i, (pw, pb) in enumerate(zip(members[w], members[b])):
            cw: Colour = "w" if pattern[i % len(pattern)] == "W" else "b"
            cb: Colour = "b" if cw == "w" else "w"
            blocks[pw] = RoundEntry(round=k, opponent=pb, colour=cw, result="=")
            blocks[pb] = RoundEntry(round=k, opponent=pw, colour=cb, result="=")
    if pab is not None:
        for s in members[pab]:
            blocks[s] = RoundEntry(round=k, result="-")
    named = {t for p in pairs for t in p} | ({pab} if pab is not None else set())
    players = tuple(
        p.model_copy(update={"points": None, "rounds": tuple(
            blocks.get(p.start_number, e) if e.round == k else e for e in p.rounds)})
        if p.start_number in blocks else p
        for p in tournament.players
    )
    teams = tuple(t.model_copy(update={"match_points": None, "game_points": None, "rank": None})
                  if t.number in named else t for t in tournament.teams)
    forfeits: tuple[ForfeitedMatch, ...] = tuple(
        f for f in tournament.forfeited_matches if f.round != k or not {f.white, f.black} & named
    )
    old = tournament.team_pab or TeamPAB(match_points=D(1), game_points=D(boards) / 2)
    pab_teams = list(old.teams) + [0] * max(0, k - len(old.teams))
    pab_teams[k - 1] = pab or 0
    return tournament.model_copy(update={
        "players": players, "teams": teams, "forfeited_matches": forfeits,
        "team_pab": old.model_copy(update={"teams": tuple(pab_teams)}),
    })
