import Foundation
import Testing
@testable import TestRuntime

private enum Counter: TestContextKey { static let defaultValue = 0 }
private enum Label: TestContextKey { static let defaultValue = "none" }

@Suite("The test context")
struct TestContextTests {
    @Test("A scoped value is seen inside the scope only, in sync and async code")
    func scoping() async {
        #expect(TestContext.current[Counter.self] == 0)
        TestContext.with({ $0[Counter.self] = 3 }) {
            #expect(TestContext.current[Counter.self] == 3)
            TestContext.with({ $0[Label.self] = "inner" }) {
                #expect(TestContext.current[Counter.self] == 3, "an inner scope keeps the outer values")
                #expect(TestContext.current[Label.self] == "inner")
            }
            #expect(TestContext.current[Label.self] == "none")
        }
        await TestContext.with({ $0[Counter.self] = 5 }) {
            await Task.yield()
            #expect(TestContext.current[Counter.self] == 5)
        }
        #expect(TestContext.current[Counter.self] == 0)
    }

    @Test("Parallel tasks each see their own value")
    func parallel() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<20 {
                group.addTask {
                    await TestContext.with({ $0[Counter.self] = index }) {
                        try? await Task.sleep(nanoseconds: 1_000_000)
                        return TestContext.current[Counter.self] == index
                    }
                }
            }
            for await seenOwn in group { #expect(seenOwn) }
        }
    }

    @Test("The process default applies where no scope sets a value")
    func processDefault() {
        enum Fresh: TestContextKey { static let defaultValue = "built-in" }
        #expect(TestContext.current[Fresh.self] == "built-in")
        TestContext.setDefault("process", for: Fresh.self)
        #expect(TestContext.current[Fresh.self] == "process")
        TestContext.with({ $0[Fresh.self] = "scoped" }) {
            #expect(TestContext.current[Fresh.self] == "scoped")
            #expect(TestContext.current.sets(Fresh.self))
        }
        #expect(!TestContext.current.sets(Fresh.self))
    }

    @Test("A call site scoped with CallSite.with is the current one")
    func callSite() {
        #expect(CallSite.current == nil)
        CallSite.with(fileID: "M/F.swift", filePath: "/F.swift", line: 9, column: 2) {
            #expect(CallSite.current?.line == 9)
            #expect(CallSite.current(or: CallSite()).fileIDText == "M/F.swift")
        }
    }
}

@Suite("The failure path")
struct FailurePathTests {
    @Test("A failure raised in a step's context names the step, points at it, and says where the call was")
    func stepAnnotation() throws {
        let stepSite = CallSite(fileID: "App/Steps.swift", filePath: "/App/Steps.swift", line: 12, column: 5)
        let (_, failures) = TestFailures.capture {
            TestContext.with({
                $0.step = StepInfo(keyword: "When", name: "When I tap(ok)", site: stepSite)
                $0.scenario = ScenarioInfo(description: "Confirming", site: stepSite)
            }) {
                TestFailures.record("Button \"OK\" does not exist.", at: CallSite(fileID: "App/Lib.swift", filePath: "/App/Lib.swift", line: 40, column: 1))
            }
        }
        let failure = try #require(failures.first)
        #expect(failure.location.line == 12)
        #expect(failure.fullMessage == """
        Button "OK" does not exist.
          Step:      When I tap(ok)
          Scenario:  Confirming
          Called at: App/Lib.swift:40
        """)
    }

    @Test("Captured failures are kept, not reported, and want no evidence")
    func capture() {
        let (value, failures) = TestFailures.capture { () -> Int in
            #expect(!TestFailures.wantsEvidence)
            TestFailures.record("one", at: CallSite())
            return 1
        }
        #expect(value == 1)
        #expect(failures.map(\.message) == ["one"])
        #expect(TestFailures.wantsEvidence)
    }

    @Test("A failure outside any sink reaches Swift Testing once")
    func reachesSwiftTesting() {
        withKnownIssue {
            TestFailures.record("reported on purpose", at: CallSite())
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["reported on purpose"]
        }
    }
}

@Suite("Secrets and printable text")
struct SecretsTests {
    @Test("Registered secrets are masked everywhere, longest first")
    func masking() {
        Secrets.register("S3cr3t-XYZ-123")
        Secrets.register("S3cr3t")
        #expect(Secrets.mask("typed S3cr3t-XYZ-123 and S3cr3t") == "typed ••• and •••")
        #expect(Failure(message: "saw S3cr3t-XYZ-123", origin: CallSite()).message == "saw •••")
        #expect(Secret("p4ssw0rd-lit").description == "•••")
        #expect(Secrets.mask("p4ssw0rd-lit") == "•••")
    }

    @Test("Texts too short to be told apart are not registered")
    func shortTexts() {
        Secrets.register("ab")
        #expect(Secrets.mask("a table") == "a table")
        #expect(!Secrets.isRegistered("ab"))
    }

    @Test("Control characters are escaped; newlines and tabs stay")
    func terminal() {
        #expect(TerminalText.sanitize("ok\u{1B}[2Jgone\r\u{7}\tx\ny") == "ok\\u{1B}[2Jgone\\u{D}\\u{7}\tx\ny")
        #expect(TerminalText.sanitize("plain é ✓") == "plain é ✓")
        #expect(TerminalText.sanitize("a\u{202E}b") == "a\\u{202E}b")
    }
}
