import BDD
import Foundation

/// A ``StepObserver`` that keeps a JSON ``TestReport`` of the run up to date on disk: the
/// file is rewritten after every scenario, so it is complete even if the process is killed
/// later.
///
/// ```swift
/// if let writer = JSONReportWriter.fromEnvironment(name: "ExampleSuite") {
///     StepObservers.add(writer)          // TABTESTKIT_REPORT=reports/suite.json
/// }
/// ```
///
/// It is safe to use from several threads at once. Step names and failure messages are
/// written with every registered secret masked (BDD masks them already; the writer masks
/// again, so nothing it writes can hold a secret known to the process). A failure outside any
/// scenario — an app that did not launch — is written as a failed "Outside any scenario" entry.
public final class JSONReportWriter: StepObserver, @unchecked Sendable {
    /// The environment variable naming the report file: `TABTESTKIT_REPORT`.
    public static let environmentVariable = "TABTESTKIT_REPORT"

    /// Where the report is written.
    public let url: URL
    /// The report's name (e.g. the test target's).
    public let name: String

    private let lock = NSLock()
    private var state = WriterState()
    private let writeError: @Sendable (String) -> Void

    /// Creates a writer for the file at `url`. `onWriteError` hears about files that cannot
    /// be written (by default, a line on standard error, once per distinct error).
    public init(url: URL, name: String, onWriteError: (@Sendable (String) -> Void)? = nil) {
        self.url = url
        self.name = name
        self.writeError = onWriteError ?? { message in
            FileHandle.standardError.write(Data("JSONReportWriter: \(message)\n".utf8))
        }
    }

    /// A writer for the file named by `TABTESTKIT_REPORT` (relative paths are taken from the
    /// current directory), or `nil` when the variable is unset or empty.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        name: String
    ) -> JSONReportWriter? {
        guard let path = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !path.isEmpty else {
            return nil
        }
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return JSONReportWriter(url: URL(fileURLWithPath: path, relativeTo: base).absoluteURL, name: name)
    }

    /// Names the test whose scenarios run next (e.g. `LoginTests.test_passwordLogin`), or
    /// `nil` between tests. Scenarios record it in ``ScenarioReport/test``.
    public func setCurrentTest(_ test: String?) {
        locked { $0.currentTest = test }
    }

    /// The report as of now.
    public var report: TestReport {
        locked { $0.report(named: name) }
    }

    /// Writes the report now (it is also written after every scenario).
    public func write() throws {
        try locked { state in
            try Self.write(state.report(named: name), to: url)
        }
    }

    // MARK: StepObserver

    /// Collects the step, with the steps that ran inside it.
    public func stepDidFinish(_ step: StepRecord) {
        let thread = ObjectIdentifier(Thread.current)
        locked { $0.stepDidFinish(step, thread: thread) }
    }

    /// Adds the scenario to the report and rewrites the file.
    public func scenarioDidFinish(_ scenario: ScenarioRecord) {
        let thread = ObjectIdentifier(Thread.current)
        update { $0.scenarioDidFinish(scenario, thread: thread) }
    }

    /// Adds the failure as a failed "Outside any scenario" entry and rewrites the file.
    public func failureOutsideScenarios(_ failure: Failure) {
        update { $0.failureOutsideScenarios(failure) }
    }

    // MARK: Internals

    /// Changes the state and rewrites the file.
    private func update(_ change: (inout WriterState) -> Void) {
        let failure: String? = locked { state in
            change(&state)
            do {
                try Self.write(state.report(named: name), to: url)
                state.lastWriteError = nil
                return nil
            } catch {
                let message = "cannot write the report to \(url.path): \(error.localizedDescription)"
                defer { state.lastWriteError = message }
                return state.lastWriteError == message ? nil : message
            }
        }
        if let failure { writeError(failure) }
    }

    private func locked<Result>(_ body: (inout WriterState) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    private static func write(_ report: TestReport, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try report.jsonData().write(to: url, options: .atomic)
    }
}
