import ElementCore

extension RawRepresentable where RawValue == String {
    /// The accessibility identifier this value stands for: ``PrettyRawRepresentable/prettyRawValue``
    /// for a ``PrettyRawRepresentable`` type, the raw value otherwise.
    ///
    /// It is what `<<<` sets on a view and what the element initializers of this package
    /// look for, so the two always agree. The check is made at run time, so it holds in
    /// generic code too.
    public var accessibilityID: String {
        if let pretty = self as? any PrettyRawRepresentable { return pretty.prettyRawValue }
        return rawValue
    }

    /// An element of any type whose identifier (or label) is ``accessibilityID``, as
    /// Einstein's `element`: `LoginAccessID.SignIn.phoneNumber.element.clearAndType("0123")`.
    ///
    /// Prefer a typed element (`TextField(id: LoginAccessID.SignIn.phoneNumber)`) when the
    /// type is known: it also checks the kind of node.
    public var element: MatchingElement {
        MatchingElement(id: accessibilityID)
    }
}
