/// Decides what kind of line a token is, in a feature file.
protocol TokenMatching {
    /// Matches `token` as `type`, or returns `nil`. Throws for lines that are that type but
    /// malformed (a tag containing whitespace, a language Cucumber does not know).
    mutating func match(_ type: TokenType, _ token: Token) throws(GherkinError) -> MatchedToken?
}

/// The matcher for classic `.feature` files. It tracks the state that spans lines: the language
/// chosen by a `# language:` header and the doc string being read.
struct ClassicTokenMatcher: TokenMatching {
    private(set) var language: GherkinLanguage
    /// Step keywords, longest first, each with its kind (`.unknown` when one keyword has several).
    private var stepKeywords: [(keyword: String, type: StepKeywordType)] = []
    /// The delimiter of the doc string being read, if any.
    private var activeDocStringSeparator: String?
    /// The indent of the open doc string's delimiter, removed from its content lines.
    private var indentToRemove = 0

    init(language: GherkinLanguage) {
        self.language = language
        self.stepKeywords = Self.sortedStepKeywords(of: language)
    }

    mutating func match(_ type: TokenType, _ token: Token) throws(GherkinError) -> MatchedToken? {
        guard let line = token.line else {
            return type == .eof ? matched(.eof, lineNumber: token.lineNumber, indent: 0, trimmed: "") : nil
        }
        switch type {
        case .eof: return nil
        case .empty: return line.isEmpty ? matched(.empty, line, indent: 0) : nil
        case .comment:
            guard line.startsWith("#") else { return nil }
            return matched(.comment, line, indent: 0, text: line.text)
        case .tagLine:
            guard line.startsWith("@") else { return nil }
            var token = matched(.tagLine, line)
            token.items = try line.tags()
            return token
        case .featureLine: return matchTitle(.featureLine, line, keywords: language.feature)
        case .ruleLine: return matchTitle(.ruleLine, line, keywords: language.rule)
        case .backgroundLine: return matchTitle(.backgroundLine, line, keywords: language.background)
        case .scenarioLine:
            return matchTitle(.scenarioLine, line, keywords: language.scenario)
                ?? matchTitle(.scenarioLine, line, keywords: language.scenarioOutline)
        case .examplesLine: return matchTitle(.examplesLine, line, keywords: language.examples)
        case .stepLine: return matchStep(line)
        case .docStringSeparator: return matchDocStringSeparator(line)
        case .tableRow:
            guard line.startsWith("|") else { return nil }
            var token = matched(.tableRow, line)
            token.items = line.tableCells()
            return token
        case .language: return try matchLanguage(line)
        case .other:
            return matched(.other, line, indent: 0, text: unescapeDocString(line.text(removingIndent: indentToRemove)))
        }
    }

    private func matchTitle(_ type: TokenType, _ line: GherkinLine, keywords: [String]) -> MatchedToken? {
        for keyword in keywords where line.startsWith(keyword + ":") {
            var token = matched(type, line, text: line.rest(afterScalars: keyword.unicodeScalars.count + 1))
            token.keyword = keyword
            return token
        }
        return nil
    }

    private func matchStep(_ line: GherkinLine) -> MatchedToken? {
        for (keyword, type) in stepKeywords where line.startsWith(keyword) {
            var token = matched(.stepLine, line, text: line.rest(afterScalars: keyword.unicodeScalars.count))
            token.keyword = keyword
            token.keywordType = type
            return token
        }
        return nil
    }

    private mutating func matchDocStringSeparator(_ line: GherkinLine) -> MatchedToken? {
        if let open = activeDocStringSeparator {
            guard line.startsWith(open) else { return nil }
            activeDocStringSeparator = nil
            indentToRemove = 0
            var token = matched(.docStringSeparator, line, text: "")
            token.keyword = open
            return token
        }
        for separator in ["\"\"\"", "```"] where line.startsWith(separator) {
            activeDocStringSeparator = separator
            indentToRemove = line.indent
            var token = matched(.docStringSeparator, line, text: line.rest(afterScalars: separator.unicodeScalars.count))
            token.keyword = separator
            return token
        }
        return nil
    }

