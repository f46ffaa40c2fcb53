/// Parses Gherkin feature files into ``GherkinDocument``s, as Cucumber's parser does.
///
/// ```swift
/// let document = try GherkinParser().parse(source: text, uri: "Features/login.feature")
/// ```
///
/// A malformed file throws ``GherkinErrors`` listing every problem with its line and column,
/// worded as Cucumber words them; the parser never traps on any input.
public struct GherkinParser: Sendable {
    /// The language of files without a `# language:` header.
    public let defaultLanguage: GherkinLanguage

    /// A parser for files written in `defaultLanguage` unless they say otherwise.
    public init(defaultLanguage: GherkinLanguage = .english) {
        self.defaultLanguage = defaultLanguage
    }

    /// Parses `source`, numbering AST nodes from `"0"`.
    ///
    /// - Parameters:
    ///   - source: The text of a feature file.
    ///   - uri: Where the text comes from; recorded in the document and its pickles.
    ///   - format: Classic Gherkin or Markdown with Gherkin; by default, Markdown when `uri`
    ///     ends with `.md`.
    /// - Throws: ``GherkinErrors`` when the text is not valid Gherkin.
    public func parse(source: String, uri: String, format: GherkinFormat? = nil) throws(GherkinErrors) -> GherkinDocument {
        var ids = IDGenerator()
        return try parse(source: source, uri: uri, format: format, ids: &ids)
    }

    /// Parses `source`, drawing AST node identifiers from `ids`.
    ///
    /// Pass the same generator to ``PickleCompiler/compile(_:ids:)`` afterwards so pickles get
    /// identifiers of their own.
    /// - Throws: ``GherkinErrors`` when the text is not valid Gherkin.
    public func parse(
        source: String, uri: String, format: GherkinFormat? = nil, ids: inout IDGenerator
    ) throws(GherkinErrors) -> GherkinDocument {
        let matcher: any TokenMatching = switch format ?? GherkinFormat(uri: uri) {
        case .classic: ClassicTokenMatcher(language: defaultLanguage)
        case .markdown: MarkdownTokenMatcher(language: defaultLanguage)
        }
        var run = ParserRun(source: source, uri: uri, matcher: matcher, ids: ids)
        let document = run.parse()
        ids = run.builder.ids
        guard run.errors.isEmpty, let document else {
            throw GherkinErrors(uri: uri, errors: run.errors)
        }
        return document
    }
}

/// The syntaxes feature files are written in.
public enum GherkinFormat: Sendable, Hashable {
    /// Classic Gherkin (`.feature` files).
    case classic
    /// Markdown with Gherkin (`.feature.md` files): keywords in headers, steps in lists, tags in
    /// backticks. Such files have no `# language:` header.
    case markdown

    /// Markdown when `uri` ends with `.md`, classic otherwise.
    public init(uri: String) {
        self = uri.hasSuffix(".md") ? .markdown : .classic
    }
}

/// One parse: the lines, the tokens read ahead, the matcher's state and the errors so far.
struct ParserRun {
    private let lines: [String]
    private var nextLine = 0
    private var queue: [Token] = []
    private var matcher: any TokenMatching
    private let machine = ParserStateMachine.gherkin
    private(set) var builder: ASTBuilder
    private(set) var errors: [GherkinError] = []
    /// Set once more than ten errors are found: Cucumber stops there.
    private var gaveUp = false

    init(source: String, uri: String, matcher: any TokenMatching, ids: IDGenerator) {
        self.lines = Self.lines(of: source)
        self.matcher = matcher
        self.builder = ASTBuilder(uri: uri, ids: ids)
    }

    /// Runs the state machine to the end of the input; the document if it could be built.
    mutating func parse() -> GherkinDocument? {
        builder.startRule(GherkinGrammar.root)
        var state = machine.start
        while !gaveUp {
            let token = readToken()
            state = match(token, in: state)
            if token.isEOF { break }
        }
        guard !gaveUp else { return nil }
        endRule()
        return builder.document
    }

    /// Takes the transition `token` matches in `state`, or records the token as unexpected.
    private mutating func match(_ token: Token, in state: Int) -> Int {
        let current = machine.states[state]
        for transition in current.transitions {
            guard let matched = attempt(transition.token, token) else { continue }
            if let lookahead = transition.lookahead, !lookAhead(for: lookahead) { continue }
            for _ in 0..<transition.endRules { endRule() }
            for rule in transition.startRules { builder.startRule(rule) }
            builder.build(matched)
            return transition.target ?? state
        }
        let expected = current.expected.joined(separator: ", ")
        if let line = token.line {
            let got = line.trimmed.trimmingGherkinWhitespace()
            addError(GherkinError(message: "expected: \(expected), got '\(got)'", line: line.number, column: line.indent + 1))
        } else {
            addError(GherkinError(message: "unexpected end of file, expected: \(expected)", line: token.lineNumber, column: nil))
        }
        return state
    }

    /// Matches `token` as `type`; a malformed line counts as an error and as no match.
    private mutating func attempt(_ type: TokenType, _ token: Token) -> MatchedToken? {
        do {
            return try matcher.match(type, token)
        } catch {
            addError(error)
            return nil
        }
    }

    /// Whether, skipping the lookahead's skippable lines, its target line comes next. The
    /// lines read are kept for the parser to read again.
    private mutating func lookAhead(for lookahead: Lookahead) -> Bool {
        var read: [Token] = []
        var found = false
        while true {
            let token = readToken()
            read.append(token)
            if attempt(lookahead.target, token) != nil {
                found = true
                break
            }
            guard lookahead.skipping.contains(where: { attempt($0, token) != nil }) else { break }
        }
        queue.append(contentsOf: read)
        return found
    }

    private mutating func endRule() {
        do {
            try builder.endRule()
        } catch {
            addError(error)
        }
    }

    private mutating func addError(_ error: GherkinError) {
        guard !errors.contains(where: { $0.message == error.message }) else { return }
        errors.append(error)
        if errors.count > 10 { gaveUp = true }
    }

    private mutating func readToken() -> Token {
        if !queue.isEmpty { return queue.removeFirst() }
        defer { nextLine += 1 }
        guard nextLine < lines.count else { return Token(line: nil, lineNumber: nextLine + 1) }
        return Token(line: GherkinLine(lines[nextLine], number: nextLine + 1), lineNumber: nextLine + 1)
    }

    /// The source's lines, split at `\n` or `\r\n`; a last line of only whitespace is dropped.
    static func lines(of source: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in source.unicodeScalars {
            if scalar == "\n" {
                if current.last == "\r" { current.removeLast() }
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        if let last = lines.last, last.trimmingGherkinWhitespace().isEmpty { lines.removeLast() }
        return lines
    }
}
