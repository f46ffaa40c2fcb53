import ElementCore
import Foundation
import InMemoryDriver
import SystemApps
import Testing

@Suite("System apps an engine does not have")
struct SystemAppAvailabilityTests {
    /// An engine with only the app under test: no Settings, Safari or Springboard.
    private func bareDriver() -> InMemoryDriver {
        InMemoryDriver(app: launchEchoApp)
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
                Engine.using(bareDriver()) {
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
        let message = recorded.first?.message ?? ""
        #expect(message.hasPrefix("BaseApp (\(bundleID)) is not available on the in-memory engine, so the test cannot"))
        #expect(message.contains("Reason:    The in-memory engine has no app App(\"\(bundleID)\")"))
    }

    @Test func waitingForAMissingAppFailsAtOnce() {
        var recorded: [RecordedFailure] = []
        let elapsed = measure {
            recorded = Failures.capture {
                Engine.using(bareDriver()) {
                    ElementConfiguration.with(patient) { _ = Springboard().waitFor(state: .runningForeground) }
                }
            }
        }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
        #expect(recorded.first?.message.hasPrefix(
            "Springboard (com.apple.springboard) is not available on the in-memory engine, so the test cannot wait for it to be running in the foreground."
        ) == true)
    }

    @Test func readingTheStateOfAMissingAppSaysSo() {
        let recorded = failures(on: bareDriver()) { #expect(Safari().state == .unknown) }
        #expect(recorded.first?.message.hasPrefix("Safari (com.apple.mobilesafari) is not available on the in-memory engine") == true)
    }

    @Test func determineIsFalseAtOnceForAMissingApp() {
        let elapsed = measure {
            Engine.using(bareDriver()) {
                #expect(!SystemPreferences().determine(state: .runningForeground, timeout: 5))
            }
        }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
    }
}
