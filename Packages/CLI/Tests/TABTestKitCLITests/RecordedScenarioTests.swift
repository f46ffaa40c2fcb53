import ElementCore
import Foundation
import TABTestKitCLI
import Testing
import WebDriver

@Suite("From a recording to a scenario")
struct RecordedScenarioBuilderTests {
    /// The login page, with `target` set on the node at `target`.
    static func login(target: Int, username: String = "") -> PageTree {
        var builder = TreeBuilder()
        builder.add(0, .other, id: "WelcomeHeader", label: "Welcome", role: "heading")   // 0
        builder.add(0, .textField, id: "UsernameField", label: "Username", value: username) // 1
        builder.add(0, .secureTextField, id: "PasswordField", label: "Password")   // 2
        builder.add(0, .button, id: "LoginButton", label: "Log in")                 // 3
        builder.add(1, .staticText, label: "Log in")                                // 4
        return builder.tree(url: "http://localhost:4321/?__tabtestkit=e30", target: target)
    }

    static func other(target: Int, picked: String = "Red") -> PageTree {
        var builder = TreeBuilder()
        builder.add(0, .other, id: "OtherHeader", label: "Other elements", role: "heading") // 0
        builder.add(0, .picker, id: "Picker", label: "Picker", value: picked)               // 1
        builder.add(0, .slider, id: "Slider", label: "Slider", value: "0.8")                // 2
        builder.add(0, .staticText, id: "Note", label: "A note")                            // 3
        return builder.tree(url: "http://localhost:4321/other", target: target)
    }

    static let recording = Recording(
        startURL: URL(string: "http://localhost:4321/") ?? URL(fileURLWithPath: "/"),
        events: [
            RecordedEvent(kind: .type, tree: login(target: 1, username: "Some"), url: "", initialText: "Some", text: "Someone"),
            RecordedEvent(kind: .type, tree: login(target: 2), url: "", isSecure: true),
            RecordedEvent(kind: .tap, tree: login(target: 4), url: ""),
            RecordedEvent(kind: .open, tree: nil, url: "http://localhost:4321/other"),
            RecordedEvent(kind: .change, tree: other(target: 1, picked: "Blue"), url: ""),
            RecordedEvent(kind: .change, tree: other(target: 2), url: ""),
            RecordedEvent(kind: .tap, tree: other(target: 3), url: ""),
            RecordedEvent(kind: .type, tree: login(target: 1), url: "", initialText: "Someone", text: "No one"),
        ],
        finalTree: login(target: 0)
    )

    @Test func theScenarioReplaysWhatWasDoneOnTheScreens() throws {
        let output = RecordedScenarioBuilder(name: "Log in", baseClass: "ExampleTestCase").build(Self.recording)
        #expect(output.screens.map(\.name) == ["WelcomeScreen", "OtherScreen"])
        #expect(output.scenario.className == "LogInTests")
        let text = output.scenario.render()
        let body = text.components(separatedBy: "Scenario(\"Log in\") {\n").last?.components(separatedBy: "\n        }").first
        #expect(body == """
                    Given(I: see(welcomeScreen))
                    When(I: type("one", into: welcomeScreen.usernameField))
                    And(I: type(welcomeScreenPasswordFieldText, into: welcomeScreen.passwordField))
                    And(I: tap(welcomeScreen.loginButton))
                    And(I: open(path: "/other"))
                    Then(I: see(otherScreen))
                    When(I: adjust(otherScreen.picker.wheel(0), to: "Blue"))
                    And(I: adjust(otherScreen.slider, to: 0.8))
                    Then(I: see(welcomeScreen))
                    When(I: delete(7, charactersFrom: welcomeScreen.usernameField))
                    And(I: type("No one", into: welcomeScreen.usernameField))
                    Then(I: see(welcomeScreen))
        """)
        #expect(text.contains("final class LogInTests: ExampleTestCase {"))
        #expect(text.contains("ProcessInfo.processInfo.environment[\"TABTESTKIT_WELCOME_SCREEN_PASSWORD_FIELD\"] ?? \"placeholder-welcomeScreenPasswordFieldText\""))
        #expect(text.contains("func open(path: String"), "the file opens paths, so it has the helper")
        #expect(text.contains(#"ElementFailure(.invalidArgument("it is not a URL"), attempt: "open \(path)", query: nil)"#),
                "a path that is no URL fails with a typed cause (invalidArgument in report.json), not a text")
        #expect(output.warnings.count == 1, "the tap on a text with nothing tappable around it is left out: \(output.warnings)")
    }

    @Test func theFilesAreTheScreensByNameThenTheScenario() {
        let output = RecordedScenarioBuilder().build(Self.recording)
        #expect(output.files(importedModule: "TABTestKit").map(\.name) == ["OtherScreen.swift", "WelcomeScreen.swift", "RecordedTests.swift"])
    }

    @Test func keywordsFollowTheRoleOfEachStep() {
        let file = ScenarioFile(header: [], importedModule: "TABTestKit", className: "XTests", baseClass: "TABTestCase", testName: "test_x",
                                title: "X", steps: [.init(.context, "I", "see(a)"), .init(.context, "the", "b()"), .init(.action, "I", "tap(c)"),
                                                    .init(.outcome, "I", "see(d)"), .init(.outcome, "I", "see(e)")])
        #expect(file.render().contains("""
                    Given(I: see(a))
                    And(the: b())
                    When(I: tap(c))
                    Then(I: see(d))
                    And(I: see(e))
        """))
    }
}
