/// Something a step's text can be matched against: a ``CucumberExpression`` or a
/// ``RegularExpression``.
public protocol StepExpression: Sendable {
    /// The expression as written.
    var source: String { get }

    /// The arguments of `text` if it matches the whole expression, or `nil` if it does not.
    func match(_ text: String) -> [Argument]?
}
