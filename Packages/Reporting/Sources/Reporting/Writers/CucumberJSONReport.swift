import Foundation

/// The run in Cucumber's JSON format, which Cucumber tools, Jenkins and Xray read: one feature
/// per source file (a `.feature` file, or the Swift file the scenarios were written in), one
/// element per scenario, its steps with their results (durations in nanoseconds) and, when asked
/// (`TABTESTKIT_REPORT_EMBED=cucumber-json`), screenshots as base64 embeddings.
public struct CucumberJSONReport: Sendable {
    /// Reads an attachment's content by its report path.
    public typealias AttachmentLoader = @Sendable (AttachmentReport) -> Data?

    private let load: AttachmentLoader

    /// Creates a renderer; `load` reads attachments (none are embedded by default).
    public init(load: @escaping AttachmentLoader = { _ in nil }) {
        self.load = load
    }

    /// The JSON document.
    public func render(_ report: RunReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(features(report))
    }

    func features(_ report: RunReport) -> [Feature] {
        var order: [String] = []
        var byFile: [String: (name: String, elements: [Element])] = [:]
        for test in report.tests {
            for scenario in test.scenarios {
                let uri = scenario.file
                if byFile[uri] == nil {
                    order.append(uri)
                    byFile[uri] = (scenario.feature ?? featureName(uri), [])
                }
                byFile[uri]?.elements.append(element(scenario, test: test))
            }
        }
        return order.compactMap { uri in
            guard let entry = byFile[uri] else { return nil }
            return Feature(uri: uri, id: Self.slug(entry.name), keyword: "Feature", name: entry.name, description: "", line: 1,
                           tags: [], elements: entry.elements)
        }
    }

    private func element(_ scenario: ScenarioReport, test: TestCaseReport) -> Element {
        Element(
            id: Self.slug(test.name) + ";" + Self.slug(scenario.name), keyword: "Scenario", name: Markup.plain(scenario.name),
            description: "", line: Int(scenario.line), type: "scenario",
            tags: scenario.tags.map { Tag(name: $0, line: Int(scenario.line)) },
            steps: scenario.steps.map { step($0, file: scenario.file) }
        )
    }

    private func step(_ step: StepReport, file: String) -> Step {
        let status: String
        switch step.outcome {
        case .passed, .flaky: status = "passed"
        case .failed: status = "failed"
        case .skipped: status = "skipped"
        }
        let message = step.failureMessages.isEmpty ? nil : Markup.plain(step.failureMessages.joined(separator: "\n\n"))
        let embeddings = step.attachments.compactMap { attachment in
            load(attachment).map { Embedding(mime_type: attachment.mediaType, data: $0.base64EncodedString(), name: attachment.name) }
        }
        return Step(
            keyword: step.keyword + " ", name: Markup.plain(step.text), line: Int(step.line),
            match: Match(location: "\(step.file):\(step.line)"),
            result: Result(status: status, duration: Int64((step.duration * 1_000_000_000).rounded()), error_message: message),
            embeddings: embeddings.isEmpty ? nil : embeddings
        )
    }

    private func featureName(_ uri: String) -> String {
        let file = uri.split(separator: "/").last.map(String.init) ?? uri
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    static func slug(_ text: String) -> String {
        text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { $0.append($1) }
    }

    // The format's field names, as Cucumber writes them.
    struct Feature: Encodable {
        var uri, id, keyword, name, description: String
        var line: Int
        var tags: [Tag]
        var elements: [Element]
    }

    struct Element: Encodable {
        var id, keyword, name, description: String
        var line: Int
        var type: String
        var tags: [Tag]
        var steps: [Step]
    }

    struct Tag: Encodable {
        var name: String
        var line: Int
    }

    struct Step: Encodable {
        var keyword, name: String
        var line: Int
        var match: Match
        var result: Result
        var embeddings: [Embedding]?
    }

    struct Match: Encodable {
        var location: String
    }

    struct Result: Encodable {
        var status: String
        var duration: Int64
        var error_message: String? // swiftlint:disable:this identifier_name
    }

    struct Embedding: Encodable {
        var mime_type: String // swiftlint:disable:this identifier_name
        var data: String
        var name: String
    }
}

extension Markup {
    /// `text` masked, for formats that escape by themselves (JSON).
    static func plain(_ text: String) -> String { Secrets.mask(text) }
}
