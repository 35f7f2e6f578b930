"""The registry: a system is found by its CLI name, a TRF-2026 192 code (with or without _BAKU) or the
words of a free-text 092 record; a tournament type without a pairer is refused, never checked
under another system's rules; a file naming nothing is Dutch."""

from __future__ import annotations

import pytest

from checker.models import Record, Tournament
from checker.systems.registry import DEFAULT, SYSTEMS, UnknownSystem, choose, from_092, lookup


@pytest.mark.parametrize(("key", "name"), [
    ("dutch", "dutch"), ("DUTCH", "dutch"), ("FIDE_DUTCH_2025", "dutch"), ("FIDE_DUTCH_2026_BAKU", "dutch"),
    ("double-swiss", "double-swiss"), ("FIDE_DOUBLESWISS", "double-swiss"), ("FIDE_DOUBLESWISS_BAKU", "double-swiss"),
    ("team", "team"), ("FIDE_TEAM", "team"), ("FIDE_TEAM_TYPEB_GP_MP", "team"), ("fide_team_typea_baku", "team"),
    ("burstein", "burstein"), ("FIDE_BURSTEIN", "burstein"), ("FIDE_BURSTEIN_BAKU", "burstein"),
    ("lim", "lim"), ("dubov", "dubov"), ("FIDE_DUBOV_BAKU", "dubov"), ("rating-2009", "dutch-2009"), ("legacy-2009", "dutch-2009"), ("dutch-2009", "dutch-2009"), ("dutch-2012", "dutch-2012"),
])
def test_lookup_by_name_or_192_code(key: str, name: str) -> None:
    assert lookup(key).name == name


@pytest.mark.parametrize("key", ["BERGER_ROUNDROBIN", "FIDE_ROUNDROBIN", "FIDE_LIM_BAKU"])
def test_a_system_without_a_pairer_is_refused_with_the_reason(key: str) -> None:
    with pytest.raises(UnknownSystem, match="no reference pairer for it yet"):
        lookup(key)


def test_an_unknown_name_lists_the_known_systems() -> None:
    known = ", ".join(sorted(s.name for s in SYSTEMS))
    with pytest.raises(UnknownSystem, match=rf"unknown pairing system 'monrad' \(known: {known}\)"):
        lookup("monrad")


def _with_092(text: str) -> Tournament:
    return Tournament(headers=(Record(code="092", text=f"092 {text}"),))


@pytest.mark.parametrize(("text", "name"), [
    ("Individual: Swiss-System (FIDE Dutch)", "dutch"),
    ("Double-Swiss", "double-swiss"),
    ("Team Swiss System", "team"),
    ("Individual FIDE Burstein", "burstein"),
    ("Individual: Swiss-System (Lim)", "lim"),
    ("Swiss System Based on Rating", "dutch-2009"),
])
def test_the_092_free_text_names_a_system(text: str, name: str) -> None:
    system = from_092(_with_092(text))
    assert system is not None and system.name == name


def test_choose_takes_the_option_then_192_then_092_then_dutch() -> None:
    named = _with_092("Team Swiss System").model_copy(update={"system_code": "FIDE_DOUBLESWISS"})
    assert choose(named, "dutch").name == "dutch"
    assert choose(named).name == "double-swiss"
    assert choose(_with_092("Team Swiss System")).name == "team"
    assert choose(Tournament()).name == DEFAULT.name == "dutch"


def test_every_system_declares_distinct_names_and_codes() -> None:
    names = [s.name for s in SYSTEMS]
    codes = [c for s in SYSTEMS for c in s.codes]
    assert len(names) == len(set(names)) and len(codes) == len(set(codes))
