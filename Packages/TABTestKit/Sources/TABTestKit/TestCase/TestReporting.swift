import Contexts
import ElementCore
import Foundation
import Reporting

/// What the test case and the trait do around each test for the reports: install them (once),
/// name the test in the context, give it its ``TestRun`` (the one record of its failures, which
/// the reports read its outcome from), trace its actions, and tell the reports where it starts
/// and ends.
enum TestReporting {
    /// Runs `body` as the test named `name`.
    static func around<Result>(test name: String, failed: () -> Bool?, _ body: () throws -> Result) rethrows -> Result {
        Reports.install()
        Reports.testWillStart(name)
        let run = TestRun()
        defer { Reports.testDidFinish(name, run: run, failed: failed()) }
        return try TestContext.with({
            $0.test = TestInfo(name: name)
            $0.run = run
        }) {
            try ActionTracing.with(Reports.tracer, operation: body)
        }
    }

    /// Runs the asynchronous `body` as the test named `name`.
    static func around<Result>(
        test name: String,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        Reports.install()
        Reports.testWillStart(name)
        let run = TestRun()
        defer { Reports.testDidFinish(name, run: run) }
        return try await TestContext.with({
            $0.test = TestInfo(name: name)
            $0.run = run
        }, isolation: isolation) {
            try await ActionTracing.with(Reports.tracer, isolation: isolation, operation: body)
        }
    }
}
