import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("System apps an engine does not have")
struct SystemAppAvailabilityTests {
    /// An engine with only the app under test: no Settings, Safari or Springboard.
    private func bareDriver() -> InMemoryEngine {
        InMemoryEngine(app: launchEchoApp)
    }

    /// A generous app timeout, to show the failure does not wait for it.
    private let patient = ElementConfiguration(defaultTimeout: 20, actionTimeout: 20, appTimeout: 20)

    @Test(arguments: [
        ("launch", SystemBundleIdentifier.springboard),
        ("activate", SystemBundleIdentifier.settings),
        ("terminate", SystemBundleIdentifier.safari),
    ])
    func failsAtOnceWithAClearMessage(call: String, bundleID: String) {
        let app = BaseApp(bundleIdentifier: bundleID)
        var recorded: [RecordedFailure] = []
        let elapsed = measure {
            recorded = Failures.capture {
                withEngine(bareDriver()) {
                    ElementConfiguration.with(patient) {
                        switch call {
                        case "launch": app.launch()
                        case "activate": app.activate()
                        default: app.terminate()
                        }
                    }
                }
            }
        }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
        #expect(recorded.count == 1)
        let cause = appEngineFailure(recorded.first)
        #expect(cause?.isAppUnavailable == true)
        #expect(cause?.app == "BaseApp (\(bundleID))")
        #expect(cause?.engine == "in-memory")
        #expect(cause?.error.description.hasPrefix("The in-memory engine has no app App(\"\(bundleID)\")") == true)
    }

    @Test func waitingForAMissingAppFailsAtOnce() {
        var recorded: [RecordedFailure] = []
        let elapsed = measure {
            recorded = Failures.capture {
                withEngine(bareDriver()) {
                    ElementConfiguration.with(patient) { _ = Springboard().waitFor(state: .runningForeground) }
                }
            }
        }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
        let cause = appEngineFailure(recorded.first)
        #expect(cause?.isAppUnavailable == true)
        #expect(cause?.app == "Springboard (com.apple.springboard)")
        #expect(cause?.attempt == "wait for it to be running in the foreground")
    }

    @Test func readingTheStateOfAMissingAppSaysSo() {
        let recorded = failures(on: bareDriver()) { #expect(Safari().state == .unknown) }
        #expect(appEngineFailure(recorded.first)?.isAppUnavailable == true)
        #expect(appEngineFailure(recorded.first)?.attempt == "read its state")
    }

    @Test func determineIsFalseAtOnceForAMissingApp() {
        let elapsed = measure {
            withEngine(bareDriver()) {
                #expect(!SystemPreferences().determine(state: .runningForeground, timeout: 5))
            }
        }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
    }
}