    private mutating func matchLanguage(_ line: GherkinLine) throws(GherkinError) -> MatchedToken? {
        guard let code = Self.languageCode(in: line.trimmed) else { return nil }
        let token = matched(.language, line, text: code)
        guard let newLanguage = GherkinLanguage.named(code) else {
            throw GherkinError(message: "Language not supported: \(code)", line: line.number, column: line.indent + 1)
        }
        language = newLanguage
        stepKeywords = Self.sortedStepKeywords(of: newLanguage)
        return token
    }

    /// Inside a doc string, an escaped delimiter (`\"\"\"`) stands for the delimiter itself.
    private func unescapeDocString(_ text: String) -> String {
        switch activeDocStringSeparator {
        case "\"\"\"": return text.replacingAll(#"\"\"\""#, with: "\"\"\"")
        case "```": return text.replacingAll(#"\`\`\`"#, with: "```")
        default: return text
        }
    }

    private func matched(_ type: TokenType, _ line: GherkinLine, indent: Int? = nil, text: String? = nil) -> MatchedToken {
        var token = matched(type, lineNumber: line.number, indent: indent ?? line.indent, trimmed: line.trimmed)
        token.text = text
        return token
    }

    private func matched(_ type: TokenType, lineNumber: Int, indent: Int, trimmed: String) -> MatchedToken {
        MatchedToken(type: type, line: lineNumber, column: indent + 1, language: language.code, trimmedLine: trimmed)
    }
}

extension ClassicTokenMatcher {
    /// The code in a `# language: xx` header, or `nil` when the line is not one.
    static func languageCode(in trimmedLine: String) -> String? {
        var rest = Substring(trimmedLine).trimmingPrefix(while: \.isGherkinWhitespace)
        guard rest.unicodeScalars.first == "#" else { return nil }
        rest = rest.dropFirst().trimmingPrefix(while: \.isGherkinWhitespace)
        guard rest.hasPrefix("language") else { return nil }
        rest = rest.dropFirst("language".count).trimmingPrefix(while: \.isGherkinWhitespace)
        guard rest.unicodeScalars.first == ":" else { return nil }
        let code = rest.dropFirst().trimmingGherkinWhitespace()
        let allowed = code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_" }
        return code.isEmpty || !allowed ? nil : code
    }

    /// The language's step keywords, longest first (in UTF-16 units, as Cucumber sorts them);
    /// keywords of equal length keep the order given, when, then, and, but.
    static func sortedStepKeywords(of language: GherkinLanguage) -> [(keyword: String, type: StepKeywordType)] {
        let all: [(String, StepKeywordType)] = language.given.map { ($0, .context) } + language.when.map { ($0, .action) }
            + language.then.map { ($0, .outcome) } + (language.and + language.but).map { ($0, .conjunction) }
        var types: [String: [StepKeywordType]] = [:]
        for (keyword, type) in all { types[keyword, default: []].append(type) }
        let ordered = all.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.0.utf16.count, rhs.element.0.utf16.count)
            return left != right ? left > right : lhs.offset < rhs.offset
        }
        return ordered.map { entry in
            let keyword = entry.element.0
            let kinds = types[keyword] ?? []
            return (keyword, kinds.count == 1 ? kinds[0] : .unknown)
        }
    }
}

private extension Substring {
    func trimmingPrefix(while predicate: (Unicode.Scalar) -> Bool) -> Substring {
        var scalars = unicodeScalars[...]
        while let first = scalars.first, predicate(first) { scalars = scalars.dropFirst() }
        return Substring(scalars)
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, compared scalar by scalar.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.unicodeScalars)
        guard !needle.isEmpty else { return self }
        var result = String.UnicodeScalarView()
        var scalars = Array(unicodeScalars)[...]
        while !scalars.isEmpty {
            if scalars.starts(with: needle) {
                result.append(contentsOf: replacement.unicodeScalars)
                scalars = scalars.dropFirst(needle.count)
            } else {
                result.append(scalars.removeFirst())
            }
        }
        return String(result)
    }
}
