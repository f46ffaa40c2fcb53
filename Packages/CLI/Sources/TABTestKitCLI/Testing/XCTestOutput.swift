import Foundation

/// What one test did in one run of the test binary, read from XCTest's output.
public struct TestAttempt: Sendable, Equatable {
    /// How it ended.
    public enum Outcome: String, Sendable, Equatable {
        /// It passed.
        case passed
        /// It failed.
        case failed
        /// It was skipped (`XCTSkip`).
        case skipped
        /// It never finished: the process exited or was stopped first.
        case unfinished
    }

    /// The failure XCTest printed, with where it points.
    public struct Failure: Sendable, Equatable {
        /// The message.
        public var message: String
        /// The file it points at.
        public var file: String
        /// The line.
        public var line: UInt

        /// Creates a failure.
        public init(message: String, file: String, line: UInt) {
            self.message = message
            self.file = file
            self.line = line
        }
    }

    /// How it ended.
    public var outcome: Outcome
    /// How long it took, in seconds, as XCTest reports it.
    public var duration: TimeInterval
    /// Its failures, in order.
    public var failures: [Failure]

    /// Creates an attempt.
    public init(outcome: Outcome, duration: TimeInterval = 0, failures: [Failure] = []) {
        self.outcome = outcome
        self.duration = duration
        self.failures = failures
    }
}

/// Reads XCTest's console output (swift-corelibs-xctest's, the same through `swift test`):
///
/// ```
/// Test Case 'LoginTests.test_logIn' started at 2026-01-01 10:00:00.000
/// /path/LoginTests.swift:12: error: LoginTests.test_logIn : XCTAssertEqual failed: …
/// Test Case 'LoginTests.test_logIn' failed (1.204 seconds)
/// ```
///
/// Lines are fed as they come, so a run can be followed live.
public struct XCTestOutputParser: Sendable {
    /// What each test that ended did, by its run name (`Class.test`).
    public private(set) var attempts: [String: TestAttempt] = [:]
    /// The tests that started, in order, by run name.
    public private(set) var started: [String] = []
    private var failures: [String: [TestAttempt.Failure]] = [:]
    private var partial = ""

    /// Creates a parser.
    public init() {}

    /// Feeds a chunk of output (lines may be cut anywhere). Returns the tests that ended in it.
    @discardableResult
    public mutating func feed(_ text: String) -> [String] {
        partial += text
        var ended: [String] = []
        while let newline = partial.firstIndex(of: "\n") {
            let line = String(partial[..<newline])
            partial = String(partial[partial.index(after: newline)...])
            if let name = read(line) { ended.append(name) }
        }
        return ended
    }

    /// Feeds what is left after the last newline.
    @discardableResult
    public mutating func finish() -> [String] {
        let rest = partial
        partial = ""
        return read(rest).map { [$0] } ?? []
    }

    /// Reads one line; returns the test it ended, if any.
    private mutating func read(_ line: String) -> String? {
        if let (name, status, seconds) = Self.testCaseLine(line) {
            if status == "started" {
                started.append(name)
                return nil
            }
            let outcome: TestAttempt.Outcome = status == "passed" ? .passed : (status == "skipped" ? .skipped : .failed)
            attempts[name] = TestAttempt(outcome: outcome, duration: seconds, failures: failures[name] ?? [])
            return name
        }
        if let (file, lineNumber, name, message) = Self.failureLine(line) {
            failures[name, default: []].append(TestAttempt.Failure(message: message, file: file, line: lineNumber))
        }
        return nil
    }

    /// `Test Case 'Class.test' started at …` / `passed (0.1 seconds)` / `failed (…)` / `skipped (…)`.
    static func testCaseLine(_ line: String) -> (String, String, TimeInterval)? {
        guard let start = line.range(of: "Test Case '") else { return nil }
        let rest = line[start.upperBound...]
        guard let quote = rest.range(of: "' ") else { return nil }
        let name = String(rest[..<quote.lowerBound]).replacingOccurrences(of: " ", with: ".")
            .trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let tail = rest[quote.upperBound...]
        for status in ["started", "passed", "failed", "skipped"] where tail.hasPrefix(status) {
            var seconds: TimeInterval = 0
            if let open = tail.firstIndex(of: "("), let space = tail[open...].firstIndex(of: " ") {
                seconds = TimeInterval(tail[tail.index(after: open)..<space]) ?? 0
            }
            return (name, status, seconds)
        }
        return nil
    }

    /// `/path/File.swift:12: error: Class.test : message`.
    static func failureLine(_ line: String) -> (String, UInt, String, String)? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound]
        guard let colon = location.lastIndex(of: ":"), let number = UInt(location[location.index(after: colon)...]) else { return nil }
        let rest = line[marker.upperBound...]
        guard let separator = rest.range(of: " : ") else { return nil }
        let name = String(rest[..<separator.lowerBound]).trimmingCharacters(in: CharacterSet(charactersIn: "-[] "))
            .replacingOccurrences(of: " ", with: ".")
        var message = String(rest[separator.upperBound...])
        // XCTFail("why") prints as "failed - why".
        if message.hasPrefix("failed - ") { message.removeFirst("failed - ".count) }
        return (String(location[..<colon]), number, name, message)
    }
}
