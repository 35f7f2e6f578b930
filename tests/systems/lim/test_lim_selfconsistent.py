"""Self-consistency: Lim tournaments paired by swisscheck itself check CONSISTENT in every round.

``LIM.generate`` pairs round after round with the reference pairer (rating-based results, zero- and
half-point byes, PABs, forfeits by one side or both); the file is written as TRF and read back, and
the check runs the whole path from the file: the 092 record names Lim, the state, the published
round, the pairer, the evaluation.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.lim.procedure import Context, make_context
from checker.systems.lim.system import LIM, LimSystem
from checker.systems.registry import choose
from checker.trf import dumps, loads
from tests.check import tamper
from tests.support import generate
from tests.systems.lim.builders import generated

CASES = [(9, 5, 1), (14, 7, 2), (21, 6, 3), (30, 9, 4)]
"""(players, rounds, seed)."""


def round_trip(tournament: Tournament) -> Tournament:
    """The tournament written as TRF and read back (no warnings expected)."""
    back, warnings = loads(dumps(tournament))
    assert warnings == ()
    return back


def inconsistent(tournament: Tournament) -> list[tuple[int, str, str]]:
    """Rounds of a generated tournament that do not check CONSISTENT, with the verdict and message."""
    system = choose(tournament)
    assert system is LIM
    out = []
    for k in range(1, LIM.next_round(tournament)):
        v = check_round(tournament, k, system)
        if v.verdict != "CONSISTENT":
            out.append((k, v.verdict, v.message))
    return out


@pytest.mark.parametrize(("players", "rounds", "seed"), CASES)
def test_lim_generated_tournament_is_consistent_in_every_round(players: int, rounds: int, seed: int) -> None:
    tournament = round_trip(generate(LIM, players, rounds, seed, absence_rate=0.05, forfeit_rate=0.06))
    assert LIM.next_round(tournament) == rounds + 1
    assert inconsistent(tournament) == []


def test_lim_generated_tournaments_hold_byes_forfeits_and_absences() -> None:
    codes: Counter[str] = Counter()
    for players, rounds, seed in CASES:
        t = generate(LIM, players, rounds, seed, absence_rate=0.05, forfeit_rate=0.06)
        codes.update(e.result for p in t.players for e in p.rounds)
    assert all(codes[c] > 0 for c in ("U", "Z", "H", "+", "-", "1", "0", "="))


def test_lim_generate_names_the_system_and_repeats_itself() -> None:
    a, b = generate(LIM, 10, 4, 99), generate(LIM, 10, 4, 99)
    assert dumps(a) == dumps(b)
    assert a.system_code is None and any(r.code == "092" and "(Lim)" in r.text for r in a.headers)


@pytest.mark.slow
def test_lim_100_generated_tournaments_are_consistent_in_every_round() -> None:
    # 6-40 players, 3-11 rounds, absence, half-point bye and forfeit rates drawn per seed. A tournament
    # stops before a round that cannot be paired (few players, many rounds).
    checked = 0
    for seed in range(100):
        rng = random.Random(seed)
        t = round_trip(generate(
            LIM, rng.randint(6, 40), rng.randint(3, 11), seed, absence_rate=rng.choice((0, 0.03, 0.08)),
            forfeit_rate=rng.choice((0, 0.03, 0.1)), half_bye_rate=rng.choice((0, 0.02, 0.05)),
        ))
        assert inconsistent(t) == [], seed
        checked += LIM.next_round(t) - 1
    assert checked > 600


def swapped_rounds(seeds: range) -> list[tuple[str, str | None]]:
    """Verdicts of generated rounds with the opponents of two boards swapped (a-b, c-d -> a-d, c-b)."""
    out: list[tuple[str, str | None]] = []
    for seed in seeds:
        t, rng = generated(seed, 30, 9)
        for k in range(1, LIM.next_round(t)):
            boards, pab = tamper.boards(t, k)
            if len(boards) < 2:
                continue
            i, j = rng.sample(range(len(boards)), 2)
            (a, b), (c, d) = boards[i], boards[j]
            boards[i], boards[j] = (a, d), (c, b)
            v = check_round(round_trip(tamper.rewrite_round(t, k, boards, pab)), k, LIM)
            out.append((v.verdict, v.article))
    return out


def test_lim_swapped_opponents_are_never_consistent_nor_better() -> None:
    # Any other pairing leaves the procedure somewhere: a rematch (2.1), more floaters (2.3), another
    # floater (3.9.2, 3.2.x), another opponent (3.8, 4.2, 4.3, 4.1.2, 5.2); never a checker fault.
    verdicts = swapped_rounds(range(6))
    assert len(verdicts) > 30
    assert {v for v, _ in verdicts} <= {"VIOLATION", "WORSE", "DIVERGES"}
    assert all(article is not None and article.startswith("Lim ") for _, article in verdicts)


@pytest.mark.slow
def test_lim_swapped_opponents_100_tournaments() -> None:
    verdicts = swapped_rounds(range(100))
    assert {v for v, _ in verdicts} <= {"VIOLATION", "WORSE", "DIVERGES"}


def random_legal_rounds(seeds: range, maxi: bool) -> list[tuple[str, str | None]]:
    """Verdicts of generated rounds replaced by a random legal pairing (compatible pairs, same PAB)."""
    system = LimSystem(maxi=maxi)
    out: list[tuple[str, str | None]] = []
    for seed in seeds:
        t, rng = generated(seed, 24, 8)
        for k in range(2, LIM.next_round(t)):
            state = system.build_state(t, k)
            ctx = make_context(state)
            pab = LIM.published(t, k).pab
            pairs = random_pairing(rng, ctx, [p.tpn for p in state.players if state.start_number_of(p.tpn) != pab])
            if pairs is None:
                continue
            boards = [(state.start_number_of(a), state.start_number_of(b)) for a, b in pairs]
            v = check_round(round_trip(tamper.rewrite_round(t, k, boards, pab)), k, system)
            out.append((v.verdict, v.article))
    return out


def random_pairing(rng: random.Random, ctx: Context, players: list[int]) -> list[tuple[int, int]] | None:
    """A random pairing of compatible players (a few greedy tries), or None."""
    for _ in range(30):
        left, pairs = players[:], []
        rng.shuffle(left)
        while left:
            a = left.pop()
            options = [b for b in left if ctx.ok(a, b)]
            if not options:
                break
            b = rng.choice(options)
            left.remove(b)
            pairs.append((a, b))
        else:
            return pairs
    return None


@pytest.mark.parametrize("maxi", [False, True])
def test_lim_random_legal_pairings_leave_the_procedure_somewhere_never_a_checker_fault(maxi: bool) -> None:
    verdicts = random_legal_rounds(range(5), maxi)
    assert len(verdicts) > 10
    assert {v for v, _ in verdicts} <= {"CONSISTENT", "COLOURS", "WORSE", "DIVERGES"}


@pytest.mark.slow
@pytest.mark.parametrize("maxi", [False, True])
def test_lim_random_legal_pairings_100_tournaments(maxi: bool) -> None:
    verdicts = random_legal_rounds(range(100), maxi)
    assert {v for v, _ in verdicts} <= {"CONSISTENT", "COLOURS", "WORSE", "DIVERGES"}
