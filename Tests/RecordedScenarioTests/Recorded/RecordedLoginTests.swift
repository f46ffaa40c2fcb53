// Recorded by `tabtestkit record` from /.
// It uses the Screens recorded with it; passwords typed are placeholders (see below).
import Foundation
import TABTestKit

final class RecordedLoginTests: RecordedTestCase {
    /// What was typed into `welcomeScreen.passwordField`: recorded as a placeholder, never its value.
    /// TABTESTKIT_WELCOME_SCREEN_PASSWORD_FIELD replaces it.
    private var welcomeScreenPasswordFieldText: String {
        ProcessInfo.processInfo.environment["TABTESTKIT_WELCOME_SCREEN_PASSWORD_FIELD"] ?? "placeholder-welcomeScreenPasswordFieldText"
    }

    func test_recordedLogin() {
        Scenario("Recorded login") {
            Given(I: see(welcomeScreen))
            When(I: type("Someone", into: welcomeScreen.usernameField))
            And(I: type(welcomeScreenPasswordFieldText, into: welcomeScreen.passwordField))
            And(I: tap(welcomeScreen.loginButton))
            Then(I: see(profileScreen))
            When(I: tap(profileScreen.otherTab))
            Then(I: see(otherScreen))
            When(I: adjust(otherScreen.picker.wheel(0), to: "Blue"))
            And(I: tap(otherScreen.switch))
            And(I: adjust(otherScreen.slider, to: 0.8))
            And(I: open(path: "/table"))
            Then(I: see(tableScreen))
            When(I: tap(tableScreen.row3Cell))
            Then(I: see(detailScreen))
        }
    }
}

private extension RecordedLoginTests {
    /// Opens `path` in the app under test, relative to its base URL.
    func open(path: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        guard let url = URL(string: path) else {
            let cause = ElementFailure(.invalidArgument("it is not a URL"), attempt: "open \(path)", query: nil)
            return Failures.record(cause, fileID: fileID, filePath: filePath, line: line)
        }
        open(url, fileID: fileID, filePath: filePath, line: line)
    }
}
