import BDD
import Foundation
import Testing

/// What the console reporter prints is safe for a terminal and holds no secret: page text
/// with escape sequences, bells or carriage returns is shown escaped.
@Suite("Console output is printable")
struct ConsoleSafetyTests {
    static let hostile = "Title\u{1B}]0;pwned\u{07}\u{1B}[2J\rOverwritten\u{202E}desrever"

    func record(_ outcome: StepOutcome, name: String) -> StepRecord {
        StepRecord(keyword: .then, label: .the, name: name, scenario: "S",
                   fileID: "App/T.swift", filePath: "/App/T.swift", line: 3, column: 5,
                   function: "t()", depth: 0, startTime: Date(), duration: 0.1, outcome: outcome)
    }

    @Test func controlCharactersFromPagesNeverReachTheTerminal() {
        let lines = ConsoleStepReporter.lines(for: record(.failed(["Expected \"A\", got \"\(Self.hostile)\""]), name: "Then the value(of: title, is: \"\(Self.hostile)\")"))
        let scenario = ScenarioRecord(description: Self.hostile, fileID: "App/T.swift", filePath: "/App/T.swift", line: 1, column: 1,
                                      startTime: Date(), duration: 1, steps: [], outcome: .passed)
        for line in lines + [ConsoleStepReporter.line(for: scenario)] {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(line.debugDescription)")
            #expect(!line.contains("\u{202E}"), "\(line.debugDescription)")
            #expect(line.contains("\\u{1B}"), "escaped, not dropped: \(line.debugDescription)")
        }
    }

    @Test func scenarioStartsArePrintableToo() {
        let printed = Locked<[String]>([])
        let reporter = ConsoleStepReporter { line in printed.withLock { $0.append(line) } }
        reporter.scenarioWillStart(ScenarioRecord(description: Self.hostile, fileID: "App/T.swift", filePath: "/App/T.swift",
                                                  line: 1, column: 1, startTime: Date(), duration: 0, steps: [], outcome: .passed))
        #expect(printed.current.count == 1)
        #expect(!printed.current.joined().contains("\u{1B}"))
    }

    @Test func registeredSecretsAreMaskedInEveryLine() {
        let secret = "console-s3cr3t-\(UUID().uuidString.prefix(6))"
        Secrets.register(secret)
        let lines = ConsoleStepReporter.lines(for: record(.failed(["typed \(secret)"]), name: "When I type(\"\(secret)\", into: password)"))
        #expect(!lines.joined().contains(secret), "\(lines)")
    }
}
