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

}
