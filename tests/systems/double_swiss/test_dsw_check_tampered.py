"""Tampered copies of corpus/double-swiss files get the verdict, criterion and article the text gives.

A Double-Swiss match is two TRF round columns (2k-1, 2k): each tamper rewrites both columns of
every player of match k (same opponent, alternating colours, both games drawn), so the file still
fits the layout and only the pairing changes. The states before each match are worked out in the
comments from the corpus file (scores, opponents, colours), and ``check_round`` runs the whole
path: state, published match, reference pairer, audit.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from checker.check.round import check_round
from checker.models import Colour, RoundEntry, Tournament
from checker.systems.double_swiss.state import published_match
from checker.systems.double_swiss.system import DOUBLE_SWISS
from checker.trf import dumps, load, loads
from checker.evaluation.findings import RoundVerdict
from tests.paths import DATA
from tests.support import generate

DSW = DATA / "double-swiss"


def rewrite_match(tournament: Tournament, k: int, pairs: Sequence[tuple[int, int]], pab: int | None = None) -> Tournament:
    """Match k with these (white in game 1, black) pairs, both games drawn, and this PAB (``U U``).

    Every player given is rewritten in columns 2k-1 and 2k; list the whole match.
    """
    new: dict[int, tuple[int | None, Colour | None]] = {}
    for w, b in pairs:
        new[w], new[b] = (b, "w"), (w, "b")
    if pab is not None:
        new[pab] = (None, None)
    players = []
    for p in tournament.players:
        if p.start_number not in new:
            players.append(p)
            continue
        opponent, colour = new[p.start_number]
        kept = tuple(e for e in p.rounds if e.round not in (2 * k - 1, 2 * k))
        if opponent is None:
            blocks = (RoundEntry(round=2 * k - 1, result="U"), RoundEntry(round=2 * k, result="U"))
        else:
            second: Colour = "b" if colour == "w" else "w"
            blocks = (
                RoundEntry(round=2 * k - 1, opponent=opponent, colour=colour, result="="),
                RoundEntry(round=2 * k, opponent=opponent, colour=second, result="="),
            )
        players.append(p.model_copy(update={"rounds": tuple(sorted(kept + blocks, key=lambda e: e.round))}))
    return tournament.model_copy(update={"players": tuple(players)})


def verdict(name: str, k: int, pairs: Sequence[tuple[int, int]], pab: int | None = None) -> RoundVerdict:
    """The check of match k of a corpus file after rewriting it, through TRF text and back."""
    tournament, _ = load(DSW / name)
    tampered, _ = loads(dumps(rewrite_match(tournament, k, pairs, pab)))
    return check_round(tampered, k, DOUBLE_SWISS)


# dsw-p10r6-s5004, match 2 as published: 4-1 2-5 6-3 9-7 8-10. Before it (match 1: 1-6 7-2 3-8 9-4
# 5-10), 1 2 3 4 5 have 2 points, 6 7 8 9 10 have 0; nobody floated (all scores were 0).
# Rules: scoregroup 2 (five players) takes one upfloater, the first of the 0 group by 3.5.4: 6.


def test_dsw_check_untampered_match_is_consistent() -> None:
    v = verdict("dsw-p10r6-s5004.trf", 2, [(4, 1), (2, 5), (6, 3), (9, 7), (8, 10)])
    assert (v.verdict, v.findings, v.differing_pairs) == ("CONSISTENT", (), 0)


def test_dsw_check_3_5_4_a_later_set_of_upfloaters_diverges() -> None:
    # 7 instead of 6 floats up: same number (C4), same score 0 (C5), the 0 group still pairs (C6),
    # no floater (C7): only the order of 3.5.4 tells them apart, {6} first.
    v = verdict("dsw-p10r6-s5004.trf", 2, [(4, 1), (2, 5), (7, 3), (9, 6), (8, 10)])
    assert (v.verdict, v.criterion, v.article) == ("DIVERGES", None, "Double-Swiss 3.5.4")
    assert v.message == ("the set of upfloaters {7}: equal on C4-C7, but the rules' pairing comes first in the "
                         "order of Double-Swiss 3.5.4: published {7}, rules {6}")
    assert v.findings[0].bracket == "2"
    assert v.findings[0].published_pairs == ((4, 1), (2, 5), (7, 3))
    assert v.findings[0].reference_pairs == ((4, 1), (2, 5), (6, 3))


def test_dsw_check_3_6_3_a_later_identifier_diverges() -> None:
    # Same bracket {1..5} + 6, paired 1-5 2-4 3-6: identifier 1 2 3 5 4 6; the rules' 1 2 3 4 5 6
    # (1-4 2-5 3-6) is legal and no upfloater's opponent floated (C8 0 for both).
    v = verdict("dsw-p10r6-s5004.trf", 2, [(5, 1), (2, 4), (6, 3), (9, 7), (8, 10)])
    assert (v.verdict, v.criterion, v.article) == ("DIVERGES", None, "Double-Swiss 3.6.3")
    assert v.message == (
        ("the pairs: equal on C1, C8, but the rules' pairing comes first in the order of Double-Swiss 3.6.3: "
         "published 1 2 3 5 4 6, rules 1 2 3 4 5 6")
    )
    assert (v.findings[0].published_value, v.findings[0].reference_value) == ("1 2 3 5 4 6", "1 2 3 4 5 6")


# dsw-p10r6-s5004, match 3 as published: 1-5 3-2 7-4 10-6 8-9. Scores before it: 2 and 3 have 4,
# 1 has 3.5, 4 has 2.5, 5 has 2, 7 has 1.5, 9 has 0.5, 6 8 10 have 0; 1 met 4 and 6, 2 met 5 and 7.


def test_dsw_check_c1_rematch_is_a_violation() -> None:
    v = verdict("dsw-p10r6-s5004.trf", 3, [(3, 1), (2, 5), (7, 4), (8, 9), (10, 6)])
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C1", "Double-Swiss 2.1.1")
    assert v.message == (
        "C1: 2 and 5 have already played each other (Basic Rules 2; only a match ended by forfeit, "
        "a player forfeiting both games, may be repeated: Preface)"
    )
    assert v.findings[0].players == (2, 5)


def test_dsw_check_c5_a_lower_upfloater_is_worse() -> None:
    # 1 (3.5 points) cannot meet 4 (2.5, met in match 2): the rules float 5 (2 points); the
    # published round floats 7 (1.5 points).
    v = verdict("dsw-p10r6-s5004.trf", 3, [(3, 2), (1, 7), (4, 5), (8, 9), (10, 6)])
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C5", "Double-Swiss 2.3.2")
    assert v.message == (
        ("the set of upfloaters {7}: an upfloater with score 1.5 in the published pairing; {5}: an upfloater "
         "with score 2 in the rules' pairing")
    )
    assert (v.findings[0].published_value, v.findings[0].reference_value) == ("1.5", "2")


def test_dsw_check_c4_more_upfloaters_is_worse() -> None:
    # 2 and 3 (4 points) have not met: the rules pair them alone (C4 = 0); the published round
    # takes 6 and 10 up to them.
    v = verdict("dsw-p10r6-s5004.trf", 3, [(2, 6), (1, 5), (7, 4), (8, 9), (10, 3)])
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C4", "Double-Swiss 2.3.1")
    assert v.message == (
        "the set of upfloaters {6, 10}: 2 upfloaters in the published pairing; {}: 0 upfloaters in the rules' pairing"
    )


# dsw-p9r5-s5005, match 3 as published: 1-2 8-3 9-4 5-7, PAB 6. Before it: 5 and 6 have 1 point and
# 2 matches played, the lowest among the C2-eligible (8 and 9 had a PAB); 4 has 2 points; 3 has had
# White in matches 1 and 2, 8 in match 1 only (8 had the PAB in match 2).


def test_dsw_check_colour_flip_names_4_3_2() -> None:
    v = verdict("dsw-p9r5-s5005.trf", 3, [(1, 2), (3, 8), (9, 4), (5, 7)], pab=6)
    assert (v.verdict, v.criterion, v.article) == ("COLOURS", None, "Double-Swiss 4.3.2")
    assert v.message == "3-8 should be 8-3: 4.3.2: 8 has had White in 1 match, 3 White in 2 matches: White to 8"
    assert v.differing_pairs == 1


def test_dsw_check_c2_pab_to_a_player_who_had_one_is_a_violation() -> None:
    v = verdict("dsw-p9r5-s5005.trf", 3, [(1, 2), (3, 6), (9, 4), (5, 7)], pab=8)
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C2", "Double-Swiss 2.1.2")
    assert v.message == (
        "C2: 8 receives the pairing-allocated bye but has already received one, won a match by forfeit "
        "or had a full-point bye"
    )


def test_dsw_check_3_4_4_pab_to_the_smaller_tpn_diverges() -> None:
    v = verdict("dsw-p9r5-s5005.trf", 3, [(1, 2), (8, 3), (9, 4), (6, 7)], pab=5)
    assert (v.verdict, v.article) == ("DIVERGES", "Double-Swiss 3.4.4")
    assert v.message == (
        ("the pairing-allocated bye: equal on 3.4.2 and 3.4.3, but the rules' pairing comes first in the order "
         "of Double-Swiss 3.4.4: published 5, rules 6")
    )


def test_dsw_check_3_4_2_pab_to_a_higher_score_is_worse() -> None:
    v = verdict("dsw-p9r5-s5005.trf", 3, [(1, 2), (8, 3), (9, 6), (5, 7)], pab=4)
    assert (v.verdict, v.article) == ("WORSE", "Double-Swiss 3.4.2")
    assert v.message == ("the pairing-allocated bye: 4 with score 2 in the published pairing; 6 with score 1 in "
                         "the rules' pairing")
    assert (v.findings[0].published_value, v.findings[0].reference_value) == ("2", "1")


def test_dsw_check_preface_a_double_forfeit_is_no_meeting() -> None:
    # dsw-p9r7-s5003: 9 forfeited both games of match 6 against 7, so 7-9 may be paired again
    # (Preface). Published match 7 pairs them again with the PAB on 2: no C1; the PAB is what is wrong.
    v = verdict("dsw-p9r7-s5003.trf", 7, [(8, 1), (3, 4), (5, 6), (7, 9)], pab=2)
    assert all(f.criterion != "C1" for f in v.findings)
    assert (v.verdict, v.article) == ("WORSE", "Double-Swiss 3.4.2")
    assert v.message == ("the pairing-allocated bye: 2 with score 5.5 in the published pairing; 6 with score 4 "
                         "in the rules' pairing")


def flip_colours_in_text(text: str, start: int, match: int) -> str:
    """The TRF text with player ``start``'s colours swapped in both columns of ``match``."""
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith("001") and int(line[4:8]) == start:
            chars = list(line)
            for column in (2 * match - 1, 2 * match):
                at = 91 + 10 * (column - 1) + 5  # the colour of round block ``column`` (column 97 for round 1)
                chars[at] = {"w": "b", "b": "w"}[chars[at]]
            lines[i] = "".join(chars)
    return "".join(lines)


