"""Validates the exchanges the Swift tests recorded (TESSERA_EXCHANGE_DIR) against the OpenAPI fixtures.

Every emulator answer is checked against the schema of its operation and status; every request
Gr4vyClient built (source "client") is checked against the operation's body and query schemas.
Operations and statuses the public document lacks are listed as "not in the public spec", not failed.
Fails when a check fails, or when an operation of the spec was never answered with a success and an error.

Usage: python3 check_exchanges.py <exchange-dir>
"""

import collections
import glob
import json
import os
import re
import sys

from openapi_spec import NOT_IN_SPEC, Spec


def main(directory):
    spec = Spec()
    failures = []
    missing = collections.Counter()
    seen = collections.defaultdict(set)
    files = sorted(glob.glob(os.path.join(directory, "*.json")))
    if not files:
        print(f"spec-check: no exchanges in {directory}; run the Swift tests with TESSERA_EXCHANGE_DIR set")
        return 1
    client_requests = 0
    for name in files:
        with open(name, encoding="utf-8") as handle:
            exchange = json.load(handle)
        method, path, status = exchange["method"], exchange["path"], exchange["status"]
        label = f"{method} {path} -> {status} ({os.path.basename(name)})"
        template, operation = spec.operation(method, path)
        if operation is None:
            key = f"{method} {template or path}"
            if template is not None and NOT_IN_SPEC.get((method, template)) and status == 200:
                body = json.loads(exchange["response_body"])
                for error in spec.component(NOT_IN_SPEC[(method, template)]).iter_errors(body):
                    failures.append(f"{label}: {error.json_path}: {error.message}")
            shown = re.sub(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", "{id}", path)
            missing[f"operation {key}" if template else f"route {method} {shown[:60]} (not a spec path)"] += 1
            continue
        if method.lower() not in spec.document["paths"][template]:
            seen[f"{method} {template} (not a spec method)"].add(status)
        else:
            seen[f"{method} {template}"].add(status)
        if exchange["source"] == "client":
            client_requests += 1
            failures += [f"{label}: request {p}" for p in check_request(spec, operation, exchange)]
        try:
            schema = spec.response_schema(operation, status)
        except KeyError:
            missing[f"status {status} of {method} {template}"] += 1
            continue
        failures += [f"{label}: {p}" for p in check_response(spec, operation, schema, exchange)]
    for template, operations in spec.document["paths"].items():
        for method in operations:
            statuses = seen.get(f"{method.upper()} {template}", set())
            if not any(200 <= s < 300 for s in statuses) or not any(s >= 400 for s in statuses):
                failures.append(f"{method.upper()} {template}: no success and error answer recorded ({sorted(statuses)})")
    for key in sorted(seen):
        print(f"spec-check: {key}: statuses {sorted(seen[key])}")
    for key, count in sorted(missing.items()):
        print(f"spec-check: not in the public spec: {key} ({count} exchanges)")
    print(f"spec-check: {len(files)} exchanges, {client_requests} client requests, {len(failures)} failures")
    for failure in failures:
        print(f"FAIL {failure}")
    return 1 if failures else 0


def check_response(spec, operation, schema, exchange):
    """Problems with the answer: its content type and body against `schema`."""
    body = exchange["response_body"]
    if schema is None:
        return [] if body == "" else ["a body-less status carries a body"]
    problems = []
    if (exchange.get("content_type") or "").split(";")[0] != "application/json":
        problems.append(f"content type {exchange.get('content_type')!r}, not application/json")
    try:
        document = json.loads(body)
    except ValueError:
        return problems + ["the body is not JSON"]
    for error in spec.operation_validator(operation, schema).iter_errors(document):
        problems.append(f"response {error.json_path}: {error.message}")
    return problems


def check_request(spec, operation, exchange):
    """Problems with a request the client built: its query and body against the operation."""
    problems = spec.query_problems(operation, exchange.get("query") or "")
    schema = spec.request_schema(operation)
    body = exchange.get("request_body")
    if schema is None:
        if body:
            problems.append("a body was sent to an operation that takes none")
        return problems
    if not body:
        required = operation["requestBody"].get("required", False)
        return problems + (["the required body is missing"] if required else [])
    try:
        document = json.loads(body)
    except ValueError:
        return problems + ["the body is not JSON"]
    for error in spec.operation_validator(operation, schema).iter_errors(document):
        problems.append(f"{error.json_path}: {error.message}")
    return problems


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
