"""SARIF reports of the built binary, validated with a JSON Schema library against the SARIF 2.1.0 objects
leakwatch writes (sarif-2.1.0-results.schema.json beside this file), with the path of every finding as a code
flow whose thread flow walks the same steps as the JSON report's `path`."""
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

from conftest import BINARY, ROOT

SCHEMA = json.loads((pathlib.Path(__file__).parent / "sarif-2.1.0-results.schema.json").read_text())
# The schema OASIS publishes (sarif-schema-2.1.0.json), where the machine has it: no package of PyPI or Debian
# ships it, so it is not part of the checkout. `make sarif-official SARIF_SCHEMA=…` runs these tests against it.
OFFICIAL_SCHEMA = os.environ.get("SARIF_SCHEMA")


def report(fmt, tree):
    result = subprocess.run(
        [BINARY, "--format", fmt, "--no-cache", tree], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("tree", ["Fixtures/Demo", "Fixtures/Rules"])
def test_sarif_validates_and_carries_every_path(tree):
    sarif = report("sarif", tree)
    jsonschema.validate(sarif, SCHEMA, format_checker=jsonschema.FormatChecker())
    findings = report("json", tree)["findings"]
    results = sarif["runs"][0]["results"]
    assert len(results) == len(findings) > 0
    with_paths = 0
    for result, finding in zip(results, findings):
        assert result["ruleId"] == finding["rule"]
        steps = finding.get("path", [])
        if not steps:
            assert "codeFlows" not in result
            continue
        with_paths += 1
        flow = result["codeFlows"][0]["threadFlows"][0]["locations"]
        assert [place["executionOrder"] for place in flow] == list(range(1, len(steps) + 1))
        assert [place["location"]["physicalLocation"]["region"]["startLine"] for place in flow] == [
            step["line"] for step in steps
        ]
        assert [place["location"]["message"]["text"].split(":")[0] for place in flow][1:] != []
        related = [place["message"]["text"] for place in result["relatedLocations"]]
        for step in steps:
            assert any(step["message"] in text for text in related)
    # Every rule that reports a leak tells its path: only a suppression that matches nothing has none.
    without = [f["rule"] for f in findings if not f.get("path")]
    assert set(without) <= {"unused-suppression"}, without
    assert with_paths > 0


def test_the_schema_refuses_what_sarif_does_not_allow():
    """The schema is strict enough to catch a wrong report: a misspelt key, a column of 0, a code flow
    without thread flows."""
    sarif = report("sarif", "Fixtures/Demo")
    result = next(r for r in sarif["runs"][0]["results"] if "codeFlows" in r)
    for spoil in (
        lambda r: r.__setitem__("codeFlow", r.pop("codeFlows")),
        lambda r: r["locations"][0]["physicalLocation"]["region"].__setitem__("startColumn", 0),
        lambda r: r["codeFlows"][0].__setitem__("threadFlows", []),
    ):
        spoilt = json.loads(json.dumps(sarif))
        spoil(next(r for r in spoilt["runs"][0]["results"] if r["ruleId"] == result["ruleId"] and "codeFlows" in r))
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(spoilt, SCHEMA)


@pytest.mark.skipif(not OFFICIAL_SCHEMA, reason="SARIF_SCHEMA does not name the published SARIF 2.1.0 schema")
@pytest.mark.parametrize("tree", ["Fixtures/Demo", "Fixtures/Rules"] + os.environ.get("SARIF_TREES", "").split())
def test_sarif_validates_against_the_published_schema(tree):
    official = json.loads(pathlib.Path(OFFICIAL_SCHEMA).read_text())
    assert official.get("title", "").startswith("Static Analysis Results Format (SARIF) Version 2.1.0")
    validator = jsonschema.validators.validator_for(official)(official, format_checker=jsonschema.FormatChecker())
    sarif = report("sarif", tree)
    errors = [f"{list(error.path)}: {error.message}" for error in validator.iter_errors(sarif)]
    assert errors == []
    assert sarif["runs"][0]["results"]
