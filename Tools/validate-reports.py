#!/usr/bin/env python3
"""Checks a TABTestKit report folder with real consumers of each format.

    python3 Tools/validate-reports.py reports/run

- junit.xml: parsed by junitparser (PyPI), and its counts checked against report.json.
- cucumber-messages.ndjson: every line loaded into Cucumber's own message model
  (cucumber-messages, the official Python package), with the required fields of each message.
- cucumber.json: validated against Tools/schemas/cucumber-json.schema.json (jsonschema) and
  loaded by cucumber-json-aggregator, a consumer of the format.

The checkers are installed with pip into a virtual environment under .build/ the first time
(PyPI is reachable on CI machines). Exits 0 when every file passes, 1 otherwise, printing what failed.
"""
import json
import os
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "report-validators")
PACKAGES = ["junitparser==5.0.3", "cucumber-messages==34.2.0", "cucumber-json-aggregator==0.1.0", "jsonschema==4.26.0"]


def in_venv():
    return os.path.realpath(sys.prefix) == os.path.realpath(VENV)


def ensure_venv():
    python = os.path.join(VENV, "bin", "python3")
    marker = os.path.join(VENV, ".installed-" + "-".join(p.replace("==", "_") for p in PACKAGES))
    if not os.path.exists(marker):
        print("validate-reports: installing " + ", ".join(PACKAGES) + " into " + os.path.relpath(VENV, ROOT), file=sys.stderr)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        subprocess.run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *PACKAGES], check=True)
        open(marker, "w").close()
    os.execv(python, [python, os.path.abspath(__file__), *sys.argv[1:]])


def check_junit(folder, report, problems):
    from junitparser import JUnitXml, Failure, Skipped
    xml = JUnitXml.fromfile(os.path.join(folder, "junit.xml"))
    cases = [case for suite in xml for case in suite]
    failed = [case for case in cases if any(isinstance(result, Failure) for result in case.result)]
    skipped = [case for case in cases if any(isinstance(result, Skipped) for result in case.result)]
    if xml.tests != len(cases):
        problems.append(f"junit.xml: testsuites says {xml.tests} tests, has {len(cases)}")
    if xml.failures != len(failed):
        problems.append(f"junit.xml: testsuites says {xml.failures} failures, has {len(failed)}")
    scenarios = [s for t in report["tests"] for s in t["scenarios"]]
    failed_scenarios = [s for s in scenarios if s["outcome"] == "failed"]
    if len([c for c in cases if "outside scenarios" not in c.name and c.classname in {t["name"] for t in report["tests"] if t["scenarios"]}]) != len(scenarios):
        problems.append(f"junit.xml: {len(scenarios)} scenarios in report.json but a different number of scenario test cases")
    if len(failed) < len(failed_scenarios):
        problems.append(f"junit.xml: {len(failed_scenarios)} failed scenarios but only {len(failed)} failed test cases")
    for case in failed:
        for result in case.result:
            if isinstance(result, Failure) and not (result.message or "").strip():
                problems.append(f"junit.xml: failure of {case.name} has no message")
    print(f"junit.xml: {len(cases)} test cases, {len(failed)} failed, {len(skipped)} skipped — parsed by junitparser")


def unknown_keys(original, converted, path=""):
    """Keys of the input that the message model does not know (the converter drops them)."""
    found = []
    if isinstance(original, dict) and isinstance(converted, dict):
        for key, value in original.items():
            if key not in converted:
                found.append(path + "/" + key)
            else:
                found += unknown_keys(value, converted[key], path + "/" + key)
    elif isinstance(original, list) and isinstance(converted, list):
        for index, (a, b) in enumerate(zip(original, converted)):
            found += unknown_keys(a, b, f"{path}[{index}]")
    return found


def check_messages(folder, problems):
    from cucumber_messages import Envelope, message_converter
    kinds = {}
    with open(os.path.join(folder, "cucumber-messages.ndjson"), encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            data = json.loads(line)
            try:
                envelope = message_converter.from_dict(data, Envelope)
            except TypeError as error:
                problems.append(f"cucumber-messages.ndjson:{number}: {error}")
                continue
            unknown = unknown_keys(data, message_converter.to_dict(envelope))
            if unknown:
                problems.append(f"cucumber-messages.ndjson:{number}: fields the message model does not know: {unknown}")
            present = [name for name in vars(envelope) if getattr(envelope, name) is not None]
            if len(present) != 1:
                problems.append(f"cucumber-messages.ndjson:{number}: an envelope must hold exactly one message, holds {present}")
                continue
            kinds[present[0]] = kinds.get(present[0], 0) + 1
    for required in ["meta", "test_run_started", "test_run_finished"]:
        if kinds.get(required) != 1:
            problems.append(f"cucumber-messages.ndjson: expected one {required}, found {kinds.get(required, 0)}")
    if kinds.get("test_case_started", 0) != kinds.get("test_case_finished", 0):
        problems.append("cucumber-messages.ndjson: test cases started and finished differ")
    print(f"cucumber-messages.ndjson: {sum(kinds.values())} messages loaded into cucumber-messages' model: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))


def check_cucumber_json(folder, problems):
    import jsonschema
    from cucumber_json_aggregator.loader import load_file
    from pathlib import Path
    path = os.path.join(folder, "cucumber.json")
    with open(path, encoding="utf-8") as handle:
        features = json.load(handle)
    with open(os.path.join(ROOT, "Tools", "schemas", "cucumber-json.schema.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    for error in jsonschema.Draft202012Validator(schema).iter_errors(features):
        problems.append(f"cucumber.json: {'/'.join(str(p) for p in error.absolute_path)}: {error.message}")
    loaded, warnings = load_file(Path(path))
    if loaded is None or warnings:
        problems.append(f"cucumber.json: cucumber-json-aggregator could not load it: {warnings}")
    steps = sum(len(e.get("steps", [])) for f in features for e in f.get("elements", []))
    print(f"cucumber.json: {len(features)} features, {steps} steps — valid against the schema, loaded by cucumber-json-aggregator")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: validate-reports.py REPORT_FOLDER")
    if not in_venv():
        ensure_venv()
    folder = sys.argv[1]
    with open(os.path.join(folder, "report.json"), encoding="utf-8") as handle:
        report = json.load(handle)
    problems = []
    for check in (lambda: check_junit(folder, report, problems), lambda: check_messages(folder, problems),
                  lambda: check_cucumber_json(folder, problems)):
        try:
            check()
        except Exception as error:  # a consumer that cannot read the file is a failure too
            problems.append(f"{type(error).__name__}: {error}")
    for problem in problems:
        print("validate-reports: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
