import Foundation

extension TestReport {
    /// Encodes the report as pretty-printed JSON with sorted keys and ISO 8601 dates.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Decodes a report written by ``jsonData()``.
    ///
    /// - Throws: ``ReportReadingError`` with a readable reason.
    public static func decode(from data: Data) throws(ReportReadingError) -> TestReport {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let report: TestReport
        do {
            report = try decoder.decode(TestReport.self, from: data)
        } catch let error as DecodingError {
            throw .invalidJSON(Self.describe(error))
        } catch {
            throw .invalidJSON(String(describing: error))
        }
        guard report.formatVersion <= currentFormatVersion else {
            throw .unsupportedVersion(report.formatVersion)
        }
        return report
    }

    /// Reads and decodes the report at `url`.
    public static func read(from url: URL) throws(ReportReadingError) -> TestReport {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(from: data)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .dataCorrupted(let context):
            return "the data is not valid JSON\(path(context))"
        case .keyNotFound(let key, let context):
            return "the key \"\(key.stringValue)\" is missing\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ".")))\(path(context))"
        @unknown default:
            return String(describing: error)
        }
    }
}

/// Why a report could not be read.
public enum ReportReadingError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a TABTestKit report.
    case invalidJSON(String)
    /// The report was written by a newer version.
    case unsupportedVersion(Int)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the report at \(path): \(reason)"
        case .invalidJSON(let reason):
            return "not a TABTestKit JSON report: \(reason)"
        case .unsupportedVersion(let version):
            return "the report has format version \(version); this tool reads up to \(TestReport.currentFormatVersion)"
        }
    }
}
