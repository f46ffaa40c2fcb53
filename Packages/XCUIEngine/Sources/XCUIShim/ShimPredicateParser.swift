// The parser of the NSPredicate format subset ShimPredicate.swift describes: a tokenizer and a
// recursive-descent grammar producing `ShimPredicateNode`s.
#if !canImport(Darwin)
import Foundation

struct ShimPredicateError: Error, CustomStringConvertible {
    let description: String
}

/// Recursive-descent parser for the subset described at the top of the file.
struct ShimPredicateParser {
    enum Token: Equatable {
        case word(String)          // key paths and keywords
        case value(ShimPredicateValue)
        case keyPath(String)       // from %K
        case symbol(String)        // == != <= >= < > ( ) { } , [ ] && || !
        case end
    }

    private var tokens: [Token] = []
    private var position = 0

    static func parse(_ format: String, arguments: [Any]) -> Result<ShimPredicateNode, ShimPredicateError> {
        do {
            var parser = ShimPredicateParser()
            parser.tokens = try tokenize(format, arguments: arguments)
            let node = try parser.parseOr()
            guard parser.peek == .end else { throw ShimPredicateError(description: "unexpected \(parser.peek) in \"\(format)\"") }
            return .success(node)
        } catch let error as ShimPredicateError {
            return .failure(error)
        } catch {
            return .failure(ShimPredicateError(description: "\(error)"))
        }
    }

    // MARK: Tokenizer

