import ArgumentParser
import Foundation
import ReportRendering
import TABTestKitReporting

/// `tabtestkit-report report.json [--html out.html]`: prints a JSON report written by
/// `JSONReportWriter` as readable text, and optionally writes an HTML page.
///
/// Exit status: 0 when every scenario passed or was skipped, 1 when one failed, 2 when the
/// report cannot be read or the HTML cannot be written.
@main
struct TABTestKitReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabtestkit-report",
        abstract: "Print a TABTestKit JSON report (TABTESTKIT_REPORT) and optionally write it as HTML.",
        discussion: "Exits with 1 when a scenario failed, 2 when the report cannot be read or the HTML cannot be written."
    )

    /// When to colour the text.
    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "The JSON report, as written by JSONReportWriter.")
    var report: String

    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report to this file.", valueName: "file"))
    var html: String?

    @Option(name: .long, help: "Colour the marks: auto (when printing to a terminal), always or never.")
    var color: ColorMode = .auto

    func run() throws {
        let report: TestReport
        do {
            report = try TestReport.read(from: URL(fileURLWithPath: self.report))
        } catch {
            Self.fail("\(error)")
            throw ExitCode(2)
        }
        print(TextReportRenderer(useColor: useColor).render(report), terminator: "")
        if let html {
            let url = URL(fileURLWithPath: html)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(HTMLReportRenderer().render(report).utf8).write(to: url, options: .atomic)
                print("HTML report: \(html)")
            } catch {
                Self.fail("cannot write the HTML report to \(html): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        if report.scenarios.contains(where: { $0.outcome == .failed }) {
            throw ExitCode(1)
        }
    }

    private var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            return isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("tabtestkit-report: error: \(message)\n".utf8))
    }
}
