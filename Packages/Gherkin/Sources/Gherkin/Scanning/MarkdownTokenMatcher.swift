/// The matcher for Markdown with Gherkin (`.feature.md`), following Cucumber's.
///
/// Headers carry the keywords (`## Scenario: Buying`), list items are steps (`* Given I ...`),
/// tags are in backticks (`` `@smoke` ``), tables are indented by two to five spaces, doc strings
/// are fenced with three or more backticks, and any other line is ignored. The first line that
/// is nothing else names the feature when there is no `# Feature:` header. Markdown files have
/// no `# language:` header: they use the parser's default language.
struct MarkdownTokenMatcher: TokenMatching {
    private let language: GherkinLanguage
    private let stepKeywords: [(keyword: String, type: StepKeywordType)]
    /// The fence of the open doc string (```` ``` ````, ```` ```` ````...), if any.
    private var openFence: String?
    /// The indent of the last opening fence, removed from doc string lines.
    private var indentToRemove = 0
    private var matchedFeatureLine = false

    init(language: GherkinLanguage) {
        self.language = language
        // `*` is a list bullet in Markdown, not a step keyword.
        self.stepKeywords = ClassicTokenMatcher.sortedStepKeywords(of: language).filter { $0.keyword != "* " }
            .reduce(into: []) { unique, entry in
                if !unique.contains(where: { $0.keyword == entry.keyword }) { unique.append(entry) }
            }
    }

    mutating func match(_ type: TokenType, _ token: Token) throws(GherkinError) -> MatchedToken? {
        guard let line = token.line else {
            return type == .eof ? plain(.eof, lineNumber: token.lineNumber, trimmed: "") : nil
        }
        switch type {
        case .eof, .language: return nil
        case .empty: return matchEmpty(line)
        case .comment:
            // A table's header separator (`| --- |`) is ignored: a comment that is not recorded.
            return line.startsWith("|") && Self.isSeparatorRow(line.tableCells()) ? plain(.comment, line) : nil
        case .tagLine: return matchTags(line)
        case .featureLine: return matchFeature(line)
        case .ruleLine: return matchHeader(.ruleLine, line, keywords: language.rule)
        case .backgroundLine: return matchHeader(.backgroundLine, line, keywords: language.background)
        case .scenarioLine:
            return matchHeader(.scenarioLine, line, keywords: language.scenario)
                ?? matchHeader(.scenarioLine, line, keywords: language.scenarioOutline)
        case .examplesLine: return matchHeader(.examplesLine, line, keywords: language.examples)
        case .stepLine: return matchStep(line)
        case .docStringSeparator: return matchFence(line)
        case .tableRow: return matchTableRow(line)
        case .other:
            var token = plain(.other, line)
            token.text = line.text(removingIndent: indentToRemove)
            return token
        }
    }

    /// Blank lines, and lines that are nothing else (free Markdown text), are empty. Trying the
    /// other kinds has their effects, as in Cucumber (a fence opens or closes a doc string).
    private mutating func matchEmpty(_ line: GherkinLine) -> MatchedToken? {
        let others: [TokenType] = [.tagLine, .featureLine, .scenarioLine, .backgroundLine, .examplesLine, .ruleLine,
                                   .tableRow, .comment, .language, .docStringSeparator, .eof, .stepLine]
        let token = Token(line: line, lineNumber: line.number)
        let isSomethingElse = others.contains { (try? match($0, token)) != nil }
        return line.isEmpty || !isSomethingElse ? plain(.empty, line) : nil
    }

    private func matchTags(_ line: GherkinLine) -> MatchedToken? {
        var items: [LineItem] = []
        let scalars = Array(line.trimmed.unicodeScalars)
        var index = 0
        while index < scalars.count {
            // `@tag`: a backtick, an @, at least one more character, a backtick.
            if scalars[index] == "`", index + 2 < scalars.count, scalars[index + 1] == "@", scalars[index + 2] != "`",
               let close = scalars[(index + 2)...].firstIndex(of: "`") {
                items.append(LineItem(column: line.indent + index + 2,
                                      text: String(String.UnicodeScalarView(scalars[(index + 1)..<close]))))
                index = close + 1
            } else {
                index += 1
            }
        }
        guard !items.isEmpty else { return nil }
        var token = plain(.tagLine, line)
        token.items = items
        return token
    }

