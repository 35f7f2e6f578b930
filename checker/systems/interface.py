"""What a pairing system is to the rest of swisscheck: one small typed interface, generic in the system's state.

A system is a package under ``checker/systems/`` whose ``__init__`` declares its ``IDENTITY`` (CLI
name, aliases, TRF-2026 192 codes, words of a free-text 092 record, its options as data) and whose
``system`` module defines one :class:`PairingSystem`: how it reads a round's state from a file, how
it pairs a round, how it judges any pairing of that round for the check (a common
:class:`~checker.evaluation.evaluation.Evaluation`, and on demand the stages, their values and the
rules' colours: :class:`~checker.evaluation.judge.Judge`) and how it explains its own pairing. A system
made of its package's functions is a :class:`~checker.systems.adapter.RulesSystem`; what only some
systems do (generate tournaments, count rounds their own way for ``info``) are the optional
capabilities of :mod:`checker.systems.capabilities`. Nothing outside the package knows its rules.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from checker.evaluation.evaluation import ColourCall, Evaluation, Stage, StageValues
from checker.evaluation.judge import Judge
from checker.models import Pairing, Tournament
from checker.state.base import PairingState, to_start_numbers
from checker.systems.identity import SystemIdentity
from checker.tournament.published import published_pairing
from checker.tournament.rounds import next_column_round

StateT = TypeVar("StateT", bound=PairingState)


class PairingSystem(Judge[StateT], Protocol[StateT]):
    """A FIDE pairing system: build a round's state, pair it, judge any pairing of it, explain it.

    A protocol: any class with these members is a system (structurally); one that names it as its
    base inherits the defaults below and must write only ``build_state``, ``pair``, ``explain`` and
    the four of the :class:`~checker.evaluation.judge.Judge` (``evaluate``, ``stages``, ``measure``,
    ``colours``): the members whose body is ``...``.

    Participants are numbered by TPN in states and in what ``pair`` and ``evaluate`` see; files and
    output use start numbers (``published`` reads them, ``checker.state.base.to_tpn`` converts).
    """

    identity: SystemIdentity
    """Names, codes and options (the package's ``IDENTITY``, which the registry reads before loading)."""

    @property
    def name(self) -> str:
        """The ``--system`` name (``dutch``)."""
        return self.identity.name

    @property
    def title(self) -> str:
        """The system as the Handbook names it (``FIDE (Dutch) System, C.04.3 (2026)``)."""
        return self.identity.title

    @property
    def aliases(self) -> tuple[str, ...]:
        """Other ``--system`` names."""
        return self.identity.aliases

    @property
    def codes(self) -> tuple[str, ...]:
        """TRF-2026 192 codes that select it; any of them may end in ``_BAKU`` (C.04.7)."""
        return self.identity.codes

    @property
    def words(self) -> tuple[str, ...]:
        """Words that name it in a free-text 092 record (a word of the record starting with one of them)."""
        return self.identity.words

    def configure(self, options: object | None) -> PairingSystem[StateT]:
        """The system with its options value (a ``SystemIdentity.options`` dataclass; itself when it has none)."""
        return self

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> StateT:
        """The state before ``round_number`` (the system's rounds) from the rounds before it as
        published and what is known of that round before its pairing; ``total_rounds`` overrides the
        file's number of rounds. InputError when the file does not fit the system's layout."""
        ...

    def next_round(self, tournament: Tournament) -> int:
        """The round after the last one the file holds a pairing for (one TRF column per round)."""
        return next_column_round(tournament)

    def published(self, tournament: Tournament, round_number: int) -> Pairing:
        """Round ``round_number`` as the file publishes it, by start number."""
        return published_pairing(tournament, round_number)

    def names(self, tournament: Tournament) -> dict[int, str]:
        """Start number -> name of what is paired (the players of the 001 lines by default)."""
        return {p.start_number: p.name for p in tournament.players}

    def pair(self, state: StateT) -> Pairing:
        """The rules' pairing of the round (by TPN); PairingImpossible when no legal pairing exists."""
        ...

    def pair_round(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> Pairing:
        """The rules' pairing of round ``round_number`` of the file, by start number."""
        state = self.build_state(tournament, round_number, total_rounds)
        return to_start_numbers(state, self.pair(state))

    def evaluate(self, state: StateT, pairing: Pairing) -> Evaluation:
        """Every pairing of the round (by TPN) as the rules see it: violations, completeness, start numbers."""
        ...

    def stages(self, state: StateT, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's stages in the rules' order, the round's pairings walked together."""
        ...

    def measure(self, state: StateT, pairing: Pairing, stage: Stage) -> StageValues:
        """The values of one stage of ``pairing``, from its detail."""
        ...

    def colour_calls(self, state: StateT, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """The rules' colours of each pair (two TPNs)."""
        ...

    def explain(self, state: StateT) -> str:
        """The pairer's reasoning for the round, as text for an arbiter."""
        ...
