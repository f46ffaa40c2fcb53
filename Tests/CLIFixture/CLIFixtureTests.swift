import Foundation
import XCTest

// Tests for `tabtestkit test` to run (Tests/CLIAcceptanceTests runs the tool on them in child
// processes): seven that pass, one that fails on its first run and passes on the next, and one
// that always fails. `make test` skips this target (`--skip CLIFixture`), and each test does
// nothing unless TABTESTKIT_CLI_FIXTURE names a folder, where each run leaves a line.

/// Where the runs are logged, when the acceptance test asks for them.
enum FixtureLog {
    static var folder: URL? {
        ProcessInfo.processInfo.environment["TABTESTKIT_CLI_FIXTURE"].map { URL(fileURLWithPath: $0) }
    }

    /// Appends `name` and what the test saw to `runs.log`, one line per run.
    static func record(_ name: String) {
        guard let folder else { return }
        let environment = ProcessInfo.processInfo.environment
        let line = "\(name) attempt=\(environment["TABTESTKIT_ATTEMPT"] ?? "-") tags=\(environment["TABTESTKIT_TAGS"] ?? "-") pid=\(getpid())\n"
        let file = folder.appendingPathComponent("runs.log")
        // O_APPEND writes of one short line are atomic, so parallel processes do not mix lines.
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        _ = line.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }
}

/// Runs only when the acceptance test asks, so a plain `swift test` neither fails nor logs.
class FixtureCase: XCTestCase {
    override func invokeTest() {
        guard FixtureLog.folder != nil else { return }
        super.invokeTest()
    }
}

final class CLIFixturePassingTests: FixtureCase {
    func test_a() { FixtureLog.record("CLIFixturePassingTests.test_a") }
    func test_b() { FixtureLog.record("CLIFixturePassingTests.test_b") }
    func test_c() { FixtureLog.record("CLIFixturePassingTests.test_c") }
    func test_d() { FixtureLog.record("CLIFixturePassingTests.test_d") }
    func test_e() { FixtureLog.record("CLIFixturePassingTests.test_e") }
}

final class CLIFixtureMorePassingTests: FixtureCase {
    func test_f() { FixtureLog.record("CLIFixtureMorePassingTests.test_f") }
    func test_g() { FixtureLog.record("CLIFixtureMorePassingTests.test_g") }
}

final class CLIFixtureFlakyTests: FixtureCase {
    /// Fails the first time it runs in a folder, passes every time after.
    func test_failsOnceThenPasses() throws {
        FixtureLog.record("CLIFixtureFlakyTests.test_failsOnceThenPasses")
        let folder = try XCTUnwrap(FixtureLog.folder)
        let marker = folder.appendingPathComponent("flaky-ran-once")
        if !FileManager.default.fileExists(atPath: marker.path) {
            XCTAssertTrue(FileManager.default.createFile(atPath: marker.path, contents: Data()))
            XCTFail("First run: failing on purpose")
        }
    }
}

final class CLIFixtureFailingTests: FixtureCase {
    func test_alwaysFails() {
        FixtureLog.record("CLIFixtureFailingTests.test_alwaysFails")
        XCTFail("Failing on purpose, every time")
    }
}
