import Contexts
import ElementCore
import Foundation
import Reporting

/// What the test case and the trait do around each test for the reports: install them (once),
/// name the test in the context, trace its actions, and tell the reports where it starts and ends.
enum TestReporting {
    /// Runs `body` as the test named `name`.
    static func around<Result>(test name: String, failed: () -> Bool?, _ body: () throws -> Result) rethrows -> Result {
        Reports.install()
        Reports.testWillStart(name)
        defer { Reports.testDidFinish(name, failed: failed()) }
        return try TestContext.with({ $0.test = TestInfo(name: name) }) {
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
        defer { Reports.testDidFinish(name, failed: nil) }
        return try await TestContext.with({ $0.test = TestInfo(name: name) }, isolation: isolation) {
            try await ActionTracing.with(Reports.tracer, isolation: isolation, operation: body)
        }
    }
}
