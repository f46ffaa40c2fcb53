# TABTestKit, modular — developer entry points. `make help` lists them.
SHELL := /bin/bash
SWIFT ?= swift
REPORT_DIR ?= reports
# Suites that start browsers run one after another: on two cores, many Chromium instances
# starting at once can fail to start. Override with `make test TEST_FLAGS=` to run in parallel.
TEST_FLAGS ?= --no-parallel

.DEFAULT_GOAL := help
.PHONY: help install-browser build test test-fast conformance faults parallel-check check-secrets check-runtime check-packages check-manifests check-apple demo bench bench-peers docs clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

install-browser: ## Install chromium and chromedriver when missing (Debian packages)
	@bash Tools/install-browser.sh

build: ## Build every package through the root manifest
	$(SWIFT) build

# The whole suite needs WebKit too (its tests must run, not be skipped), so `test` installs it.
test: ## The whole test suite, real-browser tests included (Chromium and WebKit); needs nothing outside the clone
	@bash Tools/install-browser.sh --webkit
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory check-runtime
	@mkdir -p $(REPORT_DIR)
	@# On failure, Tools/test-summary.py repeats each failing test and its message at the end,
	@# where a reader (or CI's tail) sees it, instead of in the middle of parallel output.
	TABTESTKIT_REQUIRE_WEBKIT=1 $(SWIFT) test --skip-build $(TEST_FLAGS) --skip ReportingFixture --skip PeerBenchSuite --skip CLIFixture --skip TodoMVCConformance --skip GherkinConformanceTests --skip CucumberExpressionsConformanceTests 2>&1 | tee $(REPORT_DIR)/.last-test.log; \
	  status=$${PIPESTATUS[0]}; if [ $$status -ne 0 ]; then python3 Tools/test-summary.py $(REPORT_DIR)/.last-test.log; fi; exit $$status

faults: install-browser ## Faults mid-test (browser, driver, app server, remote, app URL): each fails fast, the next test passes
	@$(SWIFT) build --build-tests > $(REPORT_DIR)/build.log 2>&1 || { tail -40 $(REPORT_DIR)/build.log; exit 1; }
	@bash Tools/faults.sh

parallel-check: install-browser ## Tests in parallel against the in-process example app, 5 times in a row
	@$(SWIFT) build --build-tests > $(REPORT_DIR)/build.log 2>&1 || { tail -40 $(REPORT_DIR)/build.log; exit 1; }
	@bash Tools/parallel-check.sh

check-secrets: install-browser ## Type literal passwords in real Chromium, then search every output of the run for them
	@$(SWIFT) build --build-tests > $(REPORT_DIR)/build.log 2>&1 || { tail -40 $(REPORT_DIR)/build.log; exit 1; }
	@bash Tools/check-secrets.sh

test-fast: ## Only the in-memory and unit tests (no browser)
	$(SWIFT) test --skip "ExampleSuite|RealBrowser|WebDriverEngineTests|WebDriverClientTests|PeerBenchSuite|Reporting(Fixture|Acceptance)|FaultTests|ParallelTests|GeneratedScreensTests|RecordedScenarioTests|CLIFixture|CLIAcceptanceTests|TodoMVCConformance"

# The page runtime's JavaScript: `node --check` on every file and on the assembled runtime,
# then its JS tests in real headless Chromium. Fails (never skips) when node or the browser is missing.
check-runtime: ## Syntax-check the web page runtime (JavaScript) and run its JS tests in Chromium
	@command -v node >/dev/null || { echo "check-runtime needs node (Debian package nodejs)"; exit 1; }
	node Packages/WebDriver/Tests/RuntimeJS/run.mjs

check-manifests: ## Check the root manifest matches the packages' own manifests, and Docs/Architecture.md's package graph matches them
	@python3 Tools/check-manifests.py
	@python3 Tools/check-architecture.py
	@test -d .build/debug/Modules || $(SWIFT) build
	@python3 Tools/public-api.py --check

# Each package builds alone, with only what its manifest declares. The packages that need
# WebDriver (and so SwiftNIO) share one scratch folder, built in dependency order: each one
# declares everything built before it, so sharing cannot hide a missing declaration, and NIO is
# compiled once instead of five times. CLI, last, is the one exception: it declares WebDriver but
# neither Biometrics nor TABTestKit, and must import neither.
LIGHT_PACKAGES := TestRuntime ElementCore BDD XCUIStyleExtensions XCUIEngine SystemApps Contexts Reporting Gherkin GherkinRunner InProcessEngine PageObjects
WEB_CHAIN := WebDriver Biometrics TABTestKit CLI
check-packages: check-manifests ## Build each package alone, so none uses what it does not declare
	@set -e; for p in $(LIGHT_PACKAGES); do \
	  echo "== Packages/$$p"; \
	  $(SWIFT) build --package-path Packages/$$p --build-tests > .build-check.log 2>&1 \
	    || { echo "Packages/$$p does not build alone:"; tail -30 .build-check.log; exit 1; }; \
	done; \
	for p in $(WEB_CHAIN); do \
	  echo "== Packages/$$p"; \
	  $(SWIFT) build --package-path Packages/$$p --scratch-path .build-packages --build-tests > .build-check.log 2>&1 \
	    || { echo "Packages/$$p does not build alone:"; tail -30 .build-check.log; exit 1; }; \
	done; rm -f .build-check.log; echo "All packages build alone."

