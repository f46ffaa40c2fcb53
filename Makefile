# TABTestKit, modular — developer entry points. `make help` lists them.
SHELL := /bin/bash
SWIFT ?= swift
PACKAGES := ElementCore BDD XCUIStyleExtensions WebDriver XCUIDriver Biometrics SystemApps Contexts TABTestKit
REPORT_DIR ?= reports

.DEFAULT_GOAL := help
.PHONY: help install-browser build test test-fast check-packages check-manifests check-apple demo bench docs clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

install-browser: ## Install chromium and chromedriver when missing (Debian packages)
	@bash Tools/install-browser.sh

build: ## Build every package through the root manifest
	$(SWIFT) build

test: install-browser ## The whole test suite, real-browser tests included
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build 2>&1 | tee $(REPORT_DIR)/.last-test.log; exit $${PIPESTATUS[0]}

test-fast: ## Only the in-memory and unit tests (no browser)
	$(SWIFT) test --skip "ExampleSuite|RealBrowser|WebDriverEngineTests|WebDriverClientTests"

check-manifests: ## Check the root manifest matches the packages' own manifests
	@python3 Tools/check-manifests.py

check-packages: check-manifests ## Build each package alone, so none uses what it does not declare
	@set -e; for p in $(PACKAGES); do \
	  echo "== Packages/$$p"; \
	  $(SWIFT) build --package-path Packages/$$p --build-tests 2>&1 | grep -E "error|warning: .*\.swift|Compiling|Build complete" | grep -v "^\[" || true; \
	  $(SWIFT) build --package-path Packages/$$p --build-tests > /dev/null 2>&1 || { echo "Packages/$$p does not build alone"; $(SWIFT) build --package-path Packages/$$p --build-tests 2>&1 | tail -30; exit 1; }; \
	done; echo "All packages build alone."

check-apple: ## List Apple-only files and whether this machine type-checks them
	@python3 Tools/check-apple.py

demo: install-browser ## Run the example suite against the example app in headless Chromium and show the report
	$(SWIFT) build --build-tests --product TABTestKitPackageTests 2>/dev/null || $(SWIFT) build --build-tests
	@mkdir -p $(REPORT_DIR)
	TABTESTKIT_REPORT=$(REPORT_DIR)/example-suite.json $(SWIFT) test --skip-build --filter ExampleSuite 2>&1 | tee $(REPORT_DIR)/demo.log | grep -E "^(Test Suite|◇|✔|✘|↷)|passed|failed" | tail -5 || true
	$(SWIFT) run tabtestkit-report $(REPORT_DIR)/example-suite.json --html $(REPORT_DIR)/example-suite.html

bench: install-browser ## Benchmarks: in-memory query time, web action requests and latency
	$(SWIFT) run -c release tabtestkit-bench

clean: ## Remove build products
	rm -rf .build $(REPORT_DIR) Packages/*/.build Tests/ExampleApp/.build
