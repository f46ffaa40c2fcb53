import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("App lifecycle on the in-memory engine")
struct AppLifecycleTests {
    @Test func launchWaitsForTheForeground() {
        let driver = driverWithSystemApps(launched: false)
        let launched = expectNoFailures(on: driver) { App.shared.launch() }
        #expect(launched)
        #expect(expectNoFailures(on: driver) { App.shared.state() } == .runningForeground)
    }

    @Test func terminateBackgroundAndActivateReachTheirStates() {
        let driver = driverWithSystemApps()
        expectNoFailures(on: driver) {
            #expect(App.shared.background())
            #expect(App.shared.state == .runningBackground)
            #expect(App.shared.activate())
            #expect(App.shared.state == .runningForeground)
            #expect(App.shared.terminate())
            #expect(App.shared.state == .notRunning)
        }
        #expect(driver.actionLog == ["background App", "activate App", "terminate App"])
    }

    @Test func cleanLaunchAddsTheCleanArgumentAndAPlainLaunchRemovesIt() {
        let driver = driverWithSystemApps(launched: false)
        expectNoFailures(on: driver) {
            App.shared.launch(clean: true)
            #expect(App.shared.launchesClean)
            App.shared.launch(clean: false)
            #expect(!App.shared.launchesClean)
            App.shared.launch(clean: true)
        }
        #expect(driver.launchHistory.map(\.arguments) == [[LaunchKey.clean], [], [LaunchKey.clean]])
    }

    @Test func launchSendsTheLaunchSettingsInForce() {
        let driver = driverWithSystemApps(launched: false)
        let uuid = UUID()
        expectNoFailures(on: driver, settings: .forNewTest(uuid: uuid)) {
            App.shared.launchArguments.append("-Mock")
            App.shared.launchEnvironment["API"] = "local"
            App.shared.launch()
            #expect(Label(id: "UUID").value == uuid.uuidString)
        }
        #expect(driver.launchHistory.last?.arguments == ["-Mock"])
        #expect(driver.launchHistory.last?.environment == [LaunchKey.uuid: uuid.uuidString, "API": "local"])
    }

    @Test func waitForStatePasses() {
        let driver = driverWithSystemApps()
        expectNoFailures(on: driver) {
            #expect(App.shared.waitFor(state: .runningForeground))
            #expect(App.shared.determine(state: .runningForeground, timeout: 0))
            #expect(!App.shared.determine(state: .notRunning, timeout: 0))
        }
    }

    @Test func waitForStateNamesTheAppAndBothStates() {
        let driver = driverWithSystemApps()
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { App.shared.waitFor(state: .notRunning, timeout: 0.2) }
        #expect(recorded.count == 1)
        #expect(recorded.first?.line == line)
        #expect(recorded.first?.fileID.hasSuffix("AppLifecycleTests.swift") == true)
        let cause = recorded.first?.elementFailure
        guard case .timedOut(let expected, let observed) = cause?.reason else {
            Issue.record("expected a timed-out wait, got \(String(describing: recorded.first?.cause))")
            return
        }
        #expect(expected == "not running")
        #expect(observed == "running in the foreground")
        #expect(cause?.attempt == "App (the app under test) to be not running")
        #expect(cause?.timeout == 0.2)
        #expect(cause?.observations == ["Engine:    in-memory"])
        // The suite's one check of the text.
        #expect(recorded.first?.message == """
        Timed out after 0.20 s waiting for App (the app under test) to be not running.
          Expected:  not running
          Observed:  running in the foreground
          Engine:    in-memory
        """)
    }

    @Test func waitingForTheBackgroundAcceptsSuspension() {
        let driver = driverWithSystemApps()
        let recorded = failures(on: driver) { App.shared.waitFor(state: .runningBackground, timeout: 0.1) }
        #expect(recorded.first?.elementFailure?.expectedAndObserved?.expected == "running in the background (suspended or not)")
    }

    @Test func backgroundingAStoppedAppRetriesThenFailsWithTheReason() {
        let driver = driverWithSystemApps(launched: false)
        let recorded = failures(on: driver) { App.shared.background() }
        #expect(recorded.count == 1)
        let cause = recorded.first?.elementFailure
        guard case .engine(.notActionable(let reason)) = cause?.reason else {
            Issue.record("expected the engine's refusal, got \(String(describing: recorded.first?.cause))")
            return
        }
        #expect(reason == "App is not running")
        #expect(cause?.attempt == "send App (the app under test) to the background")
        #expect(cause?.timeout == 0.3, "retried until the deadline")
        #expect(cause?.observations == ["Engine:    in-memory"])
    }

    @Test func noEngineSaysHowToProvideOne() {
        let recorded = failures(on: nil) { App.shared.launch() }
        #expect(recorded.count == 1)
        #expect(recorded.first?.elementFailure?.kind == "noEngine")
        #expect(recorded.first?.elementFailure?.attempt == "launch App (the app under test)")
    }
}
