"""Plugging a system in needs its own package and one registry entry: the toy "pair by TPN" system
(tests/toysystem/, about 30 lines of rules) is chosen, pairs, explains and checks rounds through the
same interface as the seven FIDE systems, with nothing else changed (issue 20)."""

from __future__ import annotations

import pytest

from checker.check.round import check_round
from checker.models import Pair
from checker.systems.registry import SYSTEMS, UnknownSystem, choose, lookup
from tests.check.tamper import corpus, rewrite_round
from tests.toysystem import IDENTITY

WITH_TOY = (*SYSTEMS, IDENTITY)
"""The registry's systems plus the toy: the one registry entry a new system needs."""

TOY_PAIRS = [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10), (11, 12)]
"""Round 2 of a 12-player file as the toy pairs it."""


def test_toy_is_chosen_by_name_and_092_words_among_the_systems_given() -> None:
    tournament = corpus("p12r7-s13")
    assert choose(tournament, "tpn", systems=WITH_TOY).title == "pair by TPN (toy)"
    assert lookup("tpn", systems=WITH_TOY).identity is IDENTITY


def test_toy_is_unknown_to_the_registry_itself() -> None:
    with pytest.raises(UnknownSystem, match=r"unknown pairing system 'tpn'"):
        lookup("tpn")


def test_toy_pairs_and_explains_a_round() -> None:
    system = lookup("tpn", systems=WITH_TOY)
    pairing = system.pair_round(corpus("p12r7-s13"), 2)
    assert pairing.pairs == tuple(Pair(white=w, black=b) for w, b in TOY_PAIRS) and pairing.pab is None
    assert system.explain(system.build_state(corpus("p12r7-s13"), 2)) == "Round 2: players paired by TPN, 1-2, 3-4, ..."


def test_toy_checks_its_own_pairing_consistent_and_reversed_colours_as_colours() -> None:
    system = lookup("tpn", systems=WITH_TOY)
    own = rewrite_round(corpus("p12r7-s13"), 2, TOY_PAIRS, None)
    assert check_round(own, 2, system).verdict == "CONSISTENT"
    reversed_colours = rewrite_round(corpus("p12r7-s13"), 2, [(2, 1), *TOY_PAIRS[1:]], None)
    verdict = check_round(reversed_colours, 2, system)
    assert (verdict.verdict, verdict.article) == ("COLOURS", "toy 1")
