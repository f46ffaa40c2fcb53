import CucumberExpressions
import Foundation

/// Turns a step's values into the types its definition's parameters declare.
///
/// An argument becomes whatever its parameter type makes (`Int` for `{int}`, a custom type's
/// value for `{color}`); when that is not the parameter's type, its text is converted instead:
/// to any `LosslessStringConvertible` type (`{float}` into a `Double`, `{word}` into an `Int`) or
/// any `RawRepresentable` one (`{word}` into an enum). An optional parameter takes a group that
/// did not match as `nil`. A data table can be taken as a ``DataTable``, `[[String]]` or
/// `[[String: String]]` (rows keyed by the header), a doc string as a ``DocString`` or `String`.
enum ArgumentConversion {
    static func convert<Parameter>(_ value: StepValues.Value, to type: Parameter.Type) throws -> Parameter {
        switch value {
        case .argument(let argument):
            return try convert(argument, to: type)
        case .capture(let text):
            return try convert(text: text, made: nil, to: type)
        case .dataTable(let table):
            if let table = table as? Parameter { return table }
            if let rows = table.rows as? Parameter { return rows }
            if let records = table.records as? Parameter { return records }
            throw StepArgumentError("The step's data table cannot be passed as \(Parameter.self); take a DataTable, [[String]] or [[String: String]]")
        case .docString(let docString):
            if let docString = docString as? Parameter { return docString }
            if let content = docString.content as? Parameter { return content }
            throw StepArgumentError("The step's doc string cannot be passed as \(Parameter.self); take a DocString or a String")
        }
    }

    private static func convert<Parameter>(_ argument: Argument, to type: Parameter.Type) throws -> Parameter {
        let made: (any Sendable)?
        do {
            made = try argument.value()
        } catch let error as CucumberExpressionError {
            throw StepArgumentError(error.message)
        }
        // The text to convert from: a {string}'s content without its quotes, else what matched.
        let text = (made as? String) ?? argument.group.value
        return try convert(text: text, made: made, to: type, parameterType: argument.parameterType.name)
    }

    private static func convert<Parameter>(text: String?, made: (any Sendable)?, to type: Parameter.Type, parameterType: String? = nil) throws -> Parameter {
        if let made, let value = made as? Parameter { return value }
        guard let text else {
            if let none = Optional<Any>.none as? Parameter { return none }
            throw StepArgumentError("An optional part of the step did not match, so there is no value for a parameter of type \(Parameter.self); make it \(Parameter.self)?")
        }
        if let value = fromText(text, as: Parameter.self) { return value }
        let source = parameterType.map { "The {\($0)} argument" } ?? "The argument"
        throw StepArgumentError("\(source) \"\(text)\" cannot be converted to \(Parameter.self)")
    }

    /// `text` as a `Value`, through `LosslessStringConvertible` or `RawRepresentable`, looking
    /// through one level of `Optional`.
    static func fromText<Value>(_ text: String, as type: Value.Type) -> Value? {
        if let text = text as? Value { return text }
        if let convertible = Value.self as? any LosslessStringConvertible.Type {
            return convertible.init(text) as? Value
        }
        if let representable = Value.self as? any RawRepresentable.Type {
            return fromRawValue(text, as: representable) as? Value
        }
        if let optional = Value.self as? any OptionalParameter.Type {
            return optional.wrapping(text) as? Value
        }
        return nil
    }

    private static func fromRawValue<R: RawRepresentable>(_ text: String, as type: R.Type) -> R? {
        fromText(text, as: R.RawValue.self).flatMap(R.init(rawValue:))
    }
}

/// Lets conversion see through `Optional` to the wrapped type.
private protocol OptionalParameter {
    static func wrapping(_ text: String) -> Any?
}

extension Optional: OptionalParameter {
    fileprivate static func wrapping(_ text: String) -> Any? {
        ArgumentConversion.fromText(text, as: Wrapped.self).map { Optional($0) as Any }
    }
}
