"""Tampered copies of generated Swiss Team tournaments (C.04.6) get the verdict, criterion and article.

Each copy rewrites one round of a tournament ``checker.generation.generate`` paired with the Team pairer
(``team_builders.rewrite_round``: the round's pairs and PAB, every board drawn), goes through TRF
text and back, and ``check_round`` runs the whole path. First rounds worked by hand on small
generated events (no byes, no forfeits; the states are in the comments), then every applicable
tamper of every round of larger events with absences, half-point byes and forfeited matches.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from decimal import Decimal

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.team.state import TeamRoundState, build_team_state
from checker.systems.team.matches import published_team_pairing
from checker.systems.registry import lookup
from checker.trf import dumps, loads
from checker.evaluation.findings import RoundVerdict
from tests.support import generate
from tests.systems.team.builders import rewrite_round


TEAM = lookup("team")
QUIET = dict(absence_rate=0.0, half_bye_rate=0.0, forfeit_rate=0.0)
EIGHT = generate(TEAM, 8, 5, 1, **QUIET)  # type: ignore[arg-type]
EIGHT_B = generate(TEAM, 8, 5, 6, **QUIET)  # type: ignore[arg-type]
SEVEN = generate(TEAM, 7, 4, 1, **QUIET)  # type: ignore[arg-type]
C1_NOTE = "(Basic Rules 2; a forfeited match is not a meeting: General Handling 3.5)"


def tampered(t: Tournament, k: int, pairs: Sequence[tuple[int, int]], pab: int | None = None) -> RoundVerdict:
    """The check of round k after rewriting it with these pairs and PAB, through TRF text and back."""
    back, warnings = loads(dumps(rewrite_round(t, k, pairs, pab)))
    assert warnings == ()
    return check_round(back, k, TEAM)


def test_team_check_untampered_generated_rounds_are_consistent() -> None:
    # The copies below start from these rounds as published: the rewrite itself changes nothing.
    assert [(p.white, p.black) for p in published_team_pairing(EIGHT, 3).pairs] == [(2, 1), (5, 3), (6, 4), (7, 8)]
    v = tampered(EIGHT, 3, [(2, 1), (5, 3), (6, 4), (7, 8)])
    assert (v.verdict, v.findings) == ("CONSISTENT", ())


# EIGHT (8 teams, 5 rounds, Type A, 152 W), before round 3 (MP, GP, colours, preference, met):
#   1: 4, 7.0, WB, -, 3 5      2: 4, 7.0, BB, W, 4 6     3: 2, 4.5, WW, B, 1 7    4: 2, 4.5, BW, -, 2 8
#   5: 2, 3.0, BB, W, 1 7      6: 2, 3.5, WB, -, 2 8     7: 0, 1.5, BW, -, 3 5    8: 0, 1.0, WW, B, 4 6
# Rules: 1-2 (4 MP, no upfloater); 3 4 5 6: identifier 3 4 5 6 (3-5, 4-6; no preference unmet);
# 7-8. Colours: 2 alone prefers White (4.3.2); 3 B v 5 W (4.3.3); 4 v 6 and 7 v 8 by 4.3.5-4.3.8.


def test_c1_rematch_in_a_generated_round_is_a_violation() -> None:
    # 1 and 3 met in round 2 (3-1). 2 takes 5 (they never met).
    v = tampered(EIGHT, 3, [(1, 3), (2, 5), (6, 4), (7, 8)])
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C1", "Team 2.1.1")
    assert [f.message for f in v.findings] == [f"C1: 1 and 3 have already played each other {C1_NOTE}"]
    assert v.findings[0].players == (1, 3)


def test_c4_upfloaters_to_a_scoregroup_that_pairs_within_itself_are_worse() -> None:
    # 1 and 2 (4 MP) may meet: the rules take no upfloater (C4 = 0). Published: 1-6 and 2-5.
    v = tampered(EIGHT, 3, [(1, 6), (2, 5), (3, 4), (7, 8)])
    assert (v.verdict, v.criterion, v.article, v.message) == (
        "WORSE", "C4", "Team 2.3.1",
        "the set of upfloaters {5, 6}: 2 upfloaters in the published pairing; {}: 0 upfloaters in the rules' pairing",
    )


def test_3_6_3_a_later_identifier_in_a_generated_round_diverges() -> None:
    # 3-6 and 4-5 (identifier 3 4 6 5) leave no preference unmet either (3 wants Black, 6 none; 5
    # wants White, 4 none) and nobody floats: equal on C1, C8, C10 (round 3 of 5: C10 applies),
    # and 3 4 5 6 comes first.
    v = tampered(EIGHT, 3, [(2, 1), (6, 3), (5, 4), (7, 8)])
    assert (v.verdict, v.criterion, v.article, v.message) == (
        "DIVERGES", None, "Team 3.6.3",
        ("the pairs: equal on C1, C8, C10, but the rules' pairing comes first in the order of Team 3.6.3: "
         "published 3 4 6 5, rules 3 4 5 6"),
    )
    assert (v.findings[0].published_value, v.findings[0].reference_value) == ("3 4 6 5", "3 4 5 6")


def test_4_3_2_colour_flip_in_a_generated_round() -> None:
    # 1 (WB, no preference) v 2 (BB, prefers White): only 2 has a preference, 4.3.2 grants it.
    v = tampered(EIGHT, 3, [(1, 2), (5, 3), (6, 4), (7, 8)])
    assert (v.verdict, v.criterion, v.article, v.message) == (
        "COLOURS", None, "Team 4.3.2", "1-2 should be 2-1: 4.3.2: only 2 has a colour preference (for White): granted",
    )


def test_4_3_1_colour_flip_in_round_1() -> None:
    # Round 1: 1-5 6-2 3-7 8-4. 2 is the first-team of 2-6 (4.2.3) with an even TPN: Black (4.3.1).
    v = tampered(EIGHT, 1, [(1, 5), (2, 6), (3, 7), (8, 4)])
    assert (v.verdict, v.article, v.message) == (
        "COLOURS", "Team 4.3.1",
        "2-6 should be 6-2: 4.3.1: neither team has played a match yet; the first-team 2 (4.2) has an even TPN and "
        "gets Black (the opposite of the initial colour)",
    )


# EIGHT_B (8 teams, seed 6) before round 3: 3 has 4 MP (met 1, 7); 2 and 4 have 3 MP (2 met 4, 6);
# 1 and 6 have 2; 5 and 7 have 1; 8 has 0. Nobody floated in round 2 (2-2 and 0-0 matches).
# Rules: 3 alone takes one upfloater (C4) of 3 MP (C5): 2 or 4; either leaves the other 3-MP team
# needing one upfloater (C6 equal), no floaters (C7): {2} < {4} (3.5.4). Published: 3-2 1-4 5-6 7-8.


def test_3_5_4_a_later_set_of_upfloaters_in_a_generated_round_diverges() -> None:
    assert [(p.white, p.black) for p in published_team_pairing(EIGHT_B, 3).pairs] == [(1, 4), (2, 3), (5, 6), (7, 8)]
    v = tampered(EIGHT_B, 3, [(3, 4), (2, 1), (5, 6), (7, 8)])
    assert (v.verdict, v.criterion, v.article, v.message) == (
        "DIVERGES", None, "Team 3.5.4", ("the set of upfloaters {4}: equal on C4-C7, but the rules' pairing "
                                         "comes first in the order of Team 3.5.4: published {4}, rules {2}"),
    )


def test_c5_an_upfloater_with_a_lower_score_is_worse() -> None:
    # 3 takes 6 (2 MP) although a 3-MP upfloater leaves everyone pairable; then 2-1, 4-5, 7-8.
    v = tampered(EIGHT_B, 3, [(3, 6), (2, 1), (4, 5), (7, 8)])
    assert (v.verdict, v.criterion, v.article, v.message) == (
        "WORSE", "C5", "Team 2.3.2",
        ("the set of upfloaters {6}: an upfloater with score 2 in the published pairing; {2}: an upfloater with "
         "score 3 in the rules' pairing"),
    )


# SEVEN (7 teams, 4 rounds): 7 had the PAB in round 1. Before round 3: 1, 2: 4 MP; 3, 4: 2 MP;
# 6, 7: 1 MP (6 had the PAB in round 2); 5: 0 MP. Rules: PAB 5 (lowest score), 1-2, 4-3, 6-7.


def test_c2_pab_to_a_team_that_had_one_is_a_violation() -> None:
    assert published_team_pairing(SEVEN, 3).pab == 5
    v = tampered(SEVEN, 3, [(1, 2), (4, 3), (6, 5)], pab=7)
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C2", "Team 2.1.2")
    assert [f.message for f in v.findings] == [
        "C2: 7 receives the pairing-allocated bye but has already received one, won a match by forfeit or had a "
        "full-point bye"
    ]


def test_3_4_2_pab_to_a_higher_score_is_worse() -> None:
    # 4 (2 MP) gets the PAB instead of 5 (0 MP); 5 plays 3.
    v = tampered(SEVEN, 3, [(1, 2), (5, 3), (6, 7)], pab=4)
    assert (v.verdict, v.article, v.message) == (
        "WORSE", "Team 3.4.2",
        "the pairing-allocated bye: 4 with score 2 in the published pairing; 5 with score 0 in the rules' pairing",
    )


# --- Every applicable tamper of every round of generated events with byes and forfeits.

EVENTS = [generate(TEAM, n, r, seed, code=code, absence_rate=0.05, half_bye_rate=0.03, forfeit_rate=0.12)
          for n, r, seed, code in [(9, 6, 21, "FIDE_TEAM"), (14, 7, 22, "FIDE_TEAM_TYPEB_MP_GP"),
                                   (17, 8, 23, "FIDE_TEAM"), (24, 9, 24, "FIDE_TEAM_TYPEB_MP_GP")]]
"""Four generated events, 9-24 teams, Type A and B (rates: 5% absent, 3% half-point bye, 12% forfeits)."""


class Round:
    """A published round of a generated event with its state, in the terms the tamper finders use."""

    def __init__(self, t: Tournament, k: int) -> None:
        self.t, self.k = t, k
        self.state: TeamRoundState = build_team_state(t, k)
        published = published_team_pairing(t, k)
        self.pab = published.pab
        self.pairs = [(p.white, p.black) for p in published.pairs]
        self.mate = {a: b for a, b in self.pairs} | {b: a for a, b in self.pairs}
        self.score = {s.tpn: s.score for s in self.state.teams}

    def may_meet(self, a: int, b: int) -> bool:
        """C1: a and b never played a match and no 260 record keeps them apart."""
        x = self.state.team(a)
        return a != b and b not in x.opponents and b not in x.forbidden

    def without(self, *teams: int) -> list[tuple[int, int]]:
        """The published pairs that hold none of these teams."""
        return [p for p in self.pairs if not set(p) & set(teams)]

    def brackets(self) -> Iterator[tuple[Decimal, list[int], list[tuple[int, int]]]]:
        """(score, residents, pairs) of each bracket, top down: the top scoregroup of the teams left and
        their partners (3.3.2; the upfloaters are the partners with a lower score)."""
        free = set(self.mate)
        while free:
            best = max(self.score[t] for t in free)
            top = sorted(t for t in free if self.score[t] == best)
            members = set(top) | {self.mate[t] for t in top}
            yield best, top, sorted({(min(t, self.mate[t]), max(t, self.mate[t])) for t in top})
            free -= members


def rounds(first: int = 1) -> Iterator[Round]:
    """Every published round from ``first`` of every event."""
    for t in EVENTS:
        for k in range(first, TEAM.next_round(t)):
            yield Round(t, k)


def identifier(pairs: Sequence[tuple[int, int]]) -> str:
    """3.6.2 by hand: top members (smaller TPN) ascending, then their bottom members."""
    ordered = sorted((min(p), max(p)) for p in pairs)
    return " ".join(str(x) for x in [a for a, _ in ordered] + [b for _, b in ordered])


def test_generated_events_check_consistent_before_tampering() -> None:
    assert all(check_round(r.t, r.k, TEAM).verdict == "CONSISTENT" for r in rounds())


def test_c1_every_rematch_tamper_is_a_violation_naming_the_pair() -> None:
    seen = 0
    for r in rounds(2):
        for x, y in ((x, y) for x in r.mate for y in r.mate if x < y and y != r.mate[x] and not r.may_meet(x, y)):
            x2, y2 = r.mate[x], r.mate[y]
            if x2 != y and r.may_meet(x2, y2):
                v = tampered(r.t, r.k, [*r.without(x, y), (x, y), (x2, y2)], r.pab)
                assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C1", "Team 2.1.1")
                assert [f.message for f in v.findings] == [f"C1: {x} and {y} have already played each other {C1_NOTE}"]
                seen += 1
                break
    assert seen >= 20


def test_every_other_upfloater_is_worse_on_c5_c6_c7_or_a_later_set_3_5_4() -> None:
    # Replace an upfloater u of a bracket by a lower-scored team v from outside it (u takes v's partner).
    # With a lower score than u: C5 by hand. With the same or a higher score: C6, C7 or 3.5.4, never
    # BETTER (that would show the reference pairer wrong).
    outcomes: Counter[tuple[str, str | None, str | None]] = Counter()
    for r in rounds(2):
        for score, top, pairs in r.brackets():
            ups = [b if a in top else a for a, b in pairs if (a in top) != (b in top)]
            if not ups:
                continue
            u = ups[0]
            t = r.mate[u]
            for v in sorted(r.mate):
                w = r.mate[v]
                if r.score[v] >= score or v in ups or w in top or w == u or not (r.may_meet(t, v) and r.may_meet(u, w)):
                    continue
                found = tampered(r.t, r.k, [*r.without(u, v), (t, v), (u, w)], r.pab)
                key = (found.verdict, found.criterion, found.article)
                if r.score[v] < r.score[u]:
                    assert key == ("WORSE", "C5", "Team 2.3.2"), found.message
                else:
                    assert key in {("WORSE", "C6", "Team 2.3.3"), ("WORSE", "C7", "Team 2.3.4"),
                                   ("DIVERGES", None, "Team 3.5.4")}, found.message
                assert found.message.startswith("the set of upfloaters ")
                assert found.findings[0].bracket == f"{score.normalize():f}"
                outcomes[key] += 1
                break
            break
    assert outcomes[("WORSE", "C5", "Team 2.3.2")] >= 5 and outcomes[("DIVERGES", None, "Team 3.5.4")] >= 5, outcomes


def test_every_equal_quality_later_identifier_diverges_3_6_3() -> None:
    # Two pairs a-b, c-d of a bracket re-paired a-d, c-b: same upfloaters, both pairs legal, and the
    # same C8 (C9, C10) counts by hand; the rules' identifier is then the earlier one.
    seen = 0
    for r in rounds():
        s = r.state
        type_b = s.options.preference_type == "B"
        criteria = ", ".join(["C1", "C8"] + (["C9"] if type_b else []) + (["C10"] if s.float_criteria else []))
        for score, top, pairs in r.brackets():
            ups = {x for p in pairs for x in p if x not in top}

            def cost(a: int, b: int) -> tuple[int, int, int]:
                x, y = s.team(a), s.team(b)
                same = x.preference is not None and x.preference == y.preference
                strong = same and type_b and x.strength == y.strength == "strong"
                floats = (a in ups and y.floated) + (b in ups and x.floated) if s.float_criteria else 0
                return int(same), int(strong), floats

            def total(ps: Sequence[tuple[int, int]]) -> tuple[int, ...]:
                return tuple(map(sum, zip(*(cost(a, b) for a, b in ps))))

            for (a, b), (c, d) in ((p, q) for p in pairs for q in pairs if p < q):
                new = [(a, d), (c, b)]
                if not all(r.may_meet(x, y) and (x in top or y in top) for x, y in new):
                    continue
                if total([(a, b), (c, d)]) != total(new):
                    continue
                rest = [p for p in pairs if p not in ((a, b), (c, d))]
                v = tampered(r.t, r.k, [*r.without(a, b, c, d), *new], r.pab)
                ref, pub = identifier(pairs), identifier([*rest, *new])
                assert (v.verdict, v.criterion, v.article, v.message) == (
                    "DIVERGES", None, "Team 3.6.3",
                    f"the pairs: equal on {criteria}, but the rules' pairing comes first in the order of Team 3.6.3: "
                    f"published {pub}, rules {ref}",
                )
                seen += 1
                break
    assert seen >= 20


def test_every_colour_flip_names_the_4_3_rule_and_the_published_colours() -> None:
    # The first pair of every round with its colours swapped: COLOURS, and "should be" gives the
    # published (rules') colours back; in round 1 the rule is always 4.3.1.
    articles: Counter[str] = Counter()
    for r in rounds():
        w, b = r.pairs[0]
        v = tampered(r.t, r.k, [(b, w), *r.pairs[1:]], r.pab)
        assert (v.verdict, len(v.findings)) == ("COLOURS", 1)
        assert v.article is not None and v.article.startswith("Team 4.3.")
        assert v.message.startswith(f"{b}-{w} should be {w}-{b}: {v.article.removeprefix('Team ')}: ")
        if r.k == 1:
            assert v.article == "Team 4.3.1"
        articles[v.article] += 1
    assert len(articles) >= 4, articles


def test_c2_every_pab_given_to_an_ineligible_team_is_a_violation() -> None:
    # The PAB to a team that had one or won a match by forfeit; the team that had it plays the
    # ineligible team's opponent (when they may meet).
    seen = 0
    for r in rounds(2):
        if r.pab is None:
            continue
        for x in (t.tpn for t in r.state.teams if not t.pab_eligible and t.tpn in r.mate):
            y = r.mate[x]
            if r.may_meet(y, r.pab):
                v = tampered(r.t, r.k, [*r.without(x), (y, r.pab)], x)
                assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C2", "Team 2.1.2")
                assert [f.message for f in v.findings] == [
                    f"C2: {x} receives the pairing-allocated bye but has already received one, won a match by forfeit "
                    "or had a full-point bye"
                ]
                seen += 1
    assert seen >= 5


def test_3_4_4_pab_to_a_smaller_tpn_in_the_same_place_diverges() -> None:
    # SEVEN round 2: 4, 5, 6 have 0 MP and one match each: the PAB goes to the largest TPN, 6.
    assert published_team_pairing(SEVEN, 2).pab == 6
    v = tampered(SEVEN, 2, [(3, 1), (2, 7), (6, 5)], pab=4)
    assert (v.verdict, v.article, v.message) == (
        "DIVERGES", "Team 3.4.4",
        ("the pairing-allocated bye: equal on 3.4.2 and 3.4.3, but the rules' pairing comes first in the order "
         "of Team 3.4.4: published 4, rules 6"),
    )
