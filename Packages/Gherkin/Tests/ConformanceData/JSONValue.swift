import Foundation

/// A JSON value, for comparing documents as values rather than as text (key order and number
/// spelling do not matter).
public enum JSONValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value of a JSON text.
    public init(jsonData data: Data) throws {
        self.init(foundation: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    /// The JSON value `value` encodes to.
    public init(encoding value: some Encodable) throws {
        try self.init(jsonData: JSONEncoder().encode(value))
    }

    private init(foundation value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumbers of Objective-C type "c" (char).
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .array(let values): return "[" + values.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        }
    }

    /// The first place where `self` and `other` differ, as a path (`feature.children[2].name`), or `nil`.
    public func firstDifference(from other: JSONValue, at path: String = "$") -> String? {
        switch (self, other) {
        case (.array(let mine), .array(let theirs)):
            if mine.count != theirs.count { return "\(path): \(mine.count) items, expected \(theirs.count)" }
            for (index, pair) in zip(mine, theirs).enumerated() {
                if let difference = pair.0.firstDifference(from: pair.1, at: "\(path)[\(index)]") { return difference }
            }
            return nil
        case (.object(let mine), .object(let theirs)):
            for key in Set(mine.keys).union(theirs.keys).sorted() {
                guard let value = mine[key] else { return "\(path).\(key): missing, expected \(theirs[key]?.description ?? "")" }
                guard let expected = theirs[key] else { return "\(path).\(key): unexpected \(value)" }
                if let difference = value.firstDifference(from: expected, at: "\(path).\(key)") { return difference }
            }
            return nil
        default:
            return self == other ? nil : "\(path): \(self), expected \(other)"
        }
    }
}