    static func tokenize(_ format: String, arguments: [Any]) throws -> [Token] {
        var tokens: [Token] = []
        var argumentIndex = 0
        let characters = Array(format)
        var index = 0

        func nextArgument() throws -> Any {
            guard argumentIndex < arguments.count else {
                throw ShimPredicateError(description: "not enough format arguments for \"\(format)\"")
            }
            defer { argumentIndex += 1 }
            return arguments[argumentIndex]
        }

        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                var text = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let current = characters[index]
                    if current == "\\", index + 1 < characters.count {
                        let escaped = characters[index + 1]
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "r": text.append("\r")
                        default: text.append(escaped)
                        }
                        index += 2
                    } else if current == character {
                        index += 1
                        closed = true
                        break
                    } else {
                        text.append(current)
                        index += 1
                    }
                }
                guard closed else { throw ShimPredicateError(description: "unterminated string in \"\(format)\"") }
                tokens.append(.value(.string(text)))
            } else if character == "%" {
                index += 1
                var specifier = ""
                while index < characters.count, "lhqzjt".contains(characters[index]) {
                    specifier.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw ShimPredicateError(description: "dangling % in \"\(format)\"") }
                let conversion = characters[index]
                index += 1
                switch conversion {
                case "@":
                    tokens.append(.value(ShimPredicateValue.from(try nextArgument())))
                case "K":
                    tokens.append(.keyPath(String(describing: try nextArgument())))
                case "d", "i", "u", "D", "U", "x", "X", "o", "c":
                    let value = ShimPredicateValue.from(try nextArgument())
                    guard value.numeric != nil else { throw ShimPredicateError(description: "%\(conversion) needs a number") }
                    tokens.append(.value(value))
                case "f", "F", "g", "G", "e", "E", "a", "A":
                    let value = ShimPredicateValue.from(try nextArgument())
                    guard value.numeric != nil else { throw ShimPredicateError(description: "%\(conversion) needs a number") }
                    tokens.append(.value(value))
                default:
                    throw ShimPredicateError(description: "unsupported format specifier %\(specifier)\(conversion)")
                }
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var text = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." || characters[index] == "e" {
                    text.append(characters[index])
                    index += 1
                }
                guard let number = Double(text) else { throw ShimPredicateError(description: "bad number \(text)") }
                tokens.append(.value(.number(number)))
            } else if character.isLetter || character == "_" || character == "$" || character == "@" || character == "#" {
                var text = ""
                while index < characters.count,
                      characters[index].isLetter || characters[index].isNumber || "_$.@#".contains(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(.word(text))
            } else {
                let pair = index + 1 < characters.count ? String([character, characters[index + 1]]) : ""
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(pair) {
                    let canonical = ["<>": "!=", "=<": "<=", "=>": ">="][pair] ?? pair
                    tokens.append(.symbol(canonical))
                    index += 2
                } else if "=<>(){},[]!".contains(character) {
                    tokens.append(.symbol(character == "=" ? "==" : String(character)))
                    index += 1
                } else {
                    throw ShimPredicateError(description: "unexpected character '\(character)' in \"\(format)\"")
                }
            }
        }
        tokens.append(.end)
        return tokens
    }

    // MARK: Grammar

    private var peek: Token { tokens[position] }

    private mutating func advance() -> Token {
        defer { position += 1 }
        return tokens[position]
    }

    private func isKeyword(_ token: Token, _ keyword: String) -> Bool {
        if case .word(let word) = token { return word.uppercased() == keyword }
        return false
    }

    private mutating func parseOr() throws -> ShimPredicateNode {
        var parts = [try parseAnd()]
        while isKeyword(peek, "OR") || peek == .symbol("||") {
            _ = advance()
            parts.append(try parseAnd())
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws -> ShimPredicateNode {
        var parts = [try parseNot()]
        while isKeyword(peek, "AND") || peek == .symbol("&&") {
            _ = advance()
            parts.append(try parseNot())
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws -> ShimPredicateNode {
        if isKeyword(peek, "NOT") || peek == .symbol("!") {
            _ = advance()
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> ShimPredicateNode {
        if peek == .symbol("(") {
            _ = advance()
            let inner = try parseOr()
            guard advance() == .symbol(")") else { throw ShimPredicateError(description: "missing )") }
            return inner
        }
        if isKeyword(peek, "TRUEPREDICATE") { _ = advance(); return .constant(true) }
        if isKeyword(peek, "FALSEPREDICATE") { _ = advance(); return .constant(false) }
        let lhs = try parseOperand()
        let op = try parseOperator()
        let options = try parseOptions()
        let rhs = try parseOperand()
        return .comparison(lhs, op, options, rhs)
    }

    private mutating func parseOperator() throws -> ShimComparisonOperator {
        let token = advance()
        switch token {
        case .symbol(let symbol):
            switch symbol {
            case "==": return .equal
            case "!=": return .notEqual
            case "<": return .less
            case "<=": return .lessOrEqual
            case ">": return .greater
            case ">=": return .greaterOrEqual
            default: break
            }
        case .word(let word):
            if let op = ShimComparisonOperator(rawValue: word.uppercased()) { return op }
        default: break
        }
        throw ShimPredicateError(description: "expected a comparison operator, found \(token)")
    }

    private mutating func parseOptions() throws -> ShimComparisonOptions {
        guard peek == .symbol("[") else { return [] }
        _ = advance()
        guard case .word(let letters) = advance(), advance() == .symbol("]") else {
            throw ShimPredicateError(description: "bad comparison options")
        }
        var options: ShimComparisonOptions = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n": break
            default: throw ShimPredicateError(description: "unsupported comparison option \(letter)")
            }
        }
        return options
    }

    private mutating func parseOperand() throws -> ShimOperand {
        let token = advance()
        switch token {
        case .value(let value):
            return .literal(value)
        case .keyPath(let path):
            return try keyOperand(path)
        case .symbol("{"):
            var values: [ShimPredicateValue] = []
            if peek != .symbol("}") {
                repeat {
                    guard case .literal(let value) = try parseOperand() else {
                        throw ShimPredicateError(description: "only literals are supported inside { }")
                    }
                    values.append(value)
                } while peek == .symbol(",") && advance() == .symbol(",")
            }
            guard advance() == .symbol("}") else { throw ShimPredicateError(description: "missing }") }
            return .literal(.list(values))
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .literal(.bool(true))
            case "FALSE", "NO": return .literal(.bool(false))
            case "NIL", "NULL": return .literal(.null)
            default: return try keyOperand(word)
            }
        default:
            throw ShimPredicateError(description: "expected an operand, found \(token)")
        }
    }

    private func keyOperand(_ path: String) throws -> ShimOperand {
        guard let key = ShimAttributeKey(keyPath: path) else {
            throw ShimPredicateError(description: "unsupported key path '\(path)'")
        }
        return .key(key)
    }
}
#endif
