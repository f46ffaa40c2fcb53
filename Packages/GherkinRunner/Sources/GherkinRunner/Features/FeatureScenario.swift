import BDD
import Foundation
import Gherkin

/// One scenario of a feature file — or one row of a scenario outline's examples — ready to run
/// as a test with ``run(with:)``.
///
/// It is `Sendable` and `Identifiable` (by file and line), so it can be the argument of a
/// parameterized Swift Testing test, each scenario a test case of its own:
///
/// ```swift
/// @Test(arguments: FeatureFiles.login.scenarios)
/// func scenario(_ scenario: FeatureScenario) {
///     scenario.run(with: definitions)
/// }
/// ```
public struct FeatureScenario: Sendable, Identifiable, CustomStringConvertible {
    /// Where the scenario's file is.
    struct FileLocation: Sendable {
        /// The absolute path.
        let path: String
        /// The name in reports.
        let uri: String

        /// The place at `line` and `column` of the file.
        func site(line: Int, column: Int) -> CallSite {
            CallSite(fileIDText: uri, filePathText: path, line: UInt(max(1, line)), column: UInt(max(1, column)))
        }
    }

    /// What the scenario runs.
    enum Content: Sendable {
        /// The steps of a scenario (or outline row) to run.
        case pickle(Pickle)
        /// A problem to report instead: a file that cannot be used, a tag expression that is
        /// not valid.
        case problem(String)
    }

    /// The scenario's name (an outline's, its placeholders replaced).
    public let name: String
    /// The name of the feature it belongs to.
    public let feature: String?
    /// Its tags with their `@`: the feature's, the rule's, its own and its examples table's.
    public let tags: [String]
    /// The line of its `Scenario:` — for an outline row, of the row.
    public let line: Int
    /// The column of that line's keyword or row.
    public let column: Int
    let file: FileLocation
    let content: Content

    init(pickle: Pickle, feature: String?, file: FileLocation) {
        name = pickle.name
        self.feature = feature
        tags = pickle.tagNames
        line = pickle.location.line
        column = pickle.location.column
        self.file = file
        content = .pickle(pickle)
    }

    /// A scenario that fails with `message`, at `line` and `column` of the file.
    init(problem title: String, message: String, line: Int, column: Int, file: FileLocation) {
        name = title
        feature = nil
        tags = []
        self.line = line
        self.column = column
        self.file = file
        content = .problem(message)
    }

    /// The scenario reporting why a file is not valid Gherkin: every problem, with its line and
    /// column; it points at the first.
    init(malformed error: any Error, file: FileLocation) {
        // Listed, and pointed at, from the top of the file down.
        let errors = ((error as? GherkinErrors)?.errors ?? []).sorted { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
        let problems = errors.isEmpty ? "\(error)" : errors.map { error in
            "\(file.uri):\(error.line):" + (error.column.map { "\($0):" } ?? "") + " \(error.reason)"
        }.joined(separator: "\n")
        self.init(
            problem: "\(file.fileName) is not valid Gherkin",
            message: "\(file.fileName) is not valid Gherkin:\n\(problems)",
            line: errors.first?.line ?? 1,
            column: errors.first?.column ?? 1,
            file: file
        )
    }

    /// The scenario reporting that a file cannot be read.
    init(unreadable error: any Error, file: FileLocation) {
        self.init(problem: "\(file.fileName) cannot be read", message: "Cannot read the feature file \(file.path): \(error)",
                  line: 1, column: 1, file: file)
    }

    /// The file's path and the scenario's line: `Tests/AppTests/Features/Login.feature:12`.
    public var id: String { "\(file.uri):\(line)" }

    /// The file's absolute path.
    public var path: String { file.path }

    /// `Logging in with a password (Login.feature:12)`: how test reports list the scenario.
    public var description: String { "\(name) (\(file.fileName):\(line))" }

    /// Where the scenario is written.
    var site: CallSite { file.site(line: line, column: column) }
}

extension FeatureScenario.FileLocation {
    /// The file's name, `Login.feature`.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? uri }
}
