import ElementCore

/// A condition on an element, written as a Swift value instead of `NSPredicate` text.
///
/// One predicate has two forms of the same meaning:
/// - ``format`` (and ``predicateFormat``), the exact `NSPredicate` format string that XCUI's
///   `matching(_:)` and Appium's `-ios predicate string` accept, with every string value
///   quoted and escaped (see ``PredicateLiteral``);
/// - ``evaluate(_:)-(ElementSnapshot)``, a pure-Swift evaluation against an `ElementSnapshot`, so the same
///   predicate works on the in-memory and web engines.
///
/// ```swift
/// let predicate: EasyPredicate = [.type(.button), .exists(true), .label(.beginsWith, "Log")].merged()
/// predicate.format
/// // (elementType == 9) AND (exists == true) AND (label BEGINSWITH "Log")
/// ```
///
/// `EasyPredicate` is a `QueryFilter`, so it narrows any query:
/// `Button(id: nil).matching(.label(.beginsWith, "Log"))`.
public indirect enum EasyPredicate: Sendable, Hashable {
    /// The element exists (`exists == true`), or not.
    case exists(Bool)
    /// The element is enabled (`isEnabled == true`), or not.
    case isEnabled(Bool)
    /// A tap at the element's centre would reach it (`isHittable == true`), or not.
    case isHittable(Bool)
    /// The element is selected (`isSelected == true`), or not.
    case isSelected(Bool)
    /// The element's label compared with a string: `label BEGINSWITH "Log"`.
    case label(Comparison, String)
    /// The element's identifier equals a string: `identifier == "x"`.
    case identifier(String)
    /// The element's value compared with a string: `value CONTAINS "…"`.
    case value(Comparison, String)
    /// The element's placeholder compared with a string: `placeholderValue == "…"`.
    case placeholder(Comparison, String)
    /// The element is of a type: `elementType == 9`.
    case type(ElementType)
    /// Raw `NSPredicate` text, used verbatim. Only Apple's NSPredicate can evaluate it: off
    /// Apple platforms ``evaluate(_:)-(ElementSnapshot)`` throws. Quote values with ``PredicateLiteral/quoted(_:)``.
    case other(String)
    /// Every predicate holds (`(a) AND (b)`); an empty list always holds.
    case and([EasyPredicate])
    /// At least one predicate holds (`(a) OR (b)`); an empty list never holds.
    case or([EasyPredicate])
    /// The predicate does not hold: `NOT (a)`.
    case not(EasyPredicate)
}
