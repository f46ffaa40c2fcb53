/// Makes text safe to print: control characters from a page or an app (terminal escape
/// sequences, bells, carriage returns that overwrite a line) are shown as `\u{…}` escapes
/// instead of acting on the terminal. Newlines and tabs stay.
public enum TerminalText {
    /// `text` with every control character except newline and tab escaped.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` masked (``Secrets``) and sanitized: what every printed line goes through.
    public static func printable(_ text: String) -> String {
        sanitize(Secrets.mask(text))
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Bidirectional overrides and isolates can make printed text read differently.
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