    /// `# Feature: name`, or the first line tried when there is no such header.
    private mutating func matchFeature(_ line: GherkinLine) -> MatchedToken? {
        guard !matchedFeatureLine else { return nil }
        matchedFeatureLine = true
        if let header = matchHeader(.featureLine, line, keywords: language.feature) { return header }
        var token = plain(.featureLine, line)
        token.text = line.trimmed
        return token
    }

    /// `#` to `######`, a space, a keyword and a colon.
    private func matchHeader(_ type: TokenType, _ line: GherkinLine, keywords: [String]) -> MatchedToken? {
        let scalars = line.trimmed.unicodeScalars
        let hashes = scalars.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes), scalars.count > hashes,
              scalars[scalars.index(scalars.startIndex, offsetBy: hashes)].isGherkinWhitespace else { return nil }
        return matchKeyword(type, line, prefixLength: hashes + 1, keywords: keywords, suffix: ":")
    }

    /// A list item (`*`, `+` or `-`) starting with a step keyword other than `*`.
    private func matchStep(_ line: GherkinLine) -> MatchedToken? {
        let scalars = line.trimmed.unicodeScalars
        guard let bullet = scalars.first, "*+-".unicodeScalars.contains(bullet) else { return nil }
        let spaces = scalars.dropFirst().prefix(while: \.isGherkinWhitespace).count
        for (keyword, type) in stepKeywords {
            if var token = matchKeyword(.stepLine, line, prefixLength: 1 + spaces, keywords: [keyword], suffix: "") {
                token.keywordType = type
                return token
            }
        }
        return nil
    }

    private func matchKeyword(
        _ type: TokenType, _ line: GherkinLine, prefixLength: Int, keywords: [String], suffix: String
    ) -> MatchedToken? {
        let rest = line.trimmed.unicodeScalars.dropFirst(prefixLength)
        for keyword in keywords where rest.starts(with: (keyword + suffix).unicodeScalars) {
            var token = MatchedToken(type: type, line: line.number, column: line.indent + prefixLength + 1,
                                     language: language.code, trimmedLine: line.trimmed)
            token.keyword = keyword
            let text = rest.dropFirst(keyword.unicodeScalars.count + suffix.unicodeScalars.count)
            token.text = String(String.UnicodeScalarView(text)).trimmingGherkinWhitespace()
            return token
        }
        return nil
    }

    /// A fence of three or more backticks opens a doc string (the rest of the line is its media
    /// type); only the same fence alone on its line closes it.
    private mutating func matchFence(_ line: GherkinLine) -> MatchedToken? {
        let scalars = line.trimmed.unicodeScalars
        let fence: String
        let mediaType: String
        if let open = openFence {
            guard line.trimmed == open else { return nil }
            fence = open
            mediaType = ""
            openFence = nil
        } else {
            let backticks = scalars.prefix(while: { $0 == "`" }).count
            guard backticks >= 3 else { return nil }
            fence = String(repeating: "`", count: backticks)
            mediaType = String(String.UnicodeScalarView(scalars.dropFirst(backticks)))
            openFence = fence
            indentToRemove = line.indent
        }
        var token = plain(.docStringSeparator, line)
        token.keyword = fence
        token.text = mediaType
        return token
    }

    /// A row indented by two to five whitespace characters, that is not a header separator.
    private func matchTableRow(_ line: GherkinLine) -> MatchedToken? {
        guard (2...5).contains(line.indent), line.trimmed.unicodeScalars.first == "|" else { return nil }
        let cells = line.tableCells()
        guard !Self.isSeparatorRow(cells) else { return nil }
        var token = plain(.tableRow, line)
        token.keyword = "|"
        token.items = cells
        return token
    }

    /// Whether a row has a cell like `---`, `:--` or `:-:`.
    private static func isSeparatorRow(_ cells: [LineItem]) -> Bool {
        cells.contains { cell in
            var scalars = Substring(cell.text).unicodeScalars[...]
            if scalars.first == ":" { scalars = scalars.dropFirst() }
            if scalars.last == ":" { scalars = scalars.dropLast() }
            return !scalars.isEmpty && scalars.allSatisfy { $0 == "-" }
        }
    }

    private func plain(_ type: TokenType, _ line: GherkinLine) -> MatchedToken {
        plain(type, lineNumber: line.number, trimmed: line.trimmed, indent: line.indent)
    }

    private func plain(_ type: TokenType, lineNumber: Int, trimmed: String, indent: Int = 0) -> MatchedToken {
        MatchedToken(type: type, line: lineNumber, column: indent + 1, language: language.code, trimmedLine: trimmed)
    }
}
