import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("AppContext")
struct AppContextTests: AppContext {
    @Test func backgroundAndForeground() {
        let driver = profileDriver()
        expectNoFailures(on: driver) {
            backgroundTheApp()
            #expect(App.shared.state == .runningBackground)
            foregroundTheApp()
            #expect(App.shared.state == .runningForeground)
        }
    }

    @Test func backgroundingAnAppThatIsNotRunning() {
        let line: UInt = #line + 1
        let recorded = failures(on: InMemoryEngine(app: profileApp(), launched: false)) { backgroundTheApp() }
        expectFailure(recorded, at: line, is: """
        Could not send App (the app under test) to the background within 0.30 s: not actionable: App is not running
          Engine:    in-memory
        """)
    }

    @Test func foregroundingWithoutAnEngine() {
        let line: UInt = #line + 1
        let recorded = failures(on: nil) { foregroundTheApp() }
        expectFailure(recorded, at: line, kind: "noEngine", attempt: "bring App (the app under test) to the foreground")
    }

    @Test func terminating() {
        expectNoFailures(on: profileDriver()) {
            terminateTheApp()
            #expect(App.shared.state == .notRunning)
        }
    }

    @Test func terminatingWithoutAnEngine() {
        let line: UInt = #line + 1
        let recorded = failures(on: nil) { terminateTheApp() }
        expectFailure(recorded, at: line, kind: "noEngine", attempt: "terminate App (the app under test)")
    }

    @Test func launchingCleanAndNot() {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        expectNoFailures(on: driver) {
            launchTheApp(clean: true)
            launchTheApp()
        }
        #expect(driver.launchHistory.map(\.arguments) == [[LaunchKey.clean], []])
    }

    @Test func aLaunchTheEngineRefuses() {
        let driver = LimitedDriver(InMemoryEngine(app: profileApp()), launchError: .engineFailure("the browser is gone"))
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { launchTheApp(clean: true) }
        expectFailure(recorded, at: line, is: """
        Could not launch App (the app under test): the browser is gone
          Engine:    limited
        """)
    }

    @Test func relaunchingKeepsTheSettingsButIsNotClean() {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        expectNoFailures(on: driver) {
            App.shared.launchArguments = ["-Mock"]
            launchTheApp(clean: true)
            relaunchTheApp()
        }
        #expect(driver.launchHistory.map(\.arguments) == [["-Mock", LaunchKey.clean], ["-Mock"]])
        #expect(driver.actionLog == ["launch App", "terminate App", "launch App"])
    }

    @Test func relaunchingAnAppTheEngineCannotLaunch() {
        let driver = LimitedDriver(InMemoryEngine(app: profileApp()), launchError: .unsupported("no app here"))
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { relaunchTheApp() }
        expectFailure(recorded, at: line, is: """
        App (the app under test) is not available on the limited engine, so the test cannot launch it.
          Engine:    limited
          Reason:    no app here
        """)
    }

    @Test func waitingForAState() {
        expectNoFailures(on: profileDriver()) {
            waitForApp(toBe: .runningForeground)
            backgroundTheApp()
            waitForApp(toBe: .runningBackground, timeout: 1)
        }
    }

    @Test func waitingForAStateThatNeverComes() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { waitForApp(toBe: .notRunning, timeout: 0.1) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.10 s waiting for App (the app under test) to be not running.
          Expected:  not running
          Observed:  running in the foreground
          Engine:    in-memory
        """)
    }

    @Test func openingSafari() {
        let driver = profileDriver(otherApps: [SystemBundleIdentifier.safari: InMemoryApp { InMemoryNode(.textField, id: "Address") }])
        expectNoFailures(on: driver) {
            openSafari()
            #expect(Safari().state == .runningForeground)
        }
    }

    @Test func openingSafariOnAnEngineWithoutIt() {
        var recorded: [RecordedFailure] = []
        let line: UInt = #line + 1
        let elapsed = measure { recorded = failures(on: profileDriver()) { ElementConfiguration.with(.patient) { openSafari() } } }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
        expectFailure(recorded, at: line, is: """
        Safari (com.apple.mobilesafari) is not available on the in-memory engine, so the test cannot bring it to the foreground.
          Engine:    in-memory
          Reason:    The in-memory engine has no app App("com.apple.mobilesafari"): pass it to InMemoryEngine(app:otherApps:).
        """)
    }
}
