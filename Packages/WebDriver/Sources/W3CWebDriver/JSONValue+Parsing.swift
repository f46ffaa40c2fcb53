import Foundation

/// A JSON parser straight to ``JSONValue``: every CDP and WebDriver answer goes through it.
///
/// `JSONDecoder` with ``JSONValue``'s `Decodable` conformance tries each JSON type in turn on
/// every value (an object costs four thrown and caught errors first); in the debug build that
/// `swift test` runs, that took 1–8 ms per page runtime answer, a cost paid on every request.
/// Reading the bytes once is about seven times faster there (2.5 ms against 17 ms for a 14 kB
/// answer), and Foundation's `JSONSerialization` is slower still on Linux.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// As deep as `JSONDecoder` lets JSON nest.
    private static let maximumDepth = 512

    /// The value `data` holds: one JSON value (a scalar too), with only white space around it.
    /// - Throws: `DecodingError.dataCorrupted` saying where the text stops being JSON.
    static func parse(_ data: Data) throws -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data))
        let value = try parser.value()
        parser.skipWhiteSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws -> JSONValue {
        skipWhiteSpace()
        guard index < bytes.count else { throw failure("unexpected end of the text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { parser throws in try parser.object() }
        case UInt8(ascii: "["): return try nested { parser throws in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws -> JSONValue) throws -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("the value nests deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func object() throws -> JSONValue {
        index += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhiteSpace()
        if next(is: "}") { return .object(members) }
        while true {
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipWhiteSpace()
            guard next(is: ":") else { throw failure("expected \":\" after a key") }
            let member = try value()
            if members[key] == nil { members[key] = member }  // the first of duplicate keys, as JSONDecoder keeps
            skipWhiteSpace()
            if next(is: ",") { continue }
            if next(is: "}") { return .object(members) }
            throw failure("expected \",\" or \"}\" in an object")
        }
    }

    private mutating func array() throws -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if next(is: "]") { return .array(elements) }
        while true {
            elements.append(try value())
            skipWhiteSpace()
            if next(is: ",") { continue }
            if next(is: "]") { return .array(elements) }
            throw failure("expected \",\" or \"]\" in an array")
        }
    }

    /// Consumes `character` when it is next.
    private mutating func next(is character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected \(word)")
        }
        index += expected.count
    }

    private mutating func number() throws -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        // JSON numbers start with a digit (after the sign); Double's own parser checks the rest.
        guard index > start, bytes[start] == UInt8(ascii: "-") || Self.isDigit(bytes[start]),
              let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            throw failure("expected a value")
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private mutating func string() throws -> String {
        index += 1  // "
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw failure("unterminated string") }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        // Escapes: build the bytes.
        var text = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard index < bytes.count else { throw failure("unterminated string") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad()
                // A surrogate pair is one character; a lone surrogate becomes U+FFFD.
                if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try hexQuad()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                text.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default:
                throw failure("invalid escape in a string")
            }
        }
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("invalid \\u escape")
        }
        index += 4
        return value
    }

    private func failure(_ what: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "Not valid JSON: \(what) at byte \(index)."))
    }
}
