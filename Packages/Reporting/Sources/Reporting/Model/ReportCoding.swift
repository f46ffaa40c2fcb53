import Foundation

extension RunReport {
    /// Encodes the report as pretty-printed JSON with sorted keys and ISO 8601 dates; registered
    /// secrets are masked wherever they appear.
    public func jsonData() throws -> Data {
        Data(JSONMasking.mask(String(decoding: try unmaskedJSONData(), as: UTF8.self)).utf8)
    }

    private func unmaskedJSONData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ReportDates.string(date))
        }
        return try encoder.encode(self)
    }

    /// Decodes a report written by ``jsonData()``.
    ///
    /// - Throws: ``ReportReadingError`` with a readable reason.
    public static func decode(from data: Data) throws(ReportReadingError) -> RunReport {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = ReportDates.date(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date: \(text)"))
            }
            return date
        }
        if let version = try? JSONDecoder().decode(VersionProbe.self, from: data).formatVersion, version != currentFormatVersion {
            throw .unsupportedVersion(version)
        }
        do {
            return try decoder.decode(RunReport.self, from: data)
        } catch let error as DecodingError {
            throw .invalidJSON(Self.describe(error))
        } catch {
            throw .invalidJSON(String(describing: error))
        }
    }

    /// Reads and decodes the report at `url`.
    public static func read(from url: URL) throws(ReportReadingError) -> RunReport {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(from: data)
    }

    private struct VersionProbe: Decodable {
        var formatVersion: Int
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : keys
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default: return String(describing: error)
        }
    }
}

/// Why a report could not be read.
public enum ReportReadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a report.
    case invalidJSON(String)
    /// The report was written by a version of the format this reader does not know.
    case unsupportedVersion(Int)

    /// A readable reason.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .invalidJSON(let reason): return "not a TABTestKit report: \(reason)"
        case .unsupportedVersion(let version):
            return "the report has format version \(version); this reader knows version \(RunReport.currentFormatVersion)"
        }
    }
}

/// Dates in reports: ISO 8601 with milliseconds, in UTC.
enum ReportDates {
    static func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

/// Masks secrets in JSON text, as JSON writes them (escaped).
enum JSONMasking {
    static func mask(_ json: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return Secrets.mask(Secrets.mask(json)) { secret in
            guard let data = try? encoder.encode(secret) else { return secret }
            // The encoded string without its quotes.
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        }
    }
}
