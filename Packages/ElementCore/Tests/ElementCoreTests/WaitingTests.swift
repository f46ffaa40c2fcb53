import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Waiting for states")
struct WaitingTests {
    @Test func severalStatesShareOneDeadline() throws {
        let driver = app { InMemoryNode(.button, label: "Send").disabled() }
        var elapsed: TimeInterval = 0
        var reached = true
        let failures = failures(on: driver) {
            elapsed = measure {
                reached = Button(id: "Send").waitFor(.selected, .enabled, .hasKeyboardFocus, timeout: 1)
            }
        }
        #expect(!reached)
        #expect(elapsed >= 0.99, "it waited for the timeout")
        #expect(elapsed < 2.5, "three states, one deadline: not 3 × 1 s (took \(elapsed) s)")
        #expect(failures.count == 1, "one failure for the three states")
        #expect(failures.map(Cause.init) == [Cause(
            .timedOut(expected: "selected, enabled, has keyboard focus", observed: "exists, not selected, not enabled, has no keyboard focus"),
            attempt: "Button \"Send\" to be: selected, enabled, has keyboard focus", timeout: 1
        )])
        #expect(failures.first?.elementFailure?.query?.description == "App › Button \"Send\"")
    }

    @Test func determineSharesOneDeadlineToo() {
        let driver = app { InMemoryNode(.button, label: "Send").disabled() }
        withEngine(driver) {
            let elapsed = measure {
                #expect(!Button(id: "Send").determine(.selected, .enabled, .hasKeyboardFocus, timeout: 1))
            }
            #expect(elapsed < 2.5, "one deadline, not 3 × 1 s: took \(elapsed) s")
        }
    }

    @Test func missingElementMessage() throws {
        let driver = app { InMemoryNode(.button, label: "Other") }
        let message = try #require(messages(on: driver) { Button(id: "Later").waitFor(.exists) }.first)
        #expect(message == """
            Timed out after 0.30 s waiting for Button "Later" to be: exists.
              Query:     App › Button "Later"
              Expected:  exists
              Observed:  does not exist
            """)
    }

    @Test func wholeSecondsAreShownWithoutDecimals() throws {
        let driver = app { InMemoryNode(.button, label: "Other") }
        let message = try #require(messages(on: driver, configuration: ElementConfiguration(defaultTimeout: 1)) {
            Button(id: "Later").waitFor(.exists, timeout: 0)
        }.first)
        // How a timeout reads (the rest of the text is checked once, in `missingElementMessage`).
        #expect(message.hasPrefix("Timed out after 0 s waiting for Button \"Later\" to be: exists."))
    }

    @Test func missingAncestorIsObserved() throws {
        let driver = app { InMemoryNode(.button, label: "OK") }
        #expect(causes(on: driver) { Alert(id: "Nope").actionButton(withID: "OK").waitFor(.exists) } == [Cause(
            .timedOut(expected: "exists", observed: "does not exist (no match for Alert \"Nope\")"),
            attempt: "Button \"OK\" to be: exists", timeout: 0.3
        )])
    }

    @Test func ambiguityIsObserved() throws {
        let driver = app {
            InMemoryNode(.button, label: "OK")
            InMemoryNode(.button, label: "OK")
        }
        let cause = try #require(failures(on: driver) { Button(id: "OK").waitFor(.exists) }.first?.elementFailure)
        guard case .timedOut(let expected, let observed) = cause.reason else { Issue.record("not a timeout: \(cause.reason)"); return }
        #expect(expected == "exists")
        #expect(observed.hasPrefix("2 elements match Button \"OK\""), "\(observed)")
        #expect(cause.observations.contains("  [0] button \"OK\" at (0, 0, 390×44)"), "\(cause.observations)")
        #expect(cause.observations.contains("  [1] button \"OK\" at (0, 44, 390×44)"), "\(cause.observations)")
    }

    @Test func waitForNot() throws {
        let driver = app {
            InMemoryNode(.button, label: "Spinner")
            InMemoryNode(.button, label: "Send").disabled()
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Send").waitFor(not: .enabled))
            #expect(Button(id: "Missing").waitFor(not: .exists))
            #expect(Button(id: "Send").waitFor(not: .selected, .enabled))
        }
        #expect(causes(on: driver) { Button(id: "Spinner").waitFor(not: .exists) }
            == [Cause(.timedOut(expected: "not exists", observed: "exists"), attempt: "Button \"Spinner\" to not be: exists", timeout: 0.3)])
        // "Not in any of the states": one state still holding is enough to fail.
        #expect(messages(on: driver) { Button(id: "Spinner").waitFor(not: .selected, .enabled) }.count == 1)
    }

    @Test func waitForNotSucceedsWhenTheNodeGoesLater() {
        let driver = app { InMemoryNode(.button, label: "Spinner") }
        driver.update { ui in ui.after(0.1) { ui in ui.remove("Spinner") } }
        expectNoFailures(on: driver, configuration: ElementConfiguration(defaultTimeout: 5)) {
            #expect(Button(id: "Spinner").waitFor(not: .exists))
        }
    }

    @Test func determineNeverRecordsAFailure() {
        let driver = app { InMemoryNode(.button, label: "Send").disabled() }
        var results: [Bool] = []
        let recorded = messages(on: driver) {
            results.append(Button(id: "Nope").determine(.exists, timeout: 0.1))
            results.append(Button(id: "Send").determine(.enabled, timeout: 0.1))
            results.append(Button(id: "Send").determine(.exists))
            results.append(Button(id: "Send").determine(not: .exists, timeout: 0.1))
            results.append(Button(id: "Send").determine(not: .enabled, timeout: 0))
            results.append(Button(id: "Nope").determine(states: [], timeout: 0))
        }
        #expect(recorded.isEmpty)
        #expect(results == [false, false, true, false, true, false])
    }

    @Test func noStatesMeansExists() {
        let driver = app { InMemoryNode(.button, label: "Here") }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Here").waitFor(states: []))
            #expect(Button(id: "Here").determine(states: [], timeout: 0))
        }
        #expect(causes(on: driver) { Button(id: "Gone").waitFor(states: []) }.map(\.reason)
            == [.timedOut(expected: "exists", observed: "does not exist")])
    }

    @Test func waitingSucceedsWhenTheNodeAppearsLater() {
        let driver = app { InMemoryNode(.other, label: "Loading") }
        driver.update { ui in
            ui.after(0.2) { ui in ui.add(InMemoryNode(.button, label: "Retry")) }
        }
        expectNoFailures(on: driver, configuration: ElementConfiguration(defaultTimeout: 5)) {
            #expect(!Button(id: "Retry").exists)
            #expect(Button(id: "Retry").waitFor(.exists, .hittable))
        }
    }

    @Test func waitingIsEventDriven() {
        let driver = app { InMemoryNode(.other, label: "Loading") }
        // Poll only every 30 s: returning sooner proves that the change woke the wait up.
        let slowPolling = ElementConfiguration(defaultTimeout: 20, pollIntervals: [30])
        var elapsed: TimeInterval = 0
        driver.update { ui in
            ui.after(0.2) { ui in ui.add(InMemoryNode(.button, label: "Retry"), to: "Loading") }
        }
        expectNoFailures(on: driver, configuration: slowPolling) {
            elapsed = measure { #expect(Button(id: "Retry").waitFor(.exists)) }
        }
        #expect(elapsed >= 0.15)
        #expect(elapsed < 10, "returned \(elapsed) s after a change at 0.2 s, with a 20 s timeout and 30 s polls")
    }

    @Test func noStatesReachedAtTimeoutZeroChecksOnce() {
        let driver = app { InMemoryNode(.button, label: "Here") }
        let slow = ElementConfiguration(defaultTimeout: 20)
        let elapsed = measure {
            #expect(messages(on: driver, configuration: slow) { Button(id: "Gone").waitFor(.exists, timeout: 0) }.count == 1)
        }
        #expect(elapsed < 10, "timeout 0 checks once instead of waiting for the 20 s default")
    }

    @Test func updateFromTheTestWakesUpWaits() {
        let driver = app { InMemoryNode(.button, label: "Send").disabled() }
        let slowPolling = ElementConfiguration(defaultTimeout: 20, pollIntervals: [30])
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            driver.update { ui in ui.setEnabled(true, "Send") }
        }
        var elapsed: TimeInterval = 0
        expectNoFailures(on: driver, configuration: slowPolling) {
            elapsed = measure { #expect(Button(id: "Send").waitFor(.enabled)) }
        }
        #expect(elapsed < 10, "woken by the update, not by a 30 s poll")
    }

    @Test func pollerChecksAtLeastOnceAndStopsAtTheDeadline() {
        let driver = app { InMemoryNode(.button, label: "Here") }
        var calls = 0
        let value: Int? = Poller(engine: driver, timeout: 0).poll { calls += 1; return nil }
        #expect(value == nil)
        #expect(calls == 1)
        var attempts = 0
        let found = Poller(engine: driver, timeout: 1, intervals: [0.01]).poll { () -> Int? in
            attempts += 1
            return attempts == 3 ? 42 : nil
        }
        #expect(found == 42)
        #expect(Poller(engine: driver, timeout: 1, intervals: []).intervals == [0.1])
    }
}
