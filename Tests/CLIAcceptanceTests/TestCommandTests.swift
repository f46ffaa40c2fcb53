import Foundation
import Reporting
import TABTestKitCLI
import XCTest

/// `tabtestkit test` on `Tests/CLIFixture`, run by this very test binary (which holds the
/// fixture's tests): each fixture test logs its runs to a folder, so what ran is known from the
/// tests themselves, not only from what the tool says.
final class TestCommandTests: XCTestCase {
    private static let passing = [
        "CLIFixtureMorePassingTests.test_f", "CLIFixtureMorePassingTests.test_g", "CLIFixturePassingTests.test_a",
        "CLIFixturePassingTests.test_b", "CLIFixturePassingTests.test_c", "CLIFixturePassingTests.test_d", "CLIFixturePassingTests.test_e",
    ]

    /// Runs the tool on the fixture with its runs logged in `folder`.
    private func run(_ arguments: [String], in folder: URL) throws -> ChildProcess.Result {
        try ToolRun.tabtestkit(["test", "--binary", ToolRun.testBinary.path, "--output-dir", folder.appendingPathComponent("run").path] + arguments,
                               environment: ["TABTESTKIT_CLI_FIXTURE": folder.path])
    }

    /// The fixture tests that ran, one entry per run, from their own log.
    private func runs(in folder: URL) -> [String] {
        let log = (try? String(contentsOf: folder.appendingPathComponent("runs.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init)
    }

    func test_shardsOneAndTwoOfTwoRunEveryTestExactlyOnce() throws {
        let folder = try ToolRun.temporaryFolder("shards")
        let filter = ["--filter", #"^CLIFixture\.CLIFixture(More)?PassingTests/"#]
        let first = try run(filter + ["--shard", "1/2", "--workers", "2"], in: folder)
        XCTAssertEqual(first.status, 0, first.output)
        let afterFirst = runs(in: folder).map { String($0.prefix { $0 != " " }) }
        let second = try run(filter + ["--shard", "2/2", "--workers", "2"], in: folder)
        XCTAssertEqual(second.status, 0, second.output)
        let all = runs(in: folder).map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(all.sorted(), Self.passing, "every test ran exactly once across the two shards")
        XCTAssertEqual(afterFirst.count, 4, "shard 1/2 of 7 tests runs 4")
        XCTAssertTrue(first.output.contains("Running 4 tests (shard 1/2)"), first.output)
        XCTAssertTrue(second.output.contains("3 tests: 3 passed, 0 failed"), second.output)
        let pids = Set(runs(in: folder).prefix(4).map { $0.components(separatedBy: "pid=").last ?? "" })
        XCTAssertEqual(pids.count, 2, "two workers: two processes ran shard 1/2")
    }

    func test_listingAShardNamesItsTestsWithoutRunningThem() throws {
        let folder = try ToolRun.temporaryFolder("list")
        let filter = ["--filter", #"^CLIFixture\.CLIFixture(More)?PassingTests/"#, "--list"]
        let one = try run(filter + ["--shard", "1/2"], in: folder).output.split(separator: "\n").map(String.init)
        let two = try run(filter + ["--shard", "2/2"], in: folder).output.split(separator: "\n").map(String.init)
        XCTAssertEqual(Set(one).intersection(two), [])
        XCTAssertEqual((one + two).count, 7)
        XCTAssertTrue(one.allSatisfy { $0.hasPrefix("CLIFixture.CLIFixture") }, "\(one)")
        XCTAssertEqual(runs(in: folder), [], "--list runs nothing")
    }

    func test_aTestThatFailsOnceThenPassesIsReportedFlaky() throws {
        let folder = try ToolRun.temporaryFolder("flaky")
        let junit = folder.appendingPathComponent("junit.xml")
        let html = folder.appendingPathComponent("report.html")
        let result = try run(["--filter", "CLIFixtureFlakyTests", "--retries", "1", "--junit", junit.path, "--html", html.path], in: folder)
        XCTAssertEqual(result.status, 0, "a flaky test is no failure:\n\(result.output)")
        XCTAssertTrue(result.output.contains("⚠ flaky: CLIFixtureFlakyTests.test_failsOnceThenPasses passed on attempt 2 of 2"), result.output)
        XCTAssertTrue(result.output.contains("1 test: 0 passed, 0 failed, 1 flaky"), result.output)
        XCTAssertEqual(runs(in: folder).map { $0.components(separatedBy: " pid=").first ?? "" },
                       ["CLIFixtureFlakyTests.test_failsOnceThenPasses attempt=1 tags=-",
                        "CLIFixtureFlakyTests.test_failsOnceThenPasses attempt=2 tags=-"])
        let report = try RunReport.read(from: folder.appendingPathComponent("run/report.json"))
        XCTAssertEqual(report.tests.map(\.outcome), [.flaky])
        XCTAssertEqual(report.tests.map(\.attempts), [2])
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("failures=\"0\""), xml)
        XCTAssertTrue(xml.contains("<flakyFailure message="), "the failed first attempt is a flakyFailure: \(xml)")
        XCTAssertTrue(try String(contentsOf: html, encoding: .utf8).contains("2 attempts"))
    }

    func test_aTestThatFailsEveryTimeFailsTheRunAfterItsRetries() throws {
        let folder = try ToolRun.temporaryFolder("failing")
        let junit = folder.appendingPathComponent("junit.xml")
        let result = try run(["--filter", "CLIFixtureFailingTests|CLIFixturePassingTests/test_a$", "--retries", "1", "--junit", junit.path],
                             in: folder)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("✘ failed: CLIFixtureFailingTests.test_alwaysFails (2 attempts): Failing on purpose"), result.output)
        XCTAssertTrue(result.output.contains("2 tests: 1 passed, 1 failed"), result.output)
        XCTAssertEqual(runs(in: folder).filter { $0.hasPrefix("CLIFixtureFailingTests") }.count, 2, "ran once, retried once")
        XCTAssertEqual(runs(in: folder).filter { $0.hasPrefix("CLIFixturePassingTests.test_a") }.count, 1, "a passing test is not retried")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("<failure message=\"Failing on purpose, every time\""), xml)
        XCTAssertTrue(xml.contains("<rerunFailure message=\"Failing on purpose, every time\""), "the first attempt is a rerunFailure: \(xml)")
    }

    func test_tagsReachTheTestsAsTABTESTKIT_TAGS() throws {
        let folder = try ToolRun.temporaryFolder("tags")
        let result = try run(["--filter", "CLIFixturePassingTests/test_a$", "--tags", "@smoke and not @slow"], in: folder)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(runs(in: folder).map { $0.components(separatedBy: " pid=").first ?? "" },
                       ["CLIFixturePassingTests.test_a attempt=1 tags=@smoke and not @slow"])
        let invalid = try run(["--filter", "CLIFixturePassingTests/test_a$", "--tags", "@smoke and"], in: folder)
        XCTAssertNotEqual(invalid.status, 0)
        XCTAssertTrue(invalid.output.contains("is not a tag expression"), invalid.output)
    }

    func test_aFilterMatchingNothingIsAnError() throws {
        let folder = try ToolRun.temporaryFolder("nothing")
        let result = try run(["--filter", "NoSuchTestAnywhere"], in: folder)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("No test matches --filter NoSuchTestAnywhere"), result.output)
    }
}
