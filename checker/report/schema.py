"""The ``schema`` version every JSON output carries first, and its JSON Schema made from the models by pydantic.

A JSON output is a model's fields (``model_dump(mode="json")``) with ``"schema": "swisscheck/1"`` put
before them; its JSON Schema is the model's own (``model_json_schema``, serialization mode) with that
field added as required. The shipped schema files are written by ``checker.commands.schema``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from checker.models import Frozen

JsonSchemaValue = dict[str, Any]
"""A JSON Schema as pydantic writes it (``pydantic.json_schema.JsonSchemaValue``)."""

VERSION = "swisscheck/1"
"""The version of the JSON outputs' fields: raised when a field changes meaning or goes (new fields keep it)."""
DRAFT = "https://json-schema.org/draft/2020-12/schema"
"""The JSON Schema dialect pydantic writes."""
_FIELD: JsonSchemaValue = {
    "const": VERSION, "title": "Schema",
    "description": "The version of this output's fields (swisscheck/N; N is raised when a field changes meaning or goes).",
}


def versioned_data(model: Frozen, extra: Mapping[str, object] | None = None) -> dict[str, object]:
    """The model's fields as JSON values, the ``schema`` version first and ``extra`` fields last."""
    return {"schema": VERSION, **model.model_dump(mode="json"), **(extra or {})}


def versioned(model: Frozen) -> str:
    """The model as indented JSON text with its ``schema`` version first (names as written, not escaped)."""
    return json.dumps(versioned_data(model), indent=2, ensure_ascii=False) + "\n"


def stamped(schema: JsonSchemaValue) -> JsonSchemaValue:
    """An object's JSON Schema with the ``schema`` version field added first and required."""
    return {**schema, "properties": {"schema": _FIELD, **schema.get("properties", {})},
            "required": ["schema", *schema.get("required", [])]}


def document(model: type[Frozen]) -> JsonSchemaValue:
    """The JSON Schema of an output made of ``model`` (its dialect named, the ``schema`` field required)."""
    return {"$schema": DRAFT, **stamped(model.model_json_schema(mode="serialization"))}
