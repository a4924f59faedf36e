"""Checks one module's symbol graphs and landing page before DocC builds it.

Fails (exit 1, one line per problem) when a public symbol has no doc comment, when a top-level
public symbol is missing from the landing page's `## Topics`, or when the landing page does not
start its overview with a Swift example that imports the module.

Usage: python3 .ci/docs-check.py <Module> <symbol-graph-dir> <Documentation.docc/Module.md>
"""

import json
import pathlib
import re
import sys

# Members whose documentation DocC takes from the protocol they implement.
INHERITED = {
    "==(_:_:)", "<(_:_:)", "hash(into:)", "hashValue", "description", "debugDescription", "encode(to:)",
    "init(from:)", "errorDescription", "failureReason", "recoverySuggestion", "init(rawValue:)", "rawValue",
    "allCases", "id", "makeIterator()", "callAsFunction(_:)",
}


def problems(module, graph_dir, landing):
    found = []
    top_level = set()
    for path in sorted(pathlib.Path(graph_dir).glob(f"{module}.symbols.json")) + sorted(
        pathlib.Path(graph_dir).glob(f"{module}@*.symbols.json")
    ):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            kind = symbol["kind"]["identifier"]
            names = symbol["pathComponents"]
            precise = symbol["identifier"]["precise"]
            if kind == "swift.extension" or "::SYNTHESIZED::" in precise:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if len(names) == 1 and "@" not in path.name:
                top_level.add(names[0])
            documented = bool(symbol.get("docComment", {}).get("lines"))
            if not documented and names[-1] not in INHERITED:
                location = symbol.get("location", {}).get("uri", "").replace("file://", "")
                line = symbol.get("location", {}).get("position", {}).get("line", 0) + 1
                found.append(f"{location}:{line}: public {kind.split('.')[-1]} '{'.'.join(names)}' has no doc comment")

    text = pathlib.Path(landing).read_text()
    topics = text.split("## Topics", 1)
    if len(topics) < 2:
        found.append(f"{landing}: no '## Topics' section")
    else:
        # Symbols may be curated on the landing page or in an article of the same catalog.
        curated = [topics[1]] + [
            page.read_text().split("## Topics", 1)[-1]
            for page in pathlib.Path(landing).parent.glob("*.md")
            if page != pathlib.Path(landing) and "## Topics" in page.read_text()
        ]
        listed = set(re.findall(r"``([A-Za-z0-9_]+)(?:[/`(])", "\n".join(curated)))
        for name in sorted(name for name in top_level if name.split("(")[0] not in listed):
            found.append(f"{landing}: '## Topics' does not list ``{name}``")

    overview = text.split("## Overview", 1)
    head = overview[1].split("\n## ", 1)[0] if len(overview) == 2 else ""
    first_block = re.search(r"```swift\n(.*?)```", head, re.S)
    prose_before = head[: first_block.start()] if first_block else head
    if not first_block or "\n###" in prose_before or len([p for p in prose_before.split("\n\n") if p.strip()]) > 1:
        found.append(f"{landing}: the overview does not start with a ```swift example")
    elif f"import {module}" not in first_block.group(1):
        found.append(f"{landing}: the first example does not 'import {module}', so it cannot be run as it stands")
    return found


if __name__ == "__main__":
    module, graph_dir, landing = sys.argv[1:4]
    found = problems(module, graph_dir, landing)
    for line in found:
        print(f"error: {line}")
    sys.exit(1 if found else 0)