# Apple-only code, compiled unchanged by swiftc as macOS/iOS/tvOS... see it, against stand-ins of
# Apple's modules and the Linux build's modules; each check then proves, by injecting a type
# error into a copy of its Apple-only files, that it really compiles them (Docs/Architecture.md).
check-apple: ## Type-check the Apple-only code on Linux (every check must pass)
	@mkdir -p $(REPORT_DIR)
	@$(SWIFT) build > $(REPORT_DIR)/build.log 2>&1 || { tail -40 $(REPORT_DIR)/build.log; exit 1; }
	@python3 Tools/check-apple.py

# Other projects' data and apps, read in place at ../shared/conformance (Tools/conformance/run.sh):
# Cucumber's conformance data, web-platform-tests' accessible-name and role pages compared with
# Chromium, and third-party TodoMVC apps. `make conformance PARTS=wpt` runs one part.
PARTS ?=
conformance: ## Conformance against other projects' tests and apps (needs ../shared/conformance)
	@mkdir -p $(REPORT_DIR)
	@bash Tools/install-browser.sh
	@bash Tools/conformance/run.sh $(PARTS)

demo: install-browser ## Run the example suite against the example app in headless Chromium and show the report
	@mkdir -p $(REPORT_DIR)
	@echo "Building (the first build takes several minutes; progress in $(REPORT_DIR)/build.log)…"
	@$(SWIFT) build --build-tests > $(REPORT_DIR)/build.log 2>&1 || { tail -40 $(REPORT_DIR)/build.log; exit 1; }
	@echo "Running the example suite against the example app in headless Chromium…"
	@rm -rf $(REPORT_DIR)/example-suite
	@TABTESTKIT_REPORT_DIR=$(REPORT_DIR)/example-suite TABTESTKIT_SCREENSHOTS=every-step TABTESTKIT_REPORT_NAME=ExampleSuite \
	  $(SWIFT) test --skip-build --filter ExampleSuite 2>&1 | tee $(REPORT_DIR)/demo.log | grep --line-buffered -E "^ *(✔|✘|↷) " || true
	@echo
	@$(SWIFT) run --skip-build tabtestkit-report $(REPORT_DIR)/example-suite/report.json --color never | tail -1 || true
	@echo "HTML report: $(REPORT_DIR)/example-suite/report.html (opens from disk; a test's screenshots load when it is opened)"
	@echo "Also there: junit.xml, cucumber.json, cucumber-messages.ndjson, report.json; attachments/ holds every file once"
	@cd $(REPORT_DIR)/example-suite && echo "Sizes: folder $$(du -sh . | cut -f1), attachments/ $$(du -sh attachments 2>/dev/null | cut -f1), report.html $$(du -h report.html | cut -f1)" || true

bench: install-browser ## Benchmarks: in-memory query time, web action requests and latency, resolution at 100–50k rows beside Playwright, report opening
	$(SWIFT) run -c release tabtestkit-bench
	@# How fast the example suite's HTML report opens in Chromium (after `make demo`; skipped without it).
	@python3 Tools/report-open-bench.py $(REPORT_DIR)/example-suite

# The same scenario suite in TABTestKit, Playwright-Python and Selenium-Python, timed round-robin
# on the system Chromium, then Playwright's TodoMVC tests on eight third-party apps in TABTestKit
# and Playwright-Python, once each (Tools/BenchPeers/README.md). `make bench-peers ROUNDS=5`,
# `make bench-peers BENCH_PEERS_FLAGS="--configs debug,release"`, `BENCH_PEERS_FLAGS="--todomvc off"`.
ROUNDS ?= 3
BENCH_PEERS_FLAGS ?=
bench-peers: ## TABTestKit vs Playwright-Python vs Selenium-Python: our suite (ROUNDS=3) and TodoMVC, same Chromium
	@bash Tools/BenchPeers/bench-peers.sh --rounds $(ROUNDS) $(BENCH_PEERS_FLAGS)

clean: ## Remove build products
	rm -rf .build .build-packages $(REPORT_DIR)/*.json $(REPORT_DIR)/*.html $(REPORT_DIR)/example-suite Packages/*/.build Tests/ExampleApp/.build
