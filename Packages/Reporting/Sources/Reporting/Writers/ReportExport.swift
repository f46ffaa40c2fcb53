import Foundation

/// What `tabtestkit-report` and `tabtestkit report` do: read a JSON report, show it as text, and
/// render it into the files asked for (HTML, JUnit XML, Cucumber JSON, Cucumber Messages),
/// reading attachments from beside the JSON.
public enum ReportExport {
    /// The files to write; `nil` leaves a format out.
    public struct Outputs: Sendable, Equatable {
        /// A self-contained HTML page.
        public var html: String?
        /// JUnit XML.
        public var junit: String?
        /// Cucumber JSON.
        public var cucumberJSON: String?
        /// Cucumber Messages (NDJSON).
        public var messages: String?

        /// Creates the list of files.
        public init(html: String? = nil, junit: String? = nil, cucumberJSON: String? = nil, messages: String? = nil) {
            self.html = html
            self.junit = junit
            self.cucumberJSON = cucumberJSON
            self.messages = messages
        }
    }

    /// Why an export stopped: the report cannot be read, or a file cannot be written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Reads the report at `path`, passes its text and a `Wrote <file>` line per file written to
    /// `show`, and writes the files.
    ///
    /// - Returns: whether a test of the report failed.
    /// - Throws: ``Failure`` when the report cannot be read or a file cannot be written.
    public static func run(reportAt path: String, outputs: Outputs, useColor: Bool, show: (String) -> Void) throws(Failure) -> Bool {
        let url = URL(fileURLWithPath: path)
        let run: RunReport
        do {
            run = try RunReport.read(from: url)
        } catch {
            throw Failure(description: "\(error)")
        }
        show(TextReport(useColor: useColor).render(run))
        let load = ReportFiles.loader(for: url.deletingLastPathComponent())
        let renderers: [(String?, () throws -> Data)] = [
            (outputs.html, { Data(HTMLReport(load: load).render(run).utf8) }),
            (outputs.junit, { Data(JUnitReport().render(run).utf8) }),
            (outputs.cucumberJSON, { try CucumberJSONReport(load: load).render(run) }),
            (outputs.messages, { Data(try CucumberMessagesReport(load: load).render(run).utf8) }),
        ]
        for case let (target?, render) in renderers {
            let file = URL(fileURLWithPath: target)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try render().write(to: file, options: .atomic)
                show("Wrote \(target)\n")
            } catch {
                throw Failure(description: "cannot write \(target): \(error.localizedDescription)")
            }
        }
        return run.hasFailures
    }
}
