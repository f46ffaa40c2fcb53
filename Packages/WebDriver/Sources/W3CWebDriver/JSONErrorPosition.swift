import Foundation

/// Where JSON text stops being valid, as `line 3, column 14`, without quoting the text.
enum JSONErrorPosition {
    /// `near line L, column C`, `it ends before the JSON is complete (line L, column C)`, or
    /// `the position is unknown`.
    static func describe(in text: String) -> String {
        let data = Data(text.utf8)
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the position is unknown"
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            if reason.localizedCaseInsensitiveContains("end of file") || reason.localizedCaseInsensitiveContains("unexpected end") {
                return "it ends before the JSON is complete, at \(place(ofOffset: data.count, in: data))"
            }
            guard let offset = number(after: "character ", in: reason) else { return "the position is unknown" }
            return "near \(place(ofOffset: offset, in: data))"
        }
    }

    /// `line L, column C` (both from 1) of a UTF-8 byte offset.
    static func place(ofOffset offset: Int, in data: Data) -> String {
        let prefix = data.prefix(max(0, min(offset, data.count)))
        let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prefix.startIndex
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    private static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
}
