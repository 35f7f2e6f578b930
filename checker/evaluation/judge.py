"""What ``compare`` asks of a pairing system: the evaluation of a pairing, and on demand its stages,
a stage's values and the rules' colours.

The evaluation and the stages are plain data (``checker.evaluation.evaluation``); what costs a
matching or the procedure's own run is computed by the system's methods, only when ``compare``
reaches it, and each is asked once per comparison. A system whose walk or colours read its
procedure's run of the round makes that run once per call: ``stages`` takes every pairing the
comparison walks, ``colour_calls`` every pair it asks about.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from checker.evaluation.evaluation import ColourCall, Evaluation, Stage, StageValues
from checker.models import Pairing
from checker.state.base import PairingState

StateT_contra = TypeVar("StateT_contra", bound=PairingState, contravariant=True)


class Judge(Protocol[StateT_contra]):
    """A system's reading of any pairing of a round (by TPN) on the round's state."""

    def evaluate(self, state: StateT_contra, pairing: Pairing) -> Evaluation:
        """The pairing's absolute violations, whether it places everyone once, the start numbers."""
        ...

    def stages(self, state: StateT_contra, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's stages in the order the rules take them (asked only of complete pairings
        without violations; the pairings of one round walked together)."""
        ...

    def measure(self, state: StateT_contra, pairing: Pairing, stage: Stage) -> StageValues:
        """The values of a stage of ``pairing`` from its ``detail`` (only a stage whose ``values`` the walk left open)."""
        ...

    def colour_calls(self, state: StateT_contra, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """The rules' colours of each pair (two TPNs), in the order asked."""
        ...
