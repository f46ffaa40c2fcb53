import Foundation
import Gherkin

/// A Gherkin feature file and its scenarios, ready to run as tests.
///
/// ```swift
/// @Suite(.tabTestKit(engine: { makeEngine() }))
/// struct LoginFeature: TABTestKitContexts {
///     @Test(arguments: FeatureFile("Features/Login.feature").scenarios)
///     func scenario(_ scenario: FeatureScenario) {
///         scenario.run(with: LoginSteps().definitions)
///     }
/// }
/// ```
///
/// Each scenario, and each row of a scenario outline's examples, is one ``FeatureScenario``, with
/// the background's steps first and the tags of its feature, rule and examples. The file is
/// parsed when the value is made, and never traps: a file that cannot be read or is not valid
/// Gherkin gives one scenario that fails when run, naming the file, line and column of each
/// problem.
///
/// The GherkinFeatures plugin makes one constant per feature file of a test target
/// (`FeatureFiles.login` for `Login.feature`), with the file's text built in.
public struct FeatureFile: Sendable {
    /// The file's absolute path: where failures point.
    public let path: String
    /// The file as reports and messages name it: its path from the package's root when the
    /// file is inside the current directory (`Tests/AppTests/Features/Login.feature`).
    public let uri: String
    /// The feature's name (`Feature: Logging in` gives `Logging in`), or `nil` for a file
    /// without a feature.
    public let name: String?
    /// Every scenario, outline rows included, whatever their tags; or the one scenario that
    /// reports why the file cannot be used.
    public let allScenarios: [FeatureScenario]

    /// The feature written in `source`, read from `path`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The file's absolute path, where failures point.
    ///   - uri: How reports name the file; by default `path` relative to the current directory.
    public init(source: String, path: String, uri: String? = nil) {
        let uri = uri ?? Self.defaultURI(for: path)
        let location = FeatureScenario.FileLocation(path: path, uri: uri)
        do {
            let document = try GherkinParser().parse(source: source, uri: uri)
            let name = document.feature?.name
            let scenarios = PickleCompiler().compile(document).map { FeatureScenario(pickle: $0, feature: name, file: location) }
            self.init(path: path, uri: uri, name: name, allScenarios: scenarios)
        } catch {
            self.init(path: path, uri: uri, name: nil, allScenarios: [FeatureScenario(malformed: error, file: location)])
        }
    }

    /// The feature file at `path`; a relative path is taken from the directory of the Swift file
    /// making the value, so `FeatureFile("Features/Login.feature")` finds the file next to the
    /// test that names it.
    public init(_ path: String, relativeTo filePath: StaticString = #filePath) {
        let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        self.init(contentsOf: url)
    }

    /// The feature file at `url` (a resource of a test bundle, say).
    public init(contentsOf url: URL, uri: String? = nil) {
        let path = url.standardizedFileURL.path
        do {
            self.init(source: try String(contentsOf: url, encoding: .utf8), path: path, uri: uri)
        } catch {
            let uri = uri ?? Self.defaultURI(for: path)
            let location = FeatureScenario.FileLocation(path: path, uri: uri)
            self.init(path: path, uri: uri, name: nil, allScenarios: [FeatureScenario(unreadable: error, file: location)])
        }
    }

    private init(path: String, uri: String, name: String?, allScenarios: [FeatureScenario]) {
        self.path = path
        self.uri = uri
        self.name = name
        self.allScenarios = allScenarios
    }

    /// The scenarios selected by the tag expression in the `TABTESTKIT_TAGS` environment
    /// variable (all of them when it is unset): the arguments of a parameterized test.
    public var scenarios: [FeatureScenario] {
        TagSelection.select(allScenarios, code: nil, file: self)
    }

    /// The scenarios whose tags satisfy `tagExpression` (`"@smoke and not @slow"`), and the
    /// `TABTESTKIT_TAGS` environment variable's expression when it is set.
    ///
    /// An invalid expression gives one scenario that fails, quoting it.
    public func scenarios(matching tagExpression: String) -> [FeatureScenario] {
        TagSelection.select(allScenarios, code: tagExpression, file: self)
    }

    /// The scenario (or outline row) whose line is `line`, including scenarios the tags do not
    /// select.
    public func scenario(atLine line: Int) -> FeatureScenario? {
        allScenarios.first { $0.line == line }
    }

    /// `path` relative to the current directory (the package's root under `swift test`), or
    /// its last three components when it is elsewhere.
    static func defaultURI(for path: String) -> String {
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path.split(separator: "/").suffix(3).joined(separator: "/")
    }
}

/// The feature files of a test target, one constant each, made by the GherkinFeatures plugin:
/// `FeatureFiles.login` for `Login.feature`, `FeatureFiles.tableList` for `table-list.feature`.
public enum FeatureFiles {}