def test_dsw_check_colour_flip_in_the_trf_text() -> None:
    # The same flip as above, made in the file's text: columns 5-6 of players 3 and 8. Later
    # matches are checked against the history as published: in match 4, 2 (White once) against 3
    # (now three times) and 8 (once) against 5 (twice); in match 5, 9 (once) against 3 and 7 (once)
    # against 8 (twice): 4.3.2 gives White as published each time.
    text = (DSW / "dsw-p9r5-s5005.trf").read_text()
    tampered, _ = loads(flip_colours_in_text(flip_colours_in_text(text, 3, 3), 8, 3))
    verdicts = [check_round(tampered, k, DOUBLE_SWISS) for k in range(1, 6)]
    assert [v.verdict for v in verdicts] == ["CONSISTENT", "CONSISTENT", "COLOURS", "CONSISTENT", "CONSISTENT"]
    assert verdicts[2].message == "3-8 should be 8-3: 4.3.2: 8 has had White in 1 match, 3 White in 2 matches: White to 8"


def random_tamper_verdicts(seeds: range) -> Counter[str]:
    """Tamper one match of generated tournaments at random (two opponents swapped, the PAB moved to a
    paired player, or a pair's colours flipped) and count the verdicts; fails on any verdict the
    reference pairer's own tournament cannot deserve (CONSISTENT, BETTER, UNCHECKED)."""
    seen: Counter[str] = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        tournament = generate(DOUBLE_SWISS, rng.randint(8, 40), rng.randint(3, 9), seed)
        for k in range(1, DOUBLE_SWISS.next_round(tournament)):
            match = published_match(tournament, k)
            pairs = [(p.white, p.black) for p in match.pairs]
            pab = match.pab
            i = rng.randrange(len(pairs))
            x = rng.random()
            if x < 0.6 and len(pairs) >= 2:
                j = rng.choice([j for j in range(len(pairs)) if j != i])
                (a, b), (c, d) = pairs[i], pairs[j]
                pairs[i], pairs[j] = (a, d), (c, b)
            elif x < 0.8 and pab is not None:
                a, b = pairs[i]
                pairs[i], pab = (pab, b), a
            else:
                pairs[i] = pairs[i][::-1]
            v = check_round(rewrite_match(tournament, k, pairs, pab), k, DOUBLE_SWISS)
            assert v.verdict in ("VIOLATION", "WORSE", "DIVERGES", "COLOURS"), (seed, k, v.verdict, v.message)
            seen[v.verdict] += 1
    return seen


def test_dsw_check_random_tampers_of_generated_tournaments_are_never_consistent() -> None:
    seen = random_tamper_verdicts(range(25))
    assert set(seen) == {"VIOLATION", "WORSE", "DIVERGES", "COLOURS"}


@pytest.mark.slow
def test_dsw_check_random_tampers_of_300_generated_tournaments() -> None:
    seen = random_tamper_verdicts(range(300))
    assert set(seen) == {"VIOLATION", "WORSE", "DIVERGES", "COLOURS"}
