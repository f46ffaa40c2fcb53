import Foundation

/// Writes a run's reports into a folder: `report.json`, `report.html`, `junit.xml`,
/// `cucumber.json` and `cucumber-messages.ndjson`, attachments in `attachments/`.
///
/// Each attachment is stored once, as a file in `attachments/`, and every format refers to it by
/// its path relative to the folder, so the folder can be moved or zipped whole. Formats in
/// `embed` carry the attachments' content inside them instead.
public enum ReportFiles {
    /// Reads an attachment's content by its report path; `nil` refers to the file instead.
    public typealias AttachmentLoader = @Sendable (AttachmentReport) -> Data?

    /// The file name of each format.
    public static func fileName(_ format: ReportConfiguration.Format) -> String {
        switch format {
        case .json: return "report.json"
        case .html: return "report.html"
        case .junit: return "junit.xml"
        case .cucumberJSON: return "cucumber.json"
        case .cucumberMessages: return "cucumber-messages.ndjson"
        }
    }

    /// Reads an attachment stored beside a report in `directory`.
    public static func loader(for directory: URL) -> AttachmentLoader {
        { attachment in
            // Paths come from a report file that may have been edited: stay inside the folder.
            guard !attachment.path.split(separator: "/").contains("..") else { return nil }
            return try? Data(contentsOf: directory.appendingPathComponent(attachment.path))
        }
    }

    /// Writes `report` in `formats` into `directory` (created when missing), atomically. Tests of
    /// another process of the same run, found in the folder's `report.json`, are kept.
    /// Attachments are referred to by path, except in the formats of `embed`.
    /// - Returns: the files written, in `Format` order.
    @discardableResult
    public static func write(
        _ report: RunReport, to directory: URL, formats: Set<ReportConfiguration.Format>, embed: Set<ReportConfiguration.Format> = []
    ) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var report = report
        if let earlier = try? RunReport.read(from: directory.appendingPathComponent(fileName(.json))) {
            report = report.merging(earlier)
        }
        let load = loader(for: directory)
        let linked: AttachmentLoader = { _ in nil }
        func content(_ format: ReportConfiguration.Format) -> AttachmentLoader { embed.contains(format) ? load : linked }
        var written: [URL] = []
        for format in ReportConfiguration.Format.allCases where formats.contains(format) {
            let data: Data
            switch format {
            case .json: data = try report.jsonData()
            case .html: data = Data(HTMLReport(load: content(.html)).render(report).utf8)
            case .junit: data = Data(JUnitReport().render(report).utf8)
            case .cucumberJSON: data = Data(JSONMasking.mask(String(decoding: try CucumberJSONReport(load: content(.cucumberJSON)).render(report), as: UTF8.self)).utf8)
            case .cucumberMessages: data = Data(JSONMasking.mask(try CucumberMessagesReport(load: content(.cucumberMessages)).render(report)).utf8)
            }
            let url = directory.appendingPathComponent(fileName(format))
            try data.write(to: url, options: .atomic)
            written.append(url)
        }
        return written
    }
}
