import ElementCore
import Foundation

// The page-object seed's matchers about values, with its spellings: `file: String = #file` and
// `line: UInt = #line`, so pages that pass their caller's `file`/`line` along compile unchanged.
// They report through the same failure path as every matcher of this package (a BDD step, a
// capture, XCTest or Swift Testing), at the given file and line. Where a spelling is also one of
// this package's own matchers, the seed's is `@_disfavoredOverload`: a call that passes no
// `file:` gets the package's own.

extension Expecting {
    // MARK: Throwing

    /// Expects `block` not to throw.
    public func shouldNotThrow(file: String = #file, line: UInt = #line, _ block: () throws -> Void) {
        do {
            try block()
        } catch {
            SeedReport.unmet("no error", observed: "\(Eventually.show(error)) was thrown", file: file, line: line)
        }
    }

    /// Expects `block` to throw.
    public func shouldThrow(file: String = #file, line: UInt = #line, _ block: () throws -> Void) {
        do {
            try block()
            SeedReport.unmet("an error to be thrown", expected: "an error", observed: "none was", file: file, line: line)
        } catch {}
    }

    // MARK: Now

    /// Expects `expression` to be `nil`.
    public func expect(nil expression: @autoclosure () -> Any?, file: String = #file, line: UInt = #line) {
        if let value = expression() {
            SeedReport.unmet("nil", observed: "got \(Eventually.show(value))", file: file, line: line)
        }
    }

    /// Expects `expression` not to be `nil`.
    public func expect(notNil expression: @autoclosure () -> Any?, file: String = #file, line: UInt = #line) {
        if expression() == nil {
            SeedReport.unmet("a value", observed: "got nil", file: file, line: line)
        }
    }

    /// Expects `expression` to be `false` (`nil` fails).
    public func expect(false expression: @autoclosure () -> Bool?, file: String = #file, line: UInt = #line) {
        let value = expression()
        if value != false {
            SeedReport.unmet("false", observed: "got \(value.map { "\($0)" } ?? "nil")", file: file, line: line)
        }
    }

    /// Expects `expression` to be `true` (`nil` fails).
    public func expect(true expression: @autoclosure () -> Bool?, file: String = #file, line: UInt = #line) {
        let value = expression()
        if value != true {
            SeedReport.unmet("true", observed: "got \(value.map { "\($0)" } ?? "nil")", file: file, line: line)
        }
    }

    /// Expects `actual` to equal `expected` (two `nil`s are equal).
    @_disfavoredOverload
    public func expect<T: Equatable>(_ actual: @autoclosure () -> T?, equals expected: @autoclosure () -> T?,
                                     file: String = #file, line: UInt = #line) {
        let (value, wanted) = (actual(), expected())
        if value != wanted {
            SeedReport.unmet(SeedReport.show(wanted), observed: "got \(SeedReport.show(value))", file: file, line: line)
        }
    }

    /// Expects `actual` to differ from `unexpected` (two `nil`s are equal).
    public func expect<T: Equatable>(_ actual: @autoclosure () -> T?, notEquals unexpected: @autoclosure () -> T?,
                                     file: String = #file, line: UInt = #line) {
        let (value, unwanted) = (actual(), unexpected())
        if value == unwanted {
            SeedReport.unmet("anything but \(SeedReport.show(unwanted))", observed: "got it", file: file, line: line)
        }
    }

    /// Expects two dates to be the same down to `component` (by the current calendar); `nil` fails.
    public func expect(date thisDate: Date?, equals thatDate: Date?, downToThe component: Calendar.Component = .second,
                       file: String = #file, line: UInt = #line) {
        guard let thisDate, let thatDate else {
            SeedReport.unmet("two dates", observed: "got \(SeedReport.show(thisDate)) and \(SeedReport.show(thatDate))",
                             file: file, line: line)
            return
        }
        if !Calendar.current.isDate(thisDate, equalTo: thatDate, toGranularity: component) {
            SeedReport.unmet("\(thisDate) to equal \(thatDate) down to the \(component)", expected: "\(thatDate) down to the \(component)",
                             observed: "it differs", file: file, line: line)
        }
    }

    /// Expects `actual` to contain every one of `expected`.
    public func expect(_ actual: String, contains expected: String..., file: String = #file, line: UInt = #line) {
        if let missing = expected.first(where: { !actual.contains($0) }) {
            SeedReport.unmet("\(Eventually.show(actual)) to contain \(Eventually.show(missing))", expected: "contains \(Eventually.show(missing))",
                             observed: "it does not", file: file, line: line)
        }
    }

    /// Expects `actual` to contain none of `unexpected`.
    public func expect(_ actual: String, doesNotContain unexpected: String..., file: String = #file, line: UInt = #line) {
        if let found = unexpected.first(where: { actual.contains($0) }) {
            SeedReport.unmet("\(Eventually.show(actual)) not to contain \(Eventually.show(found))",
                             expected: "does not contain \(Eventually.show(found))", observed: "it does", file: file, line: line)
        }
    }

    // MARK: Asynchronous work

    /// What ``async(description:file:line:_:)`` hands its block: call it, from any thread, when
    /// the work is done.
    public typealias AsyncExecution = @Sendable () -> Void

