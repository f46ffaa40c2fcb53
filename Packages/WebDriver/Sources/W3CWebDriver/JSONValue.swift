import Foundation

/// A JSON document: the payload type of every WebDriver request and response.
///
/// `JSONValue` can be written with literals (`["args": ["--headless=new"], "width": 1280]`),
/// navigated with subscripts (`value["capabilities"]?["browserName"]?.stringValue`) and
/// serialized deterministically (object keys sorted) with ``serialized()``.
public enum JSONValue: Sendable, Equatable, Hashable {
    /// JSON `null`.
    case null
    /// A JSON boolean.
    case bool(Bool)
    /// A JSON number. Integers up to 2^53 are represented exactly.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([JSONValue])
    /// A JSON object.
    case object([String: JSONValue])
}

// MARK: - Accessors

extension JSONValue {
    /// `true` when the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The boolean, when the value is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, when the value is a number.
    public var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, when the value is a number with no fractional part.
    public var intValue: Int? {
        guard case .number(let value) = self, value.rounded() == value,
              value >= Double(Int.min), value <= Double(Int.max) else { return nil }
        return Int(value)
    }

    /// The string, when the value is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when the value is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member named `key`, when the value is an object that has it.
    ///
    /// Setting a member on a value that is not an object turns it into an object.
    public subscript(key: String) -> JSONValue? {
        get { objectValue?[key] }
        set {
            var members = objectValue ?? [:]
            members[key] = newValue
            self = .object(members)
        }
    }

    /// The element at `index`, when the value is an array and the index is in range.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates a number from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates a number from a floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object. A later duplicate key wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Codable

extension JSONValue: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value")
        }
    }

    /// Encodes the value as the matching JSON type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

// MARK: - Serialization

extension JSONValue {
    /// Parses JSON text (UTF-8). Top-level scalars are accepted.
    ///
    /// - Throws: `DecodingError` when the data is not valid JSON.
    public init(parsing data: Data) throws {
        self = try JSONParser.parse(data)
    }

    /// Parses JSON text given as a string.
    public init(parsing text: String) throws {
        try self.init(parsing: Data(text.utf8))
    }

    /// Compact JSON text with object keys sorted, so equal values always serialize identically.
    ///
    /// Whole numbers are written without a fraction (`1280`, not `1280.0`); non-finite numbers,
    /// which JSON cannot express, are written as `null`.
    public func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    /// ``serialized()`` as UTF-8 data.
    public func serializedData() -> Data { Data(serialized().utf8) }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            output += Self.format(value)
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Writes `value` as a JSON string. Runs of bytes that need no escape are copied whole: the
    /// page runtime (about 100 KB) goes out with every test's new tab, and copying it a scalar at
    /// a time took tens of milliseconds in a debug build.
    ///
    /// The scan is a plain loop over a pointer on purpose: in a debug build (what `swift test`
    /// runs) `enumerated()` looks up a tuple's type metadata for every byte, which made this
    /// 30 ms instead of 3.5 ms for the runtime.
    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            func copy(from start: Int, to end: Int) {
                if start < end { output += String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self) }
            }
            var runStart = 0
            var offset = 0
            while offset < bytes.count {
                let byte = base[offset]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    copy(from: runStart, to: offset)
                    output += escaped(byte)
                    runStart = offset + 1
                }
                offset += 1
            }
            copy(from: runStart, to: bytes.count)
        }
        output += "\""
    }

    /// The escape of a quote, a backslash or a control character.
    private static func escaped(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default: return "\\u" + String(format: "%04x", UInt32(byte))
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text.
    public var description: String { serialized() }
}
