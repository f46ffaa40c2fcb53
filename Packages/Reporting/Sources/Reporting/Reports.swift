import Foundation

/// Reports of the run: a live console log of steps by default, and files — JSON, a
/// HTML page, JUnit XML, Cucumber JSON and Cucumber Messages, attachments stored once beside them — when asked
/// (`TABTESTKIT_REPORT_DIR`, or ``configuration``).
///
/// `TABTestCase` and the Swift Testing `.tabTestKit` trait install reports by themselves and tell
/// them where each test starts and ends. Elsewhere, call ``install(_:)`` once and
/// ``testWillStart(_:)`` / ``testDidFinish(_:failed:)`` around each test.
public enum Reports {
    private static let installed = Locked<ReportRecorder?>(nil)
    private static let pendingConfiguration = Locked<ReportConfiguration?>(nil)

    /// The configuration used by ``install(_:)`` when none is given: the environment's, unless
    /// set before the first test.
    public static var configuration: ReportConfiguration {
        get { installed.current?.configuration ?? pendingConfiguration.current ?? .fromEnvironment() }
        set { pendingConfiguration.withLock { $0 = newValue } }
    }

    /// Installs the reports for the rest of the process; later calls do nothing.
    public static func install(_ configuration: ReportConfiguration? = nil) {
        installed.withLock { recorder in
            guard recorder == nil else { return }
            let chosen = configuration ?? pendingConfiguration.current ?? .fromEnvironment()
            let created = ReportRecorder(configuration: chosen)
            recorder = created
            if chosen.console { StepObservers.add(ConsoleStepReporter()) }
            StepObservers.add(created)
            FailureListeners.add(created)
            if chosen.directory != nil { atexit { Reports.writeAtExit() } }
        }
    }

    /// The tracer of the running test, when traces are recorded.
    public static var tracer: (any ActionTracer)? {
        guard let recorder = installed.current, recorder.configuration.trace != .off else { return nil }
        return recorder
    }

    /// A test is about to run.
    public static func testWillStart(_ name: String) {
        installed.current?.testWillStart(name)
    }

    /// A test ended; `failed` is the test framework's verdict when known. Without the test's
    /// ``TestRun`` (``testDidFinish(_:run:failed:)``), the report reads its outcome from the
    /// failures it heard. The JSON report is rewritten, so it is complete even if the process
    /// dies later.
    public static func testDidFinish(_ name: String, failed: Bool? = nil) {
        testDidFinish(name, run: nil, failed: failed)
    }

    /// A test ended: its outcome and failures are read from `run`, the one record of them (and
    /// `failed`, the test framework's verdict when known, for failures the run never saw). The
    /// JSON report is rewritten, so it is complete even if the process dies later.
    public static func testDidFinish(_ name: String, run: TestRun?, failed: Bool? = nil) {
        guard let recorder = installed.current else { return }
        _ = recorder.testDidFinish(name, run: run, failed: failed)
        if recorder.configuration.directory != nil { _ = try? write(formats: [.json]) }
    }

    /// The run so far.
    public static var current: RunReport? {
        installed.current.map { $0.snapshot(name: $0.configuration.name) }
    }

    /// Writes the configured formats (or `formats`) into the configured folder now.
    /// - Returns: the files written.
    @discardableResult
    public static func write(formats: Set<ReportConfiguration.Format>? = nil) throws -> [URL] {
        guard let recorder = installed.current, let directory = recorder.configuration.directory else { return [] }
        let report = recorder.snapshot(name: recorder.configuration.name)
        return try ReportFiles.write(report, to: directory, formats: formats ?? recorder.configuration.formats,
                                    embed: recorder.configuration.embed)
    }

    private static func writeAtExit() {
        do {
            let files = try write()
            if let html = files.first(where: { $0.pathExtension == "html" }) {
                FileHandle.standardError.write(Data("TABTestKit report: \(html.path)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("TABTestKit: cannot write the reports: \(error)\n".utf8))
        }
    }
}
