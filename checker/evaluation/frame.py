"""The one sentence frame of the findings: every verdict sentence is written here, once.

A system says what a stage decides (:class:`StageTerms`) and values its criteria and generation
orders (``CriterionValue``, ``OrderPosition``: criterion, article, words for a value); the frame
writes the WORSE / BETTER / DIVERGES / untold / checker-fault sentences from them. The finding's
own fields carry the verdict, criterion, article and score group, so a message never repeats them.

>>> from checker.evaluation.evaluation import CriterionValue
>>> from checker.evaluation.stage_terms import StageTerms
>>> terms = StageTerms(subject="the pairs", tied="C5-C21", untold_article="Dutch 3.8.1")
>>> p = CriterionValue("C12", "Dutch 2.4.7", (2,), "2", "2 players without their colour")
>>> r = CriterionValue("C12", "Dutch 2.4.7", (1,), "1", "1 player without their colour")
>>> print(criterion_sentence(terms, p, r, published_better=False))
the pairs: 2 players without their colour in the published pairing; 1 player without their colour in the rules' pairing
>>> criterion_sentence(terms, r, p, published_better=True).endswith(BEATEN)
True
"""

from __future__ import annotations

from checker.evaluation.evaluation import CriterionValue, OrderPosition, StageValues
from checker.evaluation.stage_terms import StageTerms

BEATEN = "the published pairing is better here: the reference pairer is beaten"
"""BETTER's closing words: the reference pairer, not the published round, breaks the rules."""

CHECKER_FAULT = "a checker fault, please report it"
"""The closing words of every UNCHECKED finding that the checker itself causes."""


def _closing(better: bool) -> str:
    """BETTER's closing clause, or nothing."""
    return f": {BEATEN}" if better else ""


def criterion_sentence(terms: StageTerms, published: CriterionValue, reference: CriterionValue,
                       published_better: bool) -> str:
    """WORSE or BETTER on a criterion: both values, labelled (name and article are the finding's fields)."""
    return (f"{terms.subject}: {published.words} in the published pairing; "
            f"{reference.short or reference.words} in the rules' pairing" + _closing(published_better))


def _position(position: OrderPosition) -> str:
    """A pairing's place in an order: its words, and its value when that says more."""
    if position.value is None or position.value in position.words:
        return position.words
    return f"{position.words} ({position.value})"


def order_sentence(terms: StageTerms, published: OrderPosition, reference: OrderPosition, published_first: bool) -> str:
    """DIVERGES or BETTER in a generation order: who comes first, and both positions when the system shows them."""
    tied = f"equal on {terms.tied}, " if terms.tied else "equal so far, "
    first = "the published pairing" if published_first else "the rules' pairing"
    text = f"{terms.subject}: {tied}{'and' if published_first else 'but'} {first} comes first"
    if published.words == reference.words:  # the words name the order itself
        text += f" in the {published.words}"
        if published.value is not None:
            text += f": published {published.value}, rules {reference.value}"
    else:
        text += f" in the order of {published.article}: published {_position(published)}, rules {_position(reference)}"
    return text + _closing(published_first)


def untold_sentence(terms: StageTerms) -> str:
    """DIVERGES when neither the criteria nor the generation order tell the two pairings apart."""
    tied = f"equal on {terms.tied}" if terms.tied else "equal"
    if terms.untold:
        return f"{terms.subject}: {tied} and {terms.untold}"
    return f"{terms.subject}: {tied} and not told apart by the generation order: {CHECKER_FAULT}"


def fault_sentence(terms: StageTerms, published: StageValues, reference: StageValues) -> str:
    """UNCHECKED when a stage cannot be valued: what failed, for which pairing."""
    reason = published.fault or reference.fault
    sides = ", ".join(f"{side} {values.label}" for side, values in (("published", published), ("rules", reference))
                      if values.label)
    where = f" ({sides})" if sides else ""
    return f"{terms.subject}{where} could not be valued ({reason}): {CHECKER_FAULT}"


def stage_mismatch_sentence(bracket: str | None) -> str:
    """UNCHECKED when two pairings reach a stage in different places although every stage before it agrees."""
    where = f"score group {bracket}" if bracket else "the round"
    return (f"the stage of {where} differs in what it pairs although every stage before it is paired alike: "
            f"{CHECKER_FAULT}")


def unexplained_sentence(differing: int, system: str) -> str:
    """UNCHECKED when a pairing differs from the rules' one but no stage names a rule."""
    return f"differs from the rules' pairing in {differing} pairs, but {system} names no rule: {CHECKER_FAULT}"


def no_reference_sentence(reason: str) -> str:
    """BETTER when the reference pairer finds no pairing, yet the published round is complete and legal."""
    return (f"the reference pairer found no legal pairing ({reason}), yet the published round is complete: "
            "the reference pairer is beaten")
