"""Tests of .ci/docs-check.py on a small symbol graph and landing page (run by .ci/docs)."""

import importlib.util
import json
import pathlib
import tempfile
import unittest

spec = importlib.util.spec_from_file_location("docs_check", pathlib.Path(__file__).with_name("docs-check.py"))
docs_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(docs_check)

GOOD_PAGE = """# ``Demo``

A demo module.

## Overview

```swift
import Demo

print(Thing().name)
```

More words.

## Topics

### Things

- ``Thing``
- ``make(_:)``
"""


def symbol(path, kind="swift.struct", doc=True, access="public"):
    entry = {
        "kind": {"identifier": kind},
        "identifier": {"precise": "s:" + ".".join(path)},
        "pathComponents": path,
        "accessLevel": access,
        "location": {"uri": "file:///src/Demo.swift", "position": {"line": 9}},
    }
    if doc:
        entry["docComment"] = {"lines": [{"text": "Documented."}]}
    return entry


class DocsCheckTests(unittest.TestCase):
    def check(self, symbols, page=GOOD_PAGE):
        with tempfile.TemporaryDirectory() as folder:
            graphs = pathlib.Path(folder)
            (graphs / "Demo.symbols.json").write_text(json.dumps({"symbols": symbols}))
            landing = graphs / "Demo.md"
            landing.write_text(page)
            return docs_check.problems("Demo", graphs, landing)

    def test_a_documented_curated_module_passes(self):
        symbols = [
            symbol(["Thing"]),
            symbol(["Thing", "name"], "swift.property"),
            symbol(["Thing", "description"], "swift.property", doc=False),
            symbol(["make(_:)"], "swift.func"),
            symbol(["Hidden"], doc=False, access="internal"),
        ]
        self.assertEqual(self.check(symbols), [])

    def test_a_public_symbol_without_a_doc_comment_fails_with_its_place(self):
        found = self.check([symbol(["Thing"]), symbol(["make(_:)"], "swift.func"), symbol(["Thing", "run()"], "swift.method", doc=False)])
        self.assertEqual(found, ["/src/Demo.swift:10: public method 'Thing.run()' has no doc comment"])

    def test_a_type_missing_from_topics_fails(self):
        found = self.check([symbol(["Thing"]), symbol(["make(_:)"], "swift.func"), symbol(["Other"])])
        self.assertEqual(len(found), 1)
        self.assertIn("does not list ``Other``", found[0])

    def test_a_page_without_topics_fails(self):
        found = self.check([], GOOD_PAGE.split("## Topics")[0])
        self.assertTrue(any("no '## Topics'" in line for line in found))

    def test_an_overview_that_does_not_open_with_an_example_fails(self):
        page = GOOD_PAGE.replace("## Overview\n\n", "## Overview\n\nOne paragraph.\n\nAnother paragraph.\n\n")
        found = self.check([symbol(["Thing"]), symbol(["make(_:)"], "swift.func")], page)
        self.assertTrue(any("does not start with a ```swift example" in line for line in found))

    def test_an_example_that_does_not_import_the_module_fails(self):
        page = GOOD_PAGE.replace("import Demo\n", "")
        found = self.check([symbol(["Thing"]), symbol(["make(_:)"], "swift.func")], page)
        self.assertTrue(any("does not 'import Demo'" in line for line in found))


if __name__ == "__main__":
    unittest.main()
