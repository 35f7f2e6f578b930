"""A toy "pair by TPN" system (1-2, 3-4, ...; the last one gets the PAB): what plugging a system in takes."""

from __future__ import annotations

from checker.systems.identity import SystemIdentity

IDENTITY = SystemIdentity(name="tpn", title="pair by TPN (toy)", module="tests.toysystem.system", instance="TPN",
                          words=("tpn",))
"""How a registry knows the toy before loading it."""
