import ArgumentParser
import Foundation
import Reporting
import TagExpressions

/// `tabtestkit test`: runs the built test binary's XCTest tests — a shard of them, in parallel,
/// with retries — and reports them.
public struct TestCommand: ParsableCommand {
    /// The command's description.
    public static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the built tests: a shard of them, in parallel processes, retrying failures.",
        discussion: """
        Runs the test binary SwiftPM built (.build/debug/<Package>PackageTests.xctest on Linux, or --binary) \
        directly, without SwiftPM's start-up; when there is none, `swift test` lists (and builds) the tests, and \
        runs them when still no binary can be run. Tests are listed, filtered, sorted and dealt into shards, so \
        shards 1/n … n/n of the same build run every test exactly once. A test that fails is run again up to \
        --retries times; one that passes on a retry is reported flaky, not passed.

        Exit status: 0 when no test failed (flaky tests included), 1 when one did, 2 when the tests could not be \
        listed or a report could not be written.
        """
    )

    @Option(name: .customLong("package-path"), help: "The package whose built tests run.")
    var packagePath = "."

    @Option(name: .long, help: ArgumentHelp("The test binary to run (default: the one built in the package).", valueName: "path"))
    var binary: String?

    @Option(name: .long, help: ArgumentHelp("Run the tests whose name (Module.Class/test) matches; repeatable.", valueName: "regex"))
    var filter: [String] = []

    @Option(name: .long, help: ArgumentHelp("Leave out the tests whose name matches; repeatable.", valueName: "regex"))
    var skip: [String] = []

    @Option(name: .long, help: ArgumentHelp("Run shard i of n (1-based), e.g. 2/4.", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: "How many test processes run at once.")
    var workers = 1

    @Option(name: .long, help: "How many more times a failed test runs; one that then passes is flaky.")
    var retries = 0

    @Option(name: .long, help: ArgumentHelp("A Gherkin tag expression for scenarios (passed as TABTESTKIT_TAGS).", valueName: "expression"))
    var tags: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML here.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write the HTML report here.", valueName: "file"))
    var html: String?

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("Where the run keeps its processes' output and report.json.", valueName: "folder"))
    var outputDirectory: String?

    @Option(name: .long, help: ArgumentHelp("Stop a test process after this many seconds.", valueName: "seconds"))
    var timeout: Double?

    @Flag(name: .long, help: "Print the tests of the shard and stop.")
    var list = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Checks the options before anything runs.
    public func validate() throws {
        if let shard, Shard(shard) == nil { throw ValidationError(TestRunError.invalidShard(shard).description) }
        if workers < 1 { throw ValidationError("--workers must be at least 1.") }
        if retries < 0 { throw ValidationError("--retries cannot be negative.") }
        if let tags {
            do {
                _ = try TagExpression(tags)
            } catch {
                throw ValidationError(TestRunError.invalidTags(tags, reason: error.message).description)
            }
        }
        for pattern in filter + skip { _ = try TestSelection.expression(pattern) }
    }

    /// Runs it.
    public func run() throws {
        let root = URL(fileURLWithPath: packagePath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).absoluteURL
        var environment = ProcessInfo.processInfo.environment
        if let tags { environment["TABTESTKIT_TAGS"] = tags }
        let selected: [TestID]
        var launcher: TestLauncher
        do {
            launcher = try TestBinary.launcher(binary: binary, packagePath: root, environment: environment)
            let listed = try TestBinary.list(launcher, environment: environment)
            // `swift test list` has built the tests: run the binary it made, when there is one.
            if case .swiftTest = launcher, let built = TestBinary.candidates(in: root).first,
               TestBinary.candidates(in: root).count == 1 {
                launcher = .binary(built)
            }
            let matching = try TestSelection.filter(listed, filters: filter.map(TestSelection.expression),
                                                    skips: skip.map(TestSelection.expression))
            guard !matching.isEmpty else { throw TestRunError.noTestMatches(filters: filter) }
            selected = shard.flatMap(Shard.init).map { TestSelection.tests(matching, in: $0) } ?? matching.sorted()
        } catch {
            Console.error("\(error)")
            throw ExitCode(2)
        }
        if list {
            selected.forEach { Console.info($0.description) }
            return
        }
        let shardText = shard.map { " (shard \($0))" } ?? ""
        Console.info("Running \(selected.count) test\(selected.count == 1 ? "" : "s")\(shardText) with \(launcher.description), "
            + "\(workers) worker\(workers == 1 ? "" : "s"), \(retries) retr\(retries == 1 ? "y" : "ies").")
        guard !selected.isEmpty else {
            Console.info("This shard has no test.")
            return
        }
        let directory = outputDirectory.map { URL(fileURLWithPath: $0, relativeTo: root).absoluteURL }
            ?? root.appendingPathComponent(".build/tabtestkit-test")
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("attempts"))
        let runner = TestRunner(configuration: .init(launcher: launcher, tests: selected, workers: workers, retries: retries,
                                                     environment: environment, outputDirectory: directory, timeout: timeout),
                                log: { Console.info($0) })
        let results = runner.run()
        let report = RunReportBuilder(directory: directory, name: shard.map { "Shard \($0)" } ?? "Tests").build(results)
        try write(report, directory: directory)
        summarize(report)
        if report.hasFailures { throw ExitCode(1) }
    }

    /// Writes `report.json` into the run's folder, and the JUnit and HTML files asked for, as
    /// `tabtestkit report` renders them: referring to the attachments in the run's folder by
    /// relative path.
    private func write(_ report: RunReport, directory: URL) throws {
        do {
            try ReportFiles.write(report, to: directory, formats: [.json])
            if junit != nil || html != nil {
                _ = try ReportExport.run(reportAt: directory.appendingPathComponent(ReportFiles.fileName(.json)).path,
                                         outputs: ReportExport.Outputs(html: html, junit: junit), useColor: false) { _ in }
            }
        } catch let failure as ReportExport.Failure {
            Console.error("cannot write the reports: \(failure.description)")
            throw ExitCode(2)
        } catch {
            Console.error("cannot write the reports: \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    private func summarize(_ report: RunReport) {
        for test in report.tests where test.outcome == .flaky {
            Console.info("⚠ flaky: \(test.name) passed on attempt \(test.attempts) of \(test.attempts)")
        }
        for test in report.tests where test.outcome == .failed {
            let message = test.failures.first?.message.split(separator: "\n").first.map(String.init) ?? "failed"
            Console.info("✘ failed: \(test.name) (\(test.attempts) attempt\(test.attempts == 1 ? "" : "s")): \(message)")
        }
        Console.info(report.summary.line)
        if let junit { Console.info("JUnit: \(junit)") }
        if let html { Console.info("HTML report: \(html)") }
    }
}
