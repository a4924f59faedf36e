"""The Gr4vy OpenAPI fixtures as jsonschema validators: operations by method and path, schemas by status.

Two documents: gr4vy-openapi.json (sessions, tokenization, payment options, card details, buyers) and
gr4vy-openapi-transactions.json (the transaction operations with every schema they reference). Their
component schemas share names but not always text, so each operation is validated against its own
document's components.
"""

import json
import os
import re
from urllib.parse import parse_qsl

import jsonschema

SPEC_DIRECTORY = os.path.dirname(os.path.abspath(__file__))
SPEC_PATHS = [os.path.join(SPEC_DIRECTORY, name) for name in ("gr4vy-openapi.json", "gr4vy-openapi-transactions.json")]

# Operations the emulator serves that the public document (this fixture) lacks, with the component
# schema their answers are checked against where the document has one. Reported, never failures.
NOT_IN_SPEC = {
    ("GET", "/buyers"): None,
    ("GET", "/buyers/{buyer_id}"): "Buyer",
    ("PUT", "/buyers/{buyer_id}"): "Buyer",
    ("DELETE", "/buyers/{buyer_id}"): None,
}


class Spec:
    """The fixture, with helpers to find an operation and validate against its schemas."""

    def __init__(self, paths=SPEC_PATHS):
        self.documents = []
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                self.documents.append(json.load(handle))
        # All paths of both documents, for the callers that walk every operation.
        self.document = {"paths": {t: o for d in self.documents for t, o in d["paths"].items()}}
        self.templates = []
        self.owners = {}
        for document in self.documents:
            for template, operations in document["paths"].items():
                pattern = "^" + re.sub(r"\{[^}]+\}", "[^/]+", template) + "$"
                for method, operation in operations.items():
                    self.templates.append((method.upper(), template, re.compile(pattern), operation))
                    self.owners[id(operation)] = document["components"]
        # Literal paths first, so /transactions/{id}/refunds/all is not read as a refund id.
        self.templates.sort(key=lambda entry: entry[1].count("{"))
        self.components = self.documents[0]["components"]

    def operation(self, method, path):
        """The (template, operation) for a request, or (template-or-None, None) when the spec lacks it."""
        for candidate, template, pattern, operation in self.templates:
            if candidate == method and pattern.match(path):
                return template, operation
        for candidate, template, pattern, operation in self.templates:
            if method != "HEAD" and pattern.match(path) and (method, template) not in NOT_IN_SPEC:
                # The path exists but not for this method: its error answers (405) share every operation's schemas.
                return template, operation
        for (candidate, template) in NOT_IN_SPEC:
            pattern = "^" + re.sub(r"\{[^}]+\}", "[^/]+", template) + "$"
            if candidate == method and re.match(pattern, path):
                return template, None
        return None, None

    def validator(self, schema, components=None):
        """A Draft 2020-12 validator for `schema`, resolving `#/components/...` in `components` (default: the first document)."""
        root = dict(schema)
        root["components"] = components or self.components
        return jsonschema.Draft202012Validator(root, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)

    def operation_validator(self, operation, schema):
        """A validator for `schema`, a part of `operation`, resolving references in the operation's document."""
        return self.validator(schema, self.owners.get(id(operation)))

    def component(self, name):
        """A validator for the component schema `name`."""
        return self.validator({"$ref": f"#/components/schemas/{name}"})

    @staticmethod
    def response_schema(operation, status):
        """The JSON schema of `status` (None for a body-less answer); KeyError when the spec lacks the status."""
        response = operation["responses"][str(status)]
        content = response.get("content")
        if not content:
            return None
        return content["application/json"]["schema"]

    @staticmethod
    def request_schema(operation):
        """The JSON schema of the request body, or None when the operation takes none."""
        body = operation.get("requestBody")
        return body["content"]["application/json"]["schema"] if body else None

    def query_problems(self, operation, query):
        """Problems with a query string against the operation's query parameters."""
        problems = []
        parameters = {p["name"]: p for p in operation.get("parameters", []) if p["in"] == "query"}
        given = parse_qsl(query, keep_blank_values=True)
        names = [name for name, _ in given]
        for name, value in given:
            parameter = parameters.get(name)
            if parameter is None:
                problems.append(f"query parameter '{name}' is not in the spec")
                continue
            value = self.coerce(parameter["schema"], value, self.owners.get(id(operation)))
            for error in self.operation_validator(operation, parameter["schema"]).iter_errors(value):
                problems.append(f"query '{name}': {error.message}")
        for name, parameter in parameters.items():
            if parameter.get("required") and name not in names:
                problems.append(f"required query parameter '{name}' is missing")
        return problems

    def coerce(self, schema, text, components=None):
        """A query value read as the type its schema names (integer or boolean), else the text."""
        types = set()
        for branch in [schema] + schema.get("anyOf", []):
            if "$ref" in branch:
                branch = (components or self.components)["schemas"][branch["$ref"].rsplit("/", 1)[1]]
            if isinstance(branch.get("type"), str):
                types.add(branch["type"])
        if "integer" in types and re.fullmatch(r"-?\d+", text):
            return int(text)
        if "boolean" in types and text in ("true", "false"):
            return text == "true"
        return text
