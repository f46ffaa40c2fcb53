import Foundation

/// What reports a run produces: the live console log, and files when asked.
///
/// ```sh
/// TABTESTKIT_REPORT_DIR=reports swift test     # every format, in reports/
/// ```
///
/// or in Swift, before the tests run: `Reports.configuration.directory = URL(fileURLWithPath: "reports")`.
public struct ReportConfiguration: Sendable, Equatable {
    /// When screenshots are taken.
    public enum Screenshots: String, Sendable, CaseIterable {
        /// Never.
        case off
        /// With every failure (the default).
        case onFailure = "on-failure"
        /// After every step too.
        case everyStep = "every-step"
    }

    /// When a trace (every action with before/after screenshots) is kept.
    public enum Trace: String, Sendable, CaseIterable {
        /// No trace.
        case off
        /// For every test.
        case on
        /// Recorded for every test, kept for the failed ones (the default when files are written).
        case retainOnFailure = "retain-on-failure"
    }

    /// A file format.
    public enum Format: String, Sendable, CaseIterable {
        /// `report.json`: everything; the other formats can be rendered from it.
        case json
        /// `report.html`: the page of the run.
        case html
        /// `junit.xml`.
        case junit
        /// `cucumber.json`.
        case cucumberJSON = "cucumber-json"
        /// `cucumber-messages.ndjson`.
        case cucumberMessages = "cucumber-messages"

        /// The formats that can carry attachments inside them.
        public static let embedding: Set<Format> = [.html, .cucumberJSON, .cucumberMessages]

        /// The formats named in `list` (`html,cucumber-json`, `all`, `none`), or `nil` when it
        /// names a format that cannot embed attachments.
        public static func embeddable(_ list: String) -> Set<Format>? {
            var formats: Set<Format> = []
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty {
                switch name {
                case "all": formats.formUnion(embedding)
                case "none": continue
                default:
                    guard let format = Format(rawValue: name), embedding.contains(format) else { return nil }
                    formats.insert(format)
                }
            }
            return formats
        }
    }

    /// Whether steps are printed as they finish (on by default).
    public var console: Bool
    /// Where files go; `nil` writes none.
    public var directory: URL?
    /// The formats written into ``directory``.
    public var formats: Set<Format>
    /// When screenshots are taken.
    public var screenshots: Screenshots
    /// When a trace is kept.
    public var trace: Trace
    /// The run's name in the reports.
    public var name: String
    /// The formats that carry attachments inside them instead of referring to the files in
    /// `attachments/` (none by default): ``Format/html`` makes `report.html` one self-contained
    /// page, ``Format/cucumberJSON`` adds base64 `embeddings`, ``Format/cucumberMessages`` sends
    /// each attachment's body. Every screenshot is then stored once more per format, so keep it
    /// for small runs.
    public var embed: Set<Format>

    /// Creates a configuration.
    public init(
        console: Bool = true, directory: URL? = nil, formats: Set<Format> = Set(Format.allCases),
        screenshots: Screenshots = .onFailure, trace: Trace? = nil, name: String = "TABTestKit", embed: Set<Format> = []
    ) {
        self.console = console
        self.directory = directory
        self.formats = formats
        self.screenshots = screenshots
        self.trace = trace ?? (directory == nil ? .off : .retainOnFailure)
        self.name = name
        self.embed = embed
    }

    /// The configuration the environment asks for: `TABTESTKIT_REPORT_DIR` (a folder for every
    /// format), `TABTESTKIT_REPORT_FORMATS` (comma-separated subset), `TABTESTKIT_CONSOLE=off`,
    /// `TABTESTKIT_SCREENSHOTS` (`off`, `on-failure`, `every-step`), `TABTESTKIT_TRACE` (`off`,
    /// `on`, `retain-on-failure`), `TABTESTKIT_REPORT_NAME` and `TABTESTKIT_REPORT_EMBED`
    /// (comma-separated `html`, `cucumber-json`, `cucumber-messages`, or `all`). Values it does not know are
    /// reported on standard error and the default is used.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ReportConfiguration {
        func value(_ name: String) -> String? {
            guard let raw = environment[name]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
            return raw
        }
        func parse<Value: RawRepresentable<String> & CaseIterable>(_ name: String, as _: Value.Type) -> Value? {
            guard let raw = value(name) else { return nil }
            if let parsed = Value(rawValue: raw.lowercased()) { return parsed }
            let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("TABTestKit: \(name)=\(raw) is not one of \(known); using the default.\n".utf8))
            return nil
        }
        let directory = value("TABTESTKIT_REPORT_DIR").map { path in
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)).absoluteURL
        }
        var formats = Set(Format.allCases)
        if let list = value("TABTESTKIT_REPORT_FORMATS") {
            let asked = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            let known = asked.compactMap(Format.init(rawValue:))
            if known.count != asked.count {
                FileHandle.standardError.write(Data("TABTestKit: TABTESTKIT_REPORT_FORMATS has unknown formats; known: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).\n".utf8))
            }
            if !known.isEmpty { formats = Set(known).union([.json]) }
        }
        var embed: Set<Format> = []
        if let list = value("TABTESTKIT_REPORT_EMBED") {
            let parsed = Format.embeddable(list)
            if parsed == nil {
                FileHandle.standardError.write(Data("TABTestKit: TABTESTKIT_REPORT_EMBED=\(list) is not a list of html, cucumber-json, cucumber-messages or all; embedding nothing.\n".utf8))
            }
            embed = parsed ?? []
        }
        return ReportConfiguration(
            console: value("TABTESTKIT_CONSOLE")?.lowercased() != "off",
            directory: directory,
            formats: formats,
            screenshots: parse("TABTESTKIT_SCREENSHOTS", as: Screenshots.self) ?? .onFailure,
            trace: parse("TABTESTKIT_TRACE", as: Trace.self),
            name: value("TABTESTKIT_REPORT_NAME") ?? ProcessInfo.processInfo.processName,
            embed: embed
        )
    }
}
