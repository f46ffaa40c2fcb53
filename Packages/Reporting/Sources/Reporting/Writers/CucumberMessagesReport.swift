import Foundation

/// The run as Cucumber Messages (NDJSON: one message per line), the protocol Cucumber's own
/// tools (the HTML formatter, reports services) read.
///
/// Each test becomes a Gherkin source (`Feature: <test>` with one `Scenario` per scenario and its
/// steps as written; for a scenario of a `.feature` file, its feature, tags and lines), its document and pickles, then the test-case, test-step and
/// attachment messages of the run.
public struct CucumberMessagesReport: Sendable {
    /// Reads an attachment's content by its report path.
    public typealias AttachmentLoader = @Sendable (AttachmentReport) -> Data?

    private let load: AttachmentLoader

    /// Creates a renderer; `load` reads attachments to send their bodies. By default none are
    /// read: each attachment message names its file by `url`, relative to the report's folder.
    public init(load: @escaping AttachmentLoader = { _ in nil }) {
        self.load = load
    }

    /// The NDJSON text.
    public func render(_ report: RunReport) throws -> String {
        var builder = MessageBuilder(load: load)
        builder.emit(["meta": [
            "protocolVersion": "27.0.0",
            "implementation": ["name": "TABTestKit", "version": "1.0.0"],
            "runtime": ["name": "swift", "version": "6"],
            "os": ["name": ProcessInfo.processInfo.operatingSystemVersionString],
            "cpu": ["name": Self.cpu],
        ] as [String: Any]])
        let runID = builder.nextID()
        builder.emit(["testRunStarted": ["timestamp": Self.timestamp(report.startTime), "id": runID] as [String: Any]])
        for test in report.tests where !test.scenarios.isEmpty {
            builder.add(test, runID: runID)
        }
        let end = report.startTime.addingTimeInterval(report.duration)
        builder.emit(["testRunFinished": [
            "success": !report.hasFailures, "timestamp": Self.timestamp(end), "testRunStartedId": runID,
        ] as [String: Any]])
        return try builder.lines.map { line in
            String(decoding: try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
        }.joined(separator: "\n") + "\n"
    }

    static func timestamp(_ date: Date) -> [String: Int] {
        let interval = date.timeIntervalSince1970
        let seconds = interval.rounded(.down)
        return ["seconds": Int(seconds), "nanos": Int(((interval - seconds) * 1_000_000_000).rounded(.down))]
    }

    static func duration(_ seconds: TimeInterval) -> [String: Int] {
        let value = max(0, seconds.isFinite ? seconds : 0)
        let whole = value.rounded(.down)
        return ["seconds": Int(whole), "nanos": Int(((value - whole) * 1_000_000_000).rounded(.down))]
    }

    private static var cpu: String {
        #if arch(arm64)
        return "arm64"
        #else
        return "x64"
        #endif
    }
}

/// Builds the messages of one run.
private struct MessageBuilder {
    let load: CucumberMessagesReport.AttachmentLoader
    var lines: [[String: Any]] = []
    private var counter = 0

    init(load: @escaping CucumberMessagesReport.AttachmentLoader) {
        self.load = load
    }

    mutating func nextID() -> String {
        counter += 1
        return String(counter)
    }

    mutating func emit(_ message: [String: Any]) {
        lines.append(message)
    }

    /// The source, document, pickles and results of one test.
    mutating func add(_ test: TestCaseReport, runID: String) {
        let uri = Markup.plain(test.scenarios.first?.file ?? test.name)
        let layout = CucumberMessagesLayout(test, line: Self.line)
        var children: [[String: Any]] = []
        var pickles: [(pickle: [String: Any], scenario: ScenarioReport, stepIDs: [String])] = []
        for (scenario, placement) in zip(test.scenarios, layout.placements) {
            let scenarioID = nextID()
            var tags: [[String: Any]] = []
            var column = 3
            for tag in scenario.tags.map(Self.line) {
                tags.append(["location": ["line": placement.tagsLine ?? placement.line, "column": column], "name": tag, "id": nextID()])
                column += tag.count + 1
            }
            var backgroundSteps: [[String: Any]] = []
            var astSteps: [[String: Any]] = []
            var pickleSteps: [[String: Any]] = []
            var pickleStepIDs: [String] = []
            var previousType = "Unknown"
            for (index, (step, lineNumber)) in zip(scenario.steps, placement.stepLines).enumerated() {
                let keyword = CucumberMessagesLayout.keyword(step.keyword)
                let stepID = nextID()
                let astStep: [String: Any] = ["id": stepID, "location": ["line": lineNumber, "column": 5], "keyword": keyword + " ",
                                              "keywordType": Self.keywordType(step.keyword), "text": Self.line(step.text)]
                if index < placement.backgroundCount { backgroundSteps.append(astStep) } else { astSteps.append(astStep) }
                let pickleStepID = nextID()
                pickleStepIDs.append(pickleStepID)
                // `And` and `But` continue the previous keyword's kind, as Gherkin compiles them.
                let type = Self.pickleType(step.keyword) ?? previousType
                previousType = type
                pickleSteps.append(["id": pickleStepID, "astNodeIds": [stepID], "text": Self.line(step.text), "type": type])
            }
            if let backgroundLine = placement.backgroundLine {
                children.append(["background": [
                    "id": nextID(), "location": ["line": backgroundLine, "column": 3], "keyword": "Background", "name": "",
                    "description": "", "steps": backgroundSteps,
                ] as [String: Any]])
            }
            children.append(["scenario": [
                "id": scenarioID, "location": ["line": placement.line, "column": 3], "tags": tags, "keyword": "Scenario",
                "name": Self.line(scenario.name), "description": "", "steps": astSteps, "examples": [] as [Any],
            ] as [String: Any]])
            let pickleTags = tags.map { ["name": $0["name"] ?? "", "astNodeId": $0["id"] ?? ""] }
            let pickle: [String: Any] = ["id": nextID(), "uri": uri, "name": Self.line(scenario.name), "language": "en",
                                         "steps": pickleSteps, "tags": pickleTags, "astNodeIds": [scenarioID]]
            pickles.append((pickle, scenario, pickleStepIDs))
        }
        emit(["source": ["uri": uri, "data": layout.text, "mediaType": "text/x.cucumber.gherkin+plain"]])
        emit(["gherkinDocument": [
            "uri": uri, "comments": [] as [Any],
            "feature": ["location": ["line": 1, "column": 1], "tags": [] as [Any], "language": "en", "keyword": "Feature",
                        "name": Self.line(layout.featureName), "description": "", "children": children] as [String: Any],
        ] as [String: Any]])
        for entry in pickles { emit(["pickle": entry.pickle]) }
        for entry in pickles { addResults(of: entry.scenario, pickle: entry.pickle, pickleStepIDs: entry.stepIDs, runID: runID) }
    }

