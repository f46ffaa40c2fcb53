import Foundation

/// Escaping for the markup formats. Every text passes through ``Secrets/mask(_:)`` first, so a
/// format cannot leak a secret even if a record missed one.
enum Markup {
    /// `text` masked, with `&`, `<`, `>`, `"` and `'` escaped for HTML and XML.
    static func escape(_ text: String) -> String {
        var escaped = ""
        let masked = Secrets.mask(text)
        escaped.reserveCapacity(masked.count)
        for scalar in masked.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // XML 1.0 forbids most control characters, even escaped: show them instead.
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}":
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `0.12 s`, or `1 min 4.20 s` from a minute on.
    static func duration(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds.isFinite ? seconds : 0)
        guard seconds >= 60 else { return String(format: "%.2f s", seconds) }
        let minutes = Int(seconds / 60)
        return String(format: "%d min %.2f s", minutes, seconds - Double(minutes * 60))
    }

    /// Seconds as XML's `time` attribute wants them.
    static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.3f", max(0, value.isFinite ? value : 0))
    }
}
