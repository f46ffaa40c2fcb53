import BDD
import TABTestKitReporting

/// The suite's step observers, registered once per process: a console reporter, and the
/// JSON report writer when `TABTESTKIT_REPORT` names a file.
enum SuiteReporting {
    /// The JSON report writer, if `TABTESTKIT_REPORT` is set.
    static let writer: JSONReportWriter? = {
        StepObservers.add(ConsoleStepReporter())
        guard let writer = JSONReportWriter.fromEnvironment(name: "ExampleSuite") else { return nil }
        StepObservers.add(writer)
        return writer
    }()

    /// Registers the observers (the first call does) and names the test that runs next (`nil` after it).
    static func testWillRun(_ name: String?) {
        writer?.setCurrentTest(name)
    }
}
