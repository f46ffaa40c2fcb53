import Foundation

/// What `tabtestkit report` (alias `tabtestkit-report`) does: read a JSON report, show it as text, and
/// render it into the files asked for (HTML, JUnit XML, Cucumber JSON, Cucumber Messages),
/// reading attachments from beside the JSON.
public enum ReportExport {
    /// The files to write; `nil` leaves a format out.
    public struct Outputs: Sendable, Equatable {
        /// An HTML page (self-contained when ``embed`` holds `.html`).
        public var html: String?
        /// JUnit XML.
        public var junit: String?
        /// Cucumber JSON.
        public var cucumberJSON: String?
        /// Cucumber Messages (NDJSON).
        public var messages: String?
        /// The formats that carry attachments inside them; the others refer to the files beside
        /// the JSON report by relative path.
        public var embed: Set<ReportConfiguration.Format>

        /// Creates the list of files.
        public init(html: String? = nil, junit: String? = nil, cucumberJSON: String? = nil, messages: String? = nil,
                    embed: Set<ReportConfiguration.Format> = []) {
            self.html = html
            self.junit = junit
            self.cucumberJSON = cucumberJSON
            self.messages = messages
            self.embed = embed
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
        let folder = url.deletingLastPathComponent()
        let load = ReportFiles.loader(for: folder)
        let linked: ReportFiles.AttachmentLoader = { _ in nil }
        func content(_ format: ReportConfiguration.Format) -> ReportFiles.AttachmentLoader {
            outputs.embed.contains(format) ? load : linked
        }
        // Files written elsewhere refer to the attachments beside the JSON report.
        func moved(_ target: String?, _ format: ReportConfiguration.Format? = nil) -> RunReport {
            guard let target, format.map({ !outputs.embed.contains($0) }) ?? true else { return run }
            return run.attachmentPaths(prefixedWith: relativePath(from: URL(fileURLWithPath: target).deletingLastPathComponent(), to: folder))
        }
        let renderers: [(String?, () throws -> Data)] = [
            (outputs.html, { Data(HTMLReport(load: content(.html)).render(moved(outputs.html, .html)).utf8) }),
            (outputs.junit, { Data(JUnitReport().render(moved(outputs.junit)).utf8) }),
            (outputs.cucumberJSON, { try CucumberJSONReport(load: content(.cucumberJSON)).render(moved(outputs.cucumberJSON, .cucumberJSON)) }),
            (outputs.messages, { Data(try CucumberMessagesReport(load: content(.cucumberMessages)).render(moved(outputs.messages, .cucumberMessages)).utf8) }),
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

    /// The relative path from folder `from` to folder `to` (`""` when they are the same), e.g. `../run/`.
    static func relativePath(from: URL, to: URL) -> String {
        let source = from.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let target = to.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let shared = zip(source, target).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: source.count - shared) + target.dropFirst(shared)
        return path.isEmpty ? "" : path.joined(separator: "/") + "/"
    }
}
