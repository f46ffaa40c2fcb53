/// What ``StepSourceParser`` found at a step's call site.
struct ParsedStepCall: Equatable, Sendable {
    /// The identifier the call was made through, e.g. `When` for
    /// `When(I: tap(button))` or `BDD.When(...)`.
    var callee: String
    /// The argument label written in the source (`I`, `the`, `a`), if any.
    var label: String?
    /// The readable argument text, e.g. `tap(profileScreen.logOutButton)`, or
    /// `nil` when the call's parentheses could not be balanced within bounds.
    var argument: String?
}

/// Reads a step's call out of its source text.
///
/// The compiler passes a step's `#line` and `#column` as the position of the
/// call's opening parenthesis (or of the opening brace of a trailing closure).
/// From there the parser reads back to find the callee (`Given`, `When`, ...)
/// and forward, across lines if needed, until the parentheses balance. It
/// understands string literals (including interpolations, multi-line and raw
/// strings) and comments, so parentheses inside them do not confuse it. It
/// never reads more than ``maximumLines`` lines or ``maximumBytes`` bytes.
///
/// The parser works on UTF-8 bytes because `#column` counts bytes.
enum StepSourceParser {
    /// The most lines a single step call may span.
    static let maximumLines = 40
    /// The most bytes a single step call may span.
    static let maximumBytes = 8_192

    /// Parses the step call at `line`/`column` (both 1-based) of `source`.
    static func parse(source: String, line: Int, column: Int) -> ParsedStepCall? {
        parse(SourceText(Array(source.utf8)), line: line, column: column)
    }

    /// Parses the step call at `line`/`column` (both 1-based) of `text`.
    static func parse(_ text: SourceText, line: Int, column: Int) -> ParsedStepCall? {
        guard line >= 1, line <= text.lineStarts.count else { return nil }
        let bytes = text.bytes
        let lineStart = text.lineStarts[line - 1]
        let lineEnd = line < text.lineStarts.count ? text.lineStarts[line] : bytes.count
        let lastLine = min(line - 1 + maximumLines, text.lineStarts.count)
        let limitByLines = lastLine < text.lineStarts.count ? text.lineStarts[lastLine] : bytes.count
        let limit = min(limitByLines, lineStart + maximumBytes)

        guard let open = openingDelimiter(in: bytes, lineStart: lineStart, lineEnd: lineEnd, column: column),
              let callee = callee(in: bytes, before: open, lineStart: lineStart)
        else { return nil }

        var result = ParsedStepCall(callee: callee, label: nil, argument: nil)
        guard let close = Lexer(bytes: bytes, limit: limit).matchingClose(from: open) else {
            return result
        }

        var argument: String
        if bytes[open] == Byte.openParen {
            let inner = Array(bytes[(open + 1)..<close])
            let (label, rest) = splitLabel(inner)
            result.label = label
            argument = normalize(rest)
            if argument.isEmpty, let trailing = trailingClosureBody(in: bytes, after: close, limit: limit) {
                argument = trailing
            }
        } else {
            argument = normalize(Array(bytes[(open + 1)..<close]))
        }
        result.argument = stripTry(stripClosureBraces(argument))
        return result
    }

    // MARK: Locating the call

    /// The index of the `(` or `{` that opens the call.
    ///
    /// Normally that is the byte at `column`. If the column points at the start
    /// of the callee instead, the parser reads forward over it. As a last
    /// resort it looks for the first `Given(`/`When(`/`Then(`/`And(`/`Step(` on
    /// the line.
    private static func openingDelimiter(in bytes: [UInt8], lineStart: Int, lineEnd: Int, column: Int) -> Int? {
        if column >= 1 {
            let index = lineStart + column - 1
            if index < lineEnd {
                if bytes[index] == Byte.openParen || bytes[index] == Byte.openBrace {
                    return index
                }
                if Byte.isIdentifierStart(bytes[index]) {
                    var cursor = index
                    while cursor < lineEnd, Byte.isIdentifier(bytes[cursor]) || bytes[cursor] == Byte.dot {
                        cursor += 1
                    }
                    while cursor < lineEnd, Byte.isHorizontalSpace(bytes[cursor]) {
                        cursor += 1
                    }
                    if cursor < lineEnd, bytes[cursor] == Byte.openParen || bytes[cursor] == Byte.openBrace {
                        return cursor
                    }
                }
            }
        }
        return firstKeywordCall(in: bytes, lineStart: lineStart, lineEnd: lineEnd)
    }

    private static let keywordIdentifiers: [[UInt8]] = ["Given", "When", "Then", "And", "Step"].map { Array($0.utf8) }

