#!/usr/bin/env python3
"""Checks a TABTestKit report folder with real consumers of each format.

    python3 Tools/validate-reports.py reports/run

- junit.xml: validated against Tools/schemas/junit.xsd (xmlschema: the layout Jenkins, GitLab
  and Surefire's readers take), parsed by junitparser (PyPI), and its counts checked against
  report.json.
- cucumber-messages.ndjson: every line loaded into Cucumber's own message model
  (cucumber-messages, the official Python package), with the required fields of each message;
  attachment lines validated against Tools/schemas/cucumber-messages-attachment.schema.json.
- cucumber.json: validated against Tools/schemas/cucumber-json.schema.json (jsonschema) and
  loaded by cucumber-json-aggregator, a consumer of the format.
- Every file a format refers to (JUnit's [[ATTACHMENT|path]], Messages' url, the HTML page's
  src, data-src and href) is a relative path to a file inside the folder, so the folder stays
  valid when moved.

The checkers are installed with pip into a virtual environment under .build/ the first time
(PyPI is reachable on CI machines). Exits 0 when every file passes, 1 otherwise, printing what failed.
"""
import json
import os
import re
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "report-validators")
PACKAGES = ["junitparser==5.0.3", "cucumber-messages==34.2.0", "cucumber-json-aggregator==0.1.0", "jsonschema==4.26.0",
            "xmlschema==4.3.2"]


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


def check_reference(folder, source, path, problems):
    """`path`, found in `source`, must be a relative path to a file inside `folder`."""
    if path.startswith("/") or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", path):
        problems.append(f"{source}: {path} is not a relative path: the folder breaks when moved")
        return
    target = os.path.realpath(os.path.join(folder, path))
    if not target.startswith(os.path.realpath(folder) + os.sep):
        problems.append(f"{source}: {path} points outside the report's folder")
    elif not os.path.isfile(target):
        problems.append(f"{source}: {path} names no file in the report's folder")


def check_junit(folder, report, problems):
    import xmlschema
    from junitparser import JUnitXml, Failure, Skipped
    schema = xmlschema.XMLSchema(os.path.join(ROOT, "Tools", "schemas", "junit.xsd"))
    for error in schema.iter_errors(os.path.join(folder, "junit.xml")):
        problems.append(f"junit.xml: not valid against Tools/schemas/junit.xsd: {error.reason} at {error.path}")
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
    attachments = 0
    for case in cases:
        for path in re.findall(r"\[\[ATTACHMENT\|([^\]]+)\]\]", case.system_out or ""):
            attachments += 1
            check_reference(folder, f"junit.xml ({case.name})", path, problems)
    print(f"junit.xml: {len(cases)} test cases, {len(failed)} failed, {len(skipped)} skipped, {attachments} attachments"
          " — valid against junit.xsd, parsed by junitparser")


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
    import jsonschema
    from cucumber_messages import Envelope, message_converter
    with open(os.path.join(ROOT, "Tools", "schemas", "cucumber-messages-attachment.schema.json"), encoding="utf-8") as handle:
        attachment_schema = jsonschema.Draft202012Validator(json.load(handle))
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
            if "attachment" in data:
                for error in attachment_schema.iter_errors(data["attachment"]):
                    problems.append(f"cucumber-messages.ndjson:{number}: attachment: {error.message}")
                if "url" in data["attachment"]:
                    check_reference(folder, f"cucumber-messages.ndjson:{number}", data["attachment"]["url"], problems)
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


def check_html(folder, problems):
    """The page's references to attachments are relative and name files inside the folder."""
    path = os.path.join(folder, "report.html")
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as handle:
        page = handle.read()
    references = set(re.findall(r'(?:src|data-src|href)="(attachments/[^"]*)"', page))
    for reference in sorted(references):
        check_reference(folder, "report.html", reference.replace("&amp;", "&"), problems)
    absolute = re.findall(r'(?:src|data-src|href)="((?:/|file:)[^"]*)"', page)
    if absolute:
        problems.append(f"report.html: absolute paths {absolute[:3]}")
    print(f"report.html: {len(page) / 1e6:.2f} MB, {len(references)} attachment files referred to by relative path")


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
                  lambda: check_cucumber_json(folder, problems), lambda: check_html(folder, problems)):
        try:
            check()
        except Exception as error:  # a consumer that cannot read the file is a failure too
            problems.append(f"{type(error).__name__}: {error}")
    for problem in problems:
        print("validate-reports: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
