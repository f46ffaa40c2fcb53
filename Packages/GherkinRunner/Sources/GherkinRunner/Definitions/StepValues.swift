import CucumberExpressions
import Foundation

/// The values a matched step passes to its definition, in order: the expression's arguments,
/// then the step's doc string or data table. The definition's body takes them one by one, each
/// converted to the type of its parameter.
struct StepValues {
    /// One value, before conversion.
    enum Value {
        /// An argument of a Cucumber Expression or regular expression, with its parameter type.
        case argument(Argument)
        /// A capture of a Swift `Regex` (`nil` when the group did not take part in the match).
        case capture(String?)
        /// The step's data table.
        case dataTable(DataTable)
        /// The step's doc string.
        case docString(DocString)
    }

    /// The values, in order.
    let values: [Value]
    /// Where the definition was written, for messages.
    let definition: String
    private var position = 0

    init(_ values: [Value], definition: String) {
        self.values = values
        self.definition = definition
    }

    /// The next value, converted to `Parameter`.
    /// - Throws: ``StepArgumentError`` when there is no next value or it cannot be converted.
    mutating func next<Parameter>(as type: Parameter.Type) throws -> Parameter {
        defer { position += 1 }
        guard position < values.count else {
            throw StepArgumentError("The step has no value for parameter \(position + 1) (\(Parameter.self)) of the step definition at \(definition)")
        }
        do {
            return try ArgumentConversion.convert(values[position], to: Parameter.self)
        } catch let error as StepArgumentError {
            throw StepArgumentError("\(error.message) (parameter \(position + 1) of the step definition at \(definition))")
        }
    }
}

/// A step's value that its definition's parameter cannot take.
public struct StepArgumentError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
