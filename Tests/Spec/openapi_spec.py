"""The Gr4vy OpenAPI fixture as jsonschema validators: operations by method and path, schemas by status."""

import json
import os
import re
from urllib.parse import parse_qsl

import jsonschema

SPEC_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gr4vy-openapi.json")

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

    def __init__(self, path=SPEC_PATH):
        with open(path, encoding="utf-8") as handle:
            self.document = json.load(handle)
        self.components = self.document["components"]
        self.templates = []
        for template, operations in self.document["paths"].items():
            pattern = "^" + re.sub(r"\{[^}]+\}", "[^/]+", template) + "$"
            for method, operation in operations.items():
                self.templates.append((method.upper(), template, re.compile(pattern), operation))

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

    def validator(self, schema):
        """A Draft 2020-12 validator for `schema`, resolving `#/components/...` in the fixture."""
        root = dict(schema)
        root["components"] = self.components
        return jsonschema.Draft202012Validator(root, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)

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
            for error in self.validator(parameter["schema"]).iter_errors(self.coerce(parameter["schema"], value)):
                problems.append(f"query '{name}': {error.message}")
        for name, parameter in parameters.items():
            if parameter.get("required") and name not in names:
                problems.append(f"required query parameter '{name}' is missing")
        return problems

    def coerce(self, schema, text):
        """A query value read as the type its schema names (integer or boolean), else the text."""
        types = set()
        for branch in [schema] + schema.get("anyOf", []):
            if "$ref" in branch:
                branch = self.components["schemas"][branch["$ref"].rsplit("/", 1)[1]]
            if isinstance(branch.get("type"), str):
                types.add(branch["type"])
        if "integer" in types and re.fullmatch(r"-?\d+", text):
            return int(text)
        if "boolean" in types and text in ("true", "false"):
            return text == "true"
        return text
