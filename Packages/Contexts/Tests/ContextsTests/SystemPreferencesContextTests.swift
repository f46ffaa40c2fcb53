import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("SystemPreferencesContext")
struct SystemPreferencesContextTests: SystemPreferencesContext {
    private func driver(log: EventLog = EventLog(), hasReset: Bool = true) -> InMemoryEngine {
        profileDriver(otherApps: [SystemBundleIdentifier.settings: settingsApp(log: log, hasReset: hasReset)])
    }

    @Test func resettingEveryPrivacyPrompt() throws {
        let log = EventLog()
        let driver = driver(log: log)
        expectNoFailures(on: driver) { resetAllPrivacyPrompts() }
        #expect(log.events == ["reset warnings"])
        #expect(try driver.state(of: .bundleIdentifier(SystemBundleIdentifier.settings)) == .notRunning)
        #expect(driver.actionLog.filter { $0.hasPrefix("tap") } == [
            "tap cell \"General\"", "tap cell \"Reset\"", "tap cell \"Reset Location & Privacy\"", "tap button \"Reset Warnings\"",
        ])
    }

    @Test func resettingStopsAtTheFirstStepThatFails() throws {
        let log = EventLog()
        let driver = driver(log: log, hasReset: false)
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { resetAllPrivacyPrompts() }
        expectFailure(recorded, at: line, is: """
        Could not tap Cell "Reset" within 0.30 s: it does not exist
          Query:     App("com.apple.Preferences") › Cell "Reset"
        """)
        #expect(log.events == [])
        #expect(try driver.state(of: .bundleIdentifier(SystemBundleIdentifier.settings)) == .runningForeground)
    }

    @Test func resettingOnAnEngineWithoutSettingsFailsAtOnce() {
        var recorded: [RecordedFailure] = []
        let line: UInt = #line + 1
        let elapsed = measure { recorded = failures(on: profileDriver()) { ElementConfiguration.with(.patient) { resetAllPrivacyPrompts() } } }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
        expectFailure(recorded, at: line, startingWith:
            "SystemPreferences (com.apple.Preferences) is not available on the in-memory engine, so the test cannot launch it.")
    }

    @Test func openingAndTerminatingSettings() {
        let driver = driver()
        expectNoFailures(on: driver) {
            openSystemPreferences()
            #expect(systemPreferencesRootScreen.determine(timeout: 0))
            terminateSystemPreferences()
            #expect(SystemPreferences().state == .notRunning)
        }
    }

    @Test func openingSettingsOnAnEngineWithoutIt() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { openSystemPreferences() }
        expectFailure(recorded, at: line, startingWith: "SystemPreferences (com.apple.Preferences) is not available")
    }

    @Test func terminatingSettingsOnAnEngineWithoutIt() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { terminateSystemPreferences() }
        expectFailure(recorded, at: line, startingWith: "SystemPreferences (com.apple.Preferences) is not available on the in-memory engine, so the test cannot terminate it.")
    }
}
