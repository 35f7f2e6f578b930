"""The typed weight digits of the Dutch engine (digits.py) and the criteria both editions name them by."""

from __future__ import annotations

from decimal import Decimal

from checker.systems.dutch.candidates import CandidateDigits, criterion_of, criterion_ranks
from checker.systems.dutch.digits import Digit, digit_of
from checker.systems.dutch.edition import EDITION_2017, EDITION_2026

QUALITY = [d for d in Digit if d.criterion.startswith("C")]


def test_digits_quality_digits_are_c4_and_c6_to_c21() -> None:
    assert sorted({d.criterion for d in QUALITY}, key=lambda c: int(c[1:])) == ["C4", *(f"C{k}" for k in range(6, 22))]


def test_digits_every_quality_digit_named_by_edition_2026() -> None:
    assert {d: EDITION_2026.name_of(d.criterion) for d in QUALITY} == {d: d.criterion for d in QUALITY}


def test_digits_edition_2017_renumbers_c10_to_c8_and_has_no_c9() -> None:
    assert EDITION_2017.name_of(Digit.C10.criterion) == "C8"
    assert EDITION_2017.name_of(Digit.C8B.criterion) == "C7"
    assert EDITION_2017.name_of(Digit.C9.criterion) is None


def test_digits_per_score_digit_counts_for_its_criterion() -> None:
    assert digit_of((Digit.C8B, Decimal("3.5"))) is Digit.C8B
    assert criterion_of((Digit.C7, Decimal("2"))) == "C7"
    assert criterion_of(Digit.CARD) == "C4"


def test_digits_criterion_ranks_one_entry_per_score_most_significant_first() -> None:
    high, low = Decimal("3"), Decimal("2.5")
    digits = CandidateDigits(
        digits={Digit.CARD: 4, Digit.C6: 3, (Digit.C7, high): 2, (Digit.C7, low): 1, Digit.C8A: 0},
        order=(Digit.CARD, Digit.C6, (Digit.C7, high), (Digit.C7, low), Digit.C8A), completion={},
    )
    assert criterion_ranks(digits) == {"C6": (-3,), "C7": (-2, -1), "C8": (0,)}
