import ArgumentParser
import Foundation
import Reporting

/// `tabtestkit-report reports/report.json [--html FILE] [--junit FILE] [--cucumber-json FILE]
/// [--messages FILE]`: prints a JSON report as text and renders it in the other formats.
///
/// Exit status: 0 when no test failed, 1 when one did, 2 when the report cannot be read or a file
/// cannot be written.
@main
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabtestkit-report",
        abstract: "Print a TABTestKit JSON report and render it as HTML, JUnit XML, Cucumber JSON or Cucumber Messages.",
        discussion: """
        The JSON report is written by the tests when TABTESTKIT_REPORT_DIR is set (report.json, with \
        attachments beside it). Exits with 1 when a test failed, 2 when the report cannot be read or a file cannot be written.
        """
    )

    /// When to colour the marks.
    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "The JSON report (report.json).")
    var report: String

    @Option(name: .long, help: ArgumentHelp("Write a self-contained HTML page here.", valueName: "file"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML here.", valueName: "file"))
    var junit: String?

    @Option(name: .customLong("cucumber-json"), help: ArgumentHelp("Write Cucumber JSON here.", valueName: "file"))
    var cucumberJSON: String?

    @Option(name: .long, help: ArgumentHelp("Write Cucumber Messages (NDJSON) here.", valueName: "file"))
    var messages: String?

    @Option(name: .long, help: "Colour the marks: auto (when printing to a terminal), always or never.")
    var color: ColorMode = .auto

    func run() throws {
        let outputs = ReportExport.Outputs(html: html, junit: junit, cucumberJSON: cucumberJSON, messages: messages)
        let failed: Bool
        do {
            failed = try ReportExport.run(reportAt: report, outputs: outputs, useColor: useColor) { print($0, terminator: "") }
        } catch {
            Self.fail(error.description)
            throw ExitCode(2)
        }
        if failed { throw ExitCode(1) }
    }

    private var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("tabtestkit-report: error: \(TerminalText.printable(message))\n".utf8))
    }
}