    /// Runs `block` and waits (up to 5 s, as the seed does) until it calls the function it is
    /// given, spinning the current run loop meanwhile; fails at `file`/`line` if it never does.
    public func async(description: String = "Waiting", file: String = #file, line: UInt = #line,
                      _ block: (@escaping AsyncExecution) -> Void) {
        let done = SeedFlag()
        block { done.set() }
        let deadline = Date(timeIntervalSinceNow: 5)
        while !done.isSet, deadline.timeIntervalSinceNow > 0 {
            _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
        }
        if !done.isSet {
            SeedReport.timedOut("\(description) to be done", expected: "done", observed: "it was not", timeout: 5, file: file, line: line)
        }
    }

    // MARK: Eventually

    /// Expects `expression` to become `nil` within `timeout` (ElementCore's default when `nil`).
    public func expectEventually(nil expression: @autoclosure () -> Any?, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) {
        SeedReport.eventually(expression() == nil, "be nil", timeout: timeout, file: file, line: line)
    }

    /// Expects `expression` to become non-`nil` within `timeout`.
    public func expectEventually(notNil expression: @autoclosure () -> Any?, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) {
        SeedReport.eventually(expression() != nil, "have a value", timeout: timeout, file: file, line: line)
    }

    /// Expects `expression` to become `false` within `timeout`.
    public func expectEventually(false expression: @autoclosure () -> Bool, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) {
        SeedReport.eventually(!expression(), "be false", timeout: timeout, file: file, line: line)
    }

    /// Expects `expression` to become `true` within `timeout`.
    public func expectEventually(true expression: @autoclosure () -> Bool, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) {
        SeedReport.eventually(expression(), "be true", timeout: timeout, file: file, line: line)
    }

    /// Expects `actual` to become equal to `expected` within `timeout`, reading both again each time.
    @_disfavoredOverload
    public func expectEventually<T: Equatable>(_ actual: @autoclosure () -> T, equals expected: @autoclosure () -> T,
                                               timeout: TimeInterval? = nil, file: String = #file, line: UInt = #line) {
        let outcome = Eventually.poll(timeout: timeout, until: { $0.0 == $0.1 }) { (actual(), expected()) }
        guard let last = outcome.last, last.0 != last.1 else { return }
        SeedReport.timedOut(Eventually.show(last.1), observed: "the value was \(Eventually.show(last.0))", timeout: outcome.timeout,
                            file: file, line: line)
    }

    /// Expects an optional `actual` to become equal to `expected` within `timeout`.
    @_disfavoredOverload
    public func expectEventually<T: Equatable>(_ actual: @autoclosure () -> T?, equals expected: @autoclosure () -> T,
                                               timeout: TimeInterval? = nil, file: String = #file, line: UInt = #line) {
        let outcome = Eventually.poll(timeout: timeout, until: { $0.0 == $0.1 }) { (actual(), expected()) }
        guard let last = outcome.last, last.0 != last.1 else { return }
        SeedReport.timedOut(Eventually.show(last.1), observed: "the value was \(SeedReport.show(last.0))", timeout: outcome.timeout,
                            file: file, line: line)
    }
}

/// How the seed's matchers report: at a place given as text (the seed's `file: String`).
enum SeedReport {
    static func site(file: String, line: UInt) -> CallSite {
        CallSite(fileIDText: URL(fileURLWithPath: file).lastPathComponent, filePathText: file, line: line, column: 1)
    }

    /// Records that `expectation` (the text after `Expected`) was not met, read once: `observed`
    /// says what was seen instead (`got 3`); `expected`, the expected value alone when it is not
    /// the whole expectation.
    static func unmet(_ expectation: String, expected: String? = nil, observed: String, file: String, line: UInt) {
        let cause = ExpectationFailure(.mismatch(expected: expected ?? expectation, observed: observed), expectation: expectation)
        TestFailures.record(cause, at: site(file: file, line: line))
    }

    /// Records that `expectation` was not met within `timeout`.
    static func timedOut(_ expectation: String, expected: String? = nil, observed: String, timeout: TimeInterval,
                         file: String, line: UInt) {
        let cause = ExpectationFailure(.timedOut(expected: expected ?? expectation, observed: observed), expectation: expectation,
                                       timeout: timeout)
        TestFailures.record(cause, at: site(file: file, line: line))
    }

    /// Runs `body` (one of this package's own matchers) and reports what it records at `file`/`line`.
    static func relocated<Result>(file: String, line: UInt, _ body: () -> Result) -> Result {
        let (result, failures) = TestFailures.capture(body)
        let site = site(file: file, line: line)
        for var failure in failures {
            failure.origin = site
            TestFailures.record(failure)
        }
        return result
    }

    /// Polls `condition` until it holds or `timeout` passes; reports when it never held.
    static func eventually(_ condition: @autoclosure () -> Bool, _ outcome: String, timeout: TimeInterval?,
                           file: String, line: UInt) {
        let polled = Eventually.poll(timeout: timeout, until: { $0 }, condition)
        if polled.last == true { return }
        timedOut("this to \(outcome)", expected: outcome, observed: "it did not", timeout: polled.timeout, file: file, line: line)
    }

    static func show<T>(_ value: T?) -> String {
        value.map { Eventually.show($0) } ?? "nil"
    }
}

/// Set once from the block `async(description:_:)` hands out, read by the waiting loop.
final class SeedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