    private mutating func addResults(of scenario: ScenarioReport, pickle: [String: Any], pickleStepIDs: [String], runID: String) {
        let testCaseID = nextID()
        let testStepIDs = pickleStepIDs.map { _ in nextID() }
        emit(["testCase": [
            "id": testCaseID, "pickleId": pickle["id"] ?? "", "testRunStartedId": runID,
            "testSteps": zip(testStepIDs, pickleStepIDs).map { ["id": $0, "pickleStepId": $1, "stepDefinitionIds": [] as [Any],
                                                                "stepMatchArgumentsLists": [] as [Any]] as [String: Any] },
        ] as [String: Any]])
        let startedID = nextID()
        emit(["testCaseStarted": ["id": startedID, "testCaseId": testCaseID, "attempt": 0,
                                  "timestamp": CucumberMessagesReport.timestamp(scenario.startTime)] as [String: Any]])
        for (step, testStepID) in zip(scenario.steps, testStepIDs) {
            emit(["testStepStarted": ["testCaseStartedId": startedID, "testStepId": testStepID,
                                      "timestamp": CucumberMessagesReport.timestamp(step.startTime)] as [String: Any]])
            for attachment in step.attachments {
                var message: [String: Any] = ["mediaType": attachment.mediaType, "fileName": attachment.name,
                                              "testCaseStartedId": startedID, "testStepId": testStepID]
                if let data = load(attachment) {
                    message["body"] = data.base64EncodedString()
                    message["contentEncoding"] = "BASE64"
                } else {
                    // The file beside the report, by its relative path. The schema requires a
                    // body and its encoding: an empty one, as-is.
                    message["url"] = attachment.path
                    message["body"] = ""
                    message["contentEncoding"] = "IDENTITY"
                }
                emit(["attachment": message])
            }
            var result: [String: Any] = ["duration": CucumberMessagesReport.duration(step.duration), "status": Self.status(step.outcome)]
            if !step.failureMessages.isEmpty { result["message"] = Markup.plain(step.failureMessages.joined(separator: "\n\n")) }
            let end = step.startTime.addingTimeInterval(step.duration)
            emit(["testStepFinished": ["testCaseStartedId": startedID, "testStepId": testStepID, "testStepResult": result,
                                       "timestamp": CucumberMessagesReport.timestamp(end)] as [String: Any]])
        }
        emit(["testCaseFinished": ["testCaseStartedId": startedID, "willBeRetried": false,
                                   "timestamp": CucumberMessagesReport.timestamp(scenario.startTime.addingTimeInterval(scenario.duration))] as [String: Any]])
    }

    /// One line of Gherkin text: no line breaks, secrets masked.
    static func line(_ text: String) -> String {
        Markup.plain(text).replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    static func status(_ outcome: ReportOutcome) -> String {
        switch outcome {
        case .passed, .flaky: return "PASSED"
        case .failed: return "FAILED"
        case .skipped: return "SKIPPED"
        }
    }

    static func keywordType(_ keyword: String) -> String {
        switch keyword {
        case "Given": return "Context"
        case "When": return "Action"
        case "Then": return "Outcome"
        case "And", "But": return "Conjunction"
        default: return "Unknown"
        }
    }

    static func pickleType(_ keyword: String) -> String? {
        switch keyword {
        case "Given": return "Context"
        case "When": return "Action"
        case "Then": return "Outcome"
        case "And", "But": return nil
        default: return "Unknown"
        }
    }
}