    private static func firstKeywordCall(in bytes: [UInt8], lineStart: Int, lineEnd: Int) -> Int? {
        var index = lineStart
        while index < lineEnd {
            let byte = bytes[index]
            if Byte.isIdentifierStart(byte) {
                let start = index
                while index < lineEnd, Byte.isIdentifier(bytes[index]) {
                    index += 1
                }
                let word = Array(bytes[start..<index])
                if keywordIdentifiers.contains(word) {
                    var cursor = index
                    while cursor < lineEnd, Byte.isHorizontalSpace(bytes[cursor]) {
                        cursor += 1
                    }
                    if cursor < lineEnd, bytes[cursor] == Byte.openParen || bytes[cursor] == Byte.openBrace {
                        return cursor
                    }
                }
                continue
            }
            if byte == Byte.quote || byte == Byte.hash {
                if let end = Lexer(bytes: bytes, limit: lineEnd).skipStringLiteral(at: index) {
                    index = end
                    continue
                }
            }
            if byte == Byte.slash, index + 1 < lineEnd, bytes[index + 1] == Byte.slash {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The identifier right before `open` (skipping spaces): `When` in
    /// `When(`, `When` in `BDD.When(`.
    private static func callee(in bytes: [UInt8], before open: Int, lineStart: Int) -> String? {
        var end = open
        while end > lineStart, Byte.isHorizontalSpace(bytes[end - 1]) {
            end -= 1
        }
        var start = end
        while start > lineStart, Byte.isIdentifier(bytes[start - 1]) {
            start -= 1
        }
        guard start < end, Byte.isIdentifierStart(bytes[start]) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Reading the argument

    private static let labels = ["I", "the", "a"]

    /// Splits a leading `I:`, `the:` or `a:` label off the argument text.
    private static func splitLabel(_ inner: [UInt8]) -> (String?, [UInt8]) {
        var index = 0
        while index < inner.count, Byte.isWhitespace(inner[index]) {
            index += 1
        }
        let start = index
        while index < inner.count, Byte.isIdentifier(inner[index]) {
            index += 1
        }
        let word = String(decoding: inner[start..<index], as: UTF8.self)
        guard labels.contains(word) else { return (nil, inner) }
        while index < inner.count, Byte.isWhitespace(inner[index]) {
            index += 1
        }
        guard index < inner.count, inner[index] == Byte.colon,
              index + 1 >= inner.count || inner[index + 1] != Byte.colon
        else { return (nil, inner) }
        return (word, Array(inner[(index + 1)...]))
    }

    /// The body of a trailing closure that follows `close`, as in `Given() { ... }`.
    private static func trailingClosureBody(in bytes: [UInt8], after close: Int, limit: Int) -> String? {
        var index = close + 1
        while index < limit, Byte.isWhitespace(bytes[index]) {
            index += 1
        }
        guard index < limit, bytes[index] == Byte.openBrace,
              let end = Lexer(bytes: bytes, limit: limit).matchingClose(from: index)
        else { return nil }
        return normalize(Array(bytes[(index + 1)..<end]))
    }

    /// `bg()` for the argument `{ bg() }`, when the braces enclose the whole argument.
    private static func stripClosureBraces(_ argument: String) -> String {
        let bytes = Array(argument.utf8)
        guard bytes.first == Byte.openBrace, bytes.last == Byte.closeBrace,
              Lexer(bytes: bytes, limit: bytes.count).matchingClose(from: 0) == bytes.count - 1
        else { return argument }
        return normalize(Array(bytes[1..<(bytes.count - 1)]))
    }

    /// `tap(button)` for `try tap(button)`: the `try` a throwing step needs is
    /// noise in its name. (`try?` and `try!` change meaning and are kept.)
    private static func stripTry(_ argument: String) -> String {
        guard argument.hasPrefix("try ") else { return argument }
        return String(argument.dropFirst(4))
    }

    /// Makes source text readable on one line: drops comments, folds line
    /// breaks and runs of spaces into single spaces (or into nothing next to
    /// brackets and before a `.` that continues a chain), and keeps string
    /// literals exactly as written.
    static func normalize(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let lexer = Lexer(bytes: bytes, limit: bytes.count)
        var index = 0
        var pendingSpace = false
        var pendingNewline = false

        func flushSpace(before next: UInt8) {
            defer {
                pendingSpace = false
                pendingNewline = false
            }
            guard pendingSpace, let last = output.last else { return }
            if pendingNewline {
                if Byte.isOpening(last) || Byte.isClosing(next) || next == Byte.dot || next == Byte.comma {
                    return
                }
            }
            output.append(Byte.space)
        }

        while index < bytes.count {
            let byte = bytes[index]
            if Byte.isWhitespace(byte) {
                pendingSpace = true
                if byte == Byte.newline || byte == Byte.carriageReturn {
                    pendingNewline = true
                }
                index += 1
                continue
            }
            if byte == Byte.slash, index + 1 < bytes.count, bytes[index + 1] == Byte.slash || bytes[index + 1] == Byte.star {
                index = lexer.skipComment(at: index)
                pendingSpace = true
                pendingNewline = true
                continue
            }
            if byte == Byte.quote || byte == Byte.hash, let end = lexer.skipStringLiteral(at: index) {
                flushSpace(before: byte)
                output.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            flushSpace(before: byte)
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
