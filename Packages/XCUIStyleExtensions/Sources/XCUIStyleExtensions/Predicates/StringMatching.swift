import ElementCore
import Foundation

/// Evaluates string comparisons in pure Swift, with NSPredicate's meaning.
///
/// - Options fold both sides first: `[c]` folds case (`ß` matches `SS`), `[d]` removes
///   diacritics (`é` matches `e`), with `String.folding(options:locale:)` and no locale.
/// - `==` and `!=` compare Swift strings: canonically equivalent text is equal.
/// - `BEGINSWITH`, `CONTAINS` and `ENDSWITH` work on whole characters (grapheme clusters);
///   an empty value matches nothing, as with `NSString`.
/// - `LIKE` matches the whole string: `*` is any run of characters, `?` exactly one, and a
///   backslash makes the next character literal.
/// - `MATCHES` is an ICU regular expression (`NSRegularExpression`) that must match the whole
///   string; `[c]` makes it case-insensitive and `[d]` folds the pattern and the text.
/// - A missing attribute (no value, no placeholder) satisfies only `!=`.
enum StringMatching {
    static func evaluate(_ subject: String?, _ comparison: Comparison, _ value: String) throws -> Bool {
        if let custom = comparison.customOperator {
            throw QueryFilterError(
                "Cannot evaluate the comparison operator \(PredicateLiteral.quoted(custom)) here: only Apple's NSPredicate can. "
                    + "Use one of =, !=, BEGINSWITH, CONTAINS, ENDSWITH, LIKE, MATCHES (with [c], [d] or [cd])."
            )
        }
        guard let subject else { return comparison.operator == .notEqual }
        let text = fold(subject, comparison.options)
        switch comparison.operator {
        case .equals:
            return text == fold(value, comparison.options)
        case .notEqual:
            return text != fold(value, comparison.options)
        case .beginsWith:
            return !value.isEmpty && text.hasPrefix(fold(value, comparison.options))
        case .contains:
            return !value.isEmpty && text.firstRange(of: fold(value, comparison.options)) != nil
        case .endsWith:
            return !value.isEmpty && text.hasSuffix(fold(value, comparison.options))
        case .like:
            return like(Array(text), pattern: wildcardTokens(fold(value, comparison.options)))
        case .matches:
            return try matches(subject, pattern: value, options: comparison.options)
        }
    }

    static func fold(_ text: String, _ options: Comparison.Options) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }

    // MARK: LIKE

    enum WildcardToken: Equatable {
        case anyRun
        case anyOne
        case literal(Character)
    }

    static func wildcardTokens(_ pattern: String) -> [WildcardToken] {
        var tokens: [WildcardToken] = []
        var escaping = false
        for character in pattern {
            if escaping {
                tokens.append(.literal(character))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "*" {
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            } else if character == "?" {
                tokens.append(.anyOne)
            } else {
                tokens.append(.literal(character))
            }
        }
        if escaping { tokens.append(.literal("\\")) }
        return tokens
    }

    /// Whole-string wildcard matching, backtracking to the last `*` only (linear in practice).
    static func like(_ text: [Character], pattern: [WildcardToken]) -> Bool {
        var textIndex = 0
        var patternIndex = 0
        var lastStar: (pattern: Int, text: Int)?
        while textIndex < text.count {
            if patternIndex < pattern.count {
                switch pattern[patternIndex] {
                case .anyOne:
                    textIndex += 1
                    patternIndex += 1
                    continue
                case .literal(let character) where character == text[textIndex]:
                    textIndex += 1
                    patternIndex += 1
                    continue
                case .anyRun:
                    lastStar = (patternIndex, textIndex)
                    patternIndex += 1
                    continue
                case .literal:
                    break
                }
            }
            guard let star = lastStar else { return false }
            lastStar = (star.pattern, star.text + 1)
            patternIndex = star.pattern + 1
            textIndex = star.text + 1
        }
        while patternIndex < pattern.count, pattern[patternIndex] == .anyRun { patternIndex += 1 }
        return patternIndex == pattern.count
    }

    // MARK: MATCHES

    static func matches(_ subject: String, pattern: String, options: Comparison.Options) throws -> Bool {
        var regexOptions: NSRegularExpression.Options = []
        if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
        let diacritics: Comparison.Options = options.intersection(.diacriticInsensitive)
        let text = fold(subject, diacritics)
        let source = fold(pattern, diacritics)
        let expression: NSRegularExpression
        do {
            // Anchored on both ends so the pattern must match the whole string, as MATCHES does.
            expression = try NSRegularExpression(pattern: "\\A(?:\(source))\\z", options: regexOptions)
        } catch {
            throw QueryFilterError(
                "MATCHES needs an ICU regular expression, and \(PredicateLiteral.quoted(pattern)) is not one (\(error.localizedDescription))."
            )
        }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
