import Foundation

/// An element with a typed value: a label's text, a switch's on/off, a slider's position.
public protocol ValueRepresentable {
    /// The value's type.
    associatedtype Value: Equatable & Sendable
    /// The current value, read from the engine now.
    var value: Value { get }
}

/// An element whose value can be set: a switch, a slider, a picker wheel.
///
/// Adjusting to the value already set fails the test with a clear message: it almost
/// always means the test is not in the state it thinks.
public protocol Adjustable: ValueRepresentable {
    /// Sets the value.
    func adjust(to value: Value)
}

/// Shared checks for ``Adjustable`` implementations.
public enum Adjusting {
    /// Records a failure and returns `false` when `current` already equals `new`.
    public static func checkChange<Value: Equatable>(
        of element: any Element,
        from current: Value,
        to new: Value,
        at site: CallSite
    ) -> Bool {
        guard current != new else {
            Failures.record(
                ElementFailure(.alreadySet(value: "\(new)"), attempt: "adjust \(QueryBuilder.step(for: element)) to \(new)",
                               query: element.query),
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
            )
            return false
        }
        return true
    }
}

extension Element {
    /// The text value a `ValueRepresentable` element exposes: its accessibility value when it
    /// has one, else its label. Waits for the element; `""` (with a failure) when missing.
    ///
    /// - Parameters:
    ///   - preferLabel: read the label (a button's title, an image's description).
    ///   - preferText: when there is no value, read the text the element shows (a label's
    ///     text), which on the web can differ from its accessible name, instead of the label.
    public func textValue(preferLabel: Bool = false, preferText: Bool = false, at site: CallSite = CallSite()) -> String {
        let snapshot = ElementOperations.snapshot(
            of: self, for: "read the value of",
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
        guard let snapshot else { return "" }
        if preferLabel { return snapshot.label }
        if let value = snapshot.value, !value.isEmpty { return value }
        return preferText ? snapshot.text : snapshot.label
    }
}
