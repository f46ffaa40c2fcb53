import Foundation

/// Source text as UTF-8 bytes with the offset of every line's first byte.
struct SourceText: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The offset of the first byte of each line; `lineStarts[0] == 0`.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == Byte.newline {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }
}

/// Skips over Swift string literals, comments and balanced brackets.
struct Lexer {
    let bytes: [UInt8]
    /// Nothing at or past this index is read.
    let limit: Int

    /// The index of the bracket that closes the one at `open`, or `nil` when
    /// it is not closed before ``limit`` or the brackets are mismatched.
    func matchingClose(from open: Int) -> Int? {
        guard open < limit, let firstCloser = Byte.closer(for: bytes[open]) else { return nil }
        var expected: [UInt8] = [firstCloser]
        var index = open + 1
        while index < limit {
            let byte = bytes[index]
            if let closer = Byte.closer(for: byte) {
                expected.append(closer)
                index += 1
            } else if Byte.isClosing(byte) {
                guard byte == expected.last else { return nil }
                expected.removeLast()
                if expected.isEmpty { return index }
                index += 1
            } else if byte == Byte.quote || byte == Byte.hash {
                if let end = skipStringLiteral(at: index) {
                    index = end
                } else if byte == Byte.quote {
                    return nil
                } else {
                    index += 1
                }
            } else if byte == Byte.slash, index + 1 < limit, bytes[index + 1] == Byte.slash || bytes[index + 1] == Byte.star {
                index = skipComment(at: index)
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The index just past the comment starting at `index` (`//` or a possibly nested `/* */`).
    func skipComment(at index: Int) -> Int {
        if index + 1 < limit, bytes[index + 1] == Byte.slash {
            var cursor = index + 2
            while cursor < limit, bytes[cursor] != Byte.newline {
                cursor += 1
            }
            return cursor
        }
        var depth = 1
        var cursor = index + 2
        while cursor < limit {
            if bytes[cursor] == Byte.star, cursor + 1 < limit, bytes[cursor + 1] == Byte.slash {
                depth -= 1
                cursor += 2
                if depth == 0 { return cursor }
            } else if bytes[cursor] == Byte.slash, cursor + 1 < limit, bytes[cursor + 1] == Byte.star {
                depth += 1
                cursor += 2
            } else {
                cursor += 1
            }
        }
        return limit
    }

    /// The index just past the string literal starting at `index`, or `nil`
    /// when there is no string literal there or it is not terminated before
    /// ``limit``. Handles `"..."`, `"""..."""`, raw strings (`#"..."#`),
    /// escapes and interpolations (`\(...)`, `\#(...)`).
    func skipStringLiteral(at index: Int) -> Int? {
        var cursor = index
        var hashes = 0
        while cursor < limit, bytes[cursor] == Byte.hash {
            hashes += 1
            cursor += 1
        }
        guard cursor < limit, bytes[cursor] == Byte.quote else { return nil }
        let isMultiline = cursor + 2 < limit && bytes[cursor + 1] == Byte.quote && bytes[cursor + 2] == Byte.quote
        let quoteCount = isMultiline ? 3 : 1
        cursor += quoteCount

        while cursor < limit {
            let byte = bytes[cursor]
            if byte == Byte.backslash, hasHashes(hashes, at: cursor + 1) {
                let afterHashes = cursor + 1 + hashes
                guard afterHashes < limit else { return nil }
                if bytes[afterHashes] == Byte.openParen {
                    guard let close = matchingClose(from: afterHashes) else { return nil }
                    cursor = close + 1
                } else {
                    cursor = afterHashes + 1
                }
            } else if byte == Byte.quote, hasQuotes(quoteCount, at: cursor), hasHashes(hashes, at: cursor + quoteCount) {
                return cursor + quoteCount + hashes
            } else if byte == Byte.newline, !isMultiline {
                return nil
            } else {
                cursor += 1
            }
        }
        return nil
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= limit else { return false }
        for offset in 0..<count where bytes[index + offset] != Byte.hash {
            return false
        }
        return true
    }

    private func hasQuotes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= limit else { return false }
        for offset in 0..<count where bytes[index + offset] != Byte.quote {
            return false
        }
        return true
    }
}

/// ASCII bytes the parser cares about.
enum Byte {
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let dot = UInt8(ascii: ".")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let underscore = UInt8(ascii: "_")

    static func closer(for byte: UInt8) -> UInt8? {
        switch byte {
        case openParen: return closeParen
        case openBracket: return closeBracket
        case openBrace: return closeBrace
        default: return nil
        }
    }

    static func isOpening(_ byte: UInt8) -> Bool {
        byte == openParen || byte == openBracket || byte == openBrace
    }

    static func isClosing(_ byte: UInt8) -> Bool {
        byte == closeParen || byte == closeBracket || byte == closeBrace
    }

    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }

    /// Letters, `_`, and any byte of a multi-byte UTF-8 sequence (Swift
    /// identifiers may contain non-ASCII characters).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == underscore
            || byte >= 0x80
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
