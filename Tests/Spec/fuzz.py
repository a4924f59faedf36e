#!/usr/bin/env python3
"""Property-based API fuzzing: schemathesis over both OpenAPI fixtures against `tessera sandbox serve`.

A bounded number of generated examples per operation, with the checks not_a_server_error,
response_schema_conformance, status_code_conformance and content_type_conformance. A token from
`tessera sandbox token` authenticates every call, so answers are not all 401s.

Usage: fuzz.py <path to the built tessera binary> [max examples per operation, default 40]
"""

import os
import subprocess
import sys

from serve import Emulator

CHECKS = "not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance"


def main(binary, examples="40"):
    directory = os.path.dirname(os.path.abspath(__file__))
    st = os.path.join(os.path.dirname(sys.executable), "st")
    failed = 0
    with Emulator(binary) as emulator:
        for name in ("gr4vy-openapi.json", "gr4vy-openapi-transactions.json"):
            command = [
                st, "run", os.path.join(directory, name), "--url", emulator.url, "--checks", CHECKS,
                "--max-examples", examples, "--header", f"Authorization: Bearer {emulator.token()}", "--seed", "1",
                "--no-color", "--suppress-health-check", "all",
            ]
            failed = failed or subprocess.run(command, check=False).returncode
    return failed


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
