import ElementCore
import Foundation
import Reporting

/// Runs selected tests in parallel processes of the test binary, retrying the failed ones.
///
/// Each attempt deals the tests still to run into at most `workers` batches and runs each batch
/// in a process of its own (`binary Module.Class/a,Module.Class/b`), reading XCTest's output
/// as it comes. A test that fails is run again, up to `retries` more times; one that passes
/// after failing is **flaky**, not passed. A test a process left unfinished (it crashed, or ran
/// out of time) counts as failed. Each batch writes its TABTestKit report (`report.json`) into a
/// folder of its own under `attempts/`, which ``RunReportBuilder`` merges.
public final class TestRunner: Sendable {
    /// What to run and how.
    public struct Configuration: Sendable {
        /// How tests are launched.
        public var launcher: TestLauncher
        /// The tests, in order.
        public var tests: [TestID]
        /// How many processes run at once.
        public var workers: Int
        /// How many more times a failed test runs.
        public var retries: Int
        /// The environment of the test processes.
        public var environment: [String: String]
        /// Where each batch's output and report go (`attempts/<attempt>-<batch>/`).
        public var outputDirectory: URL
        /// How long one batch may run, in seconds; `nil` for no limit.
        public var timeout: TimeInterval?

        /// Creates a configuration.
        public init(launcher: TestLauncher, tests: [TestID], workers: Int = 1, retries: Int = 0, environment: [String: String],
                    outputDirectory: URL, timeout: TimeInterval? = nil) {
            self.launcher = launcher
            self.tests = tests
            self.workers = max(1, workers)
            self.retries = max(0, retries)
            self.environment = environment
            self.outputDirectory = outputDirectory
            self.timeout = timeout
        }
    }

    /// Every attempt at one test, and how it ended.
    public struct TestResult: Sendable {
        /// The test.
        public var test: TestID
        /// Its attempts, in order, each with the folder of the batch it ran in.
        public var attempts: [(attempt: TestAttempt, folder: String, start: Date)]
        /// Passed the first time, flaky (passed after failing), failed every time, or skipped.
        public var outcome: ReportOutcome {
            guard let last = attempts.last?.attempt.outcome else { return .failed }
            switch last {
            case .passed: return attempts.count > 1 ? .flaky : .passed
            case .skipped: return .skipped
            case .failed, .unfinished: return .failed
            }
        }
    }

    /// What to run.
    public let configuration: Configuration
    private let log: @Sendable (String) -> Void

    /// Creates a runner; `log` receives the lines to show the user, each whole.
    public init(configuration: Configuration, log: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.log = log
    }

    /// Runs every attempt; blocks until all are done. Call it from a thread of your own, not
    /// from Swift concurrency's.
    public func run() -> [TestResult] {
        let results = Locked([TestID: TestResult]())
        var pending = configuration.tests
        for attempt in 1...(configuration.retries + 1) where !pending.isEmpty {
            if attempt > 1 { log("Retrying \(pending.count) failed test\(pending.count == 1 ? "" : "s") (attempt \(attempt) of \(configuration.retries + 1))…") }
            let batches = TestSelection.batches(pending, workers: configuration.workers)
            DispatchQueue.concurrentPerform(iterations: batches.count) { number in
                let folder = "attempts/\(attempt)-\(number + 1)"
                let outcomes = runBatch(batches[number], attempt: attempt, folder: folder)
                results.withLock { all in
                    for (test, entry) in outcomes {
                        all[test, default: TestResult(test: test, attempts: [])].attempts.append(entry)
                    }
                }
            }
            pending = pending.filter { test in
                guard let last = results.current[test]?.attempts.last?.attempt.outcome else { return true }
                return last == .failed || last == .unfinished
            }
        }
        let all = results.current
        return configuration.tests.map { all[$0] ?? TestResult(test: $0, attempts: []) }
    }

    /// Runs one batch in one process.
    private func runBatch(_ tests: [TestID], attempt: Int, folder: String) -> [(TestID, (attempt: TestAttempt, folder: String, start: Date))] {
        let directory = configuration.outputDirectory.appendingPathComponent(folder)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var environment = configuration.environment
        environment["TABTESTKIT_REPORT_DIR"] = directory.path
        environment["TABTESTKIT_REPORT_FORMATS"] = "json"
        environment["TABTESTKIT_ATTEMPT"] = String(attempt)
        let start = Date()
        let parser = Locked(XCTestOutputParser())
        let byRunName = Dictionary(tests.map { ($0.runName, $0) }, uniquingKeysWith: { first, _ in first })
        let willRetry = attempt <= configuration.retries
        let process = configuration.launcher.process(running: tests, environment: environment, timeout: configuration.timeout)
        let result: ChildProcess.Result
        do {
            result = try process.run { [log] chunk in
                let ended = parser.withLock { parser -> [(String, TestAttempt)] in
                    parser.feed(chunk).compactMap { name in parser.attempts[name].map { (name, $0) } }
                }
                for (name, outcome) in ended where byRunName[name] != nil {
                    log(Self.line(for: name, outcome, attempt: attempt, willRetry: willRetry))
                }
            }
        } catch {
            log("✘ Could not start \(configuration.launcher.description): \(error)")
            let failure = TestAttempt.Failure(message: "The test process could not start: \(error)", file: "", line: 0)
            return tests.map { ($0, (TestAttempt(outcome: .unfinished, failures: [failure]), folder, start)) }
        }
        try? Data(result.output.utf8).write(to: directory.appendingPathComponent("output.log"))
        let finished = parser.withLock { parser -> [String: TestAttempt] in
            parser.finish()
            return parser.attempts
        }
        let why = result.timedOut
            ? "The test process ran out of time (\(Int(configuration.timeout ?? 0)) s) before the test finished."
            : "The test process exited with status \(result.status) before the test finished; see \(folder)/output.log."
        return tests.map { test in
            if let attempt = finished[test.runName] { return (test, (attempt, folder, start)) }
            log("✘ \(test.runName) did not finish: \(why)")
            return (test, (TestAttempt(outcome: .unfinished, failures: [.init(message: why, file: "", line: 0)]), folder, start))
        }
    }

    /// `✔ Class.test (0.12 s)`, `✘ Class.test (attempt 1 of 2: retrying)`…
    static func line(for name: String, _ outcome: TestAttempt, attempt: Int, willRetry: Bool) -> String {
        let seconds = String(format: "%.2f s", outcome.duration)
        switch outcome.outcome {
        case .passed: return attempt > 1 ? "⚠ \(name) passed on attempt \(attempt): flaky (\(seconds))" : "✔ \(name) (\(seconds))"
        case .skipped: return "↷ \(name) skipped"
        case .failed, .unfinished:
            let first = outcome.failures.first.map { ": " + TerminalText.printable($0.message) } ?? ""
            return "✘ \(name) (\(seconds))\(willRetry ? " — will retry" : "")\(first)"
        }
    }
}
