import ArgumentParser
import Foundation
import Reporting

/// `tabtestkit report` (also installed as `tabtestkit-report`, an alias): print a JSON report as
/// text and render it as HTML, JUnit XML, Cucumber JSON or Cucumber Messages.
///
/// The files refer to the attachments beside the JSON report by relative path (from wherever
/// they are written); `--embed` puts them inside the formats named instead.
public struct ReportCommand: ParsableCommand {
    /// The command's description.
    public static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print a TABTestKit JSON report and render it as HTML, JUnit XML, Cucumber JSON or Cucumber Messages.",
        discussion: """
        The JSON report is written by the tests when TABTESTKIT_REPORT_DIR is set (report.json, with attachments \
        beside it), and by `tabtestkit test` in its output folder. Exits with 1 when a test failed, 2 when the report \
        cannot be read or a file cannot be written. `tabtestkit-report` is another name for this command.
        """
    )

    /// When to colour the marks.
    public enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// When printing to a terminal and NO_COLOR is not set.
        case auto
        /// Always.
        case always
        /// Never.
        case never
    }

    @Argument(help: "The JSON report (report.json).")
    var report: String

    @Option(name: .long, help: ArgumentHelp("Write the HTML page here.", valueName: "file"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML here.", valueName: "file"))
    var junit: String?

    @Option(name: .customLong("cucumber-json"), help: ArgumentHelp("Write Cucumber JSON here.", valueName: "file"))
    var cucumberJSON: String?

    @Option(name: .long, help: ArgumentHelp("Write Cucumber Messages (NDJSON) here.", valueName: "file"))
    var messages: String?

    @Option(name: .long, help: "Colour the marks: auto (when printing to a terminal), always or never.")
    var color: ColorMode = .auto

    @Option(name: .long, help: ArgumentHelp(
        "Put attachments inside these formats instead of referring to their files: html (one self-contained page), cucumber-json, cucumber-messages, all.",
        valueName: "formats"))
    var embed: String = "none"

    /// Checks `--embed`.
    public func validate() throws {
        guard ReportConfiguration.Format.embeddable(embed) != nil else {
            throw ValidationError("--embed takes html, cucumber-json, cucumber-messages or all, comma-separated; got \(embed)")
        }
    }

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Runs it.
    public func run() throws {
        let outputs = ReportExport.Outputs(html: html, junit: junit, cucumberJSON: cucumberJSON, messages: messages,
                                           embed: ReportConfiguration.Format.embeddable(embed) ?? [])
        let failed: Bool
        do {
            failed = try ReportExport.run(reportAt: report, outputs: outputs, useColor: useColor) { print($0, terminator: "") }
        } catch {
            Console.error(error.description)
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
}
