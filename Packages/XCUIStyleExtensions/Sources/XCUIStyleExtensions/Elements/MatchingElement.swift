import ElementCore
import Foundation

/// An element found by predicates rather than by a predefined type: what
/// `descendants(matching:logic:)`,
/// `first(matching:logic:)` and a string enum's `element` return.
///
/// Its type is `.any` unless given, so it matches every kind of node that passes its
/// predicates. It can be tapped, and typed into when the node is a text input (text typed
/// into a node that turns out to be a secure text field stays out of logs and messages).
///
/// ```swift
/// let form = View(id: "LoginForm")
/// form.first(matching: .label(.beginsWith, "Log")).tap()
/// ```
public struct MatchingElement: LocatableElement, Tappable, Editable {
    /// The element's location: id, index, parent and predicates.
    public var locator: Locator
    /// The type of node to match; `.any` by default.
    public var type: ElementType

    /// An element of `type` (any type by default) inside `parent` that passes `predicate`.
    ///
    /// - Parameters:
    ///   - type: The node type to match; `nil` or `.any` matches every type.
    ///   - id: An identifier or label to match as well, or `nil`.
    ///   - index: An explicit position among the matches, or `nil` to require one match
    ///     (strict matching).
    ///   - parent: The element whose descendants are searched.
    ///   - predicate: The condition matches must meet, or `nil` for none.
    public init(
        type: ElementType? = nil,
        id: String? = nil,
        index: Int? = nil,
        parent: any Element = Application.underTest,
        predicate: EasyPredicate? = nil
    ) {
        // Not `= .any` above: on Apple platforms `ElementType` is XCTest's, and a default
        // argument may only name a case of a module every caller's file imports.
        self.type = type ?? .any
        self.locator = Locator(id: id, index: index, parent: parent, filters: predicate.map { [$0] } ?? [])
    }

    /// `Element` for `.any`, else the type's name, e.g. `StaticText`.
    public var kindName: String {
        type == .any ? "Element" : type.name.prefix(1).uppercased() + type.name.dropFirst()
    }

    /// Types `text` into the element. The text is treated as secret (kept out of logs and
    /// messages) when the node is a secure text field, even though this element's type is
    /// generic.
    public func type(
        _ text: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        Typing.type(text, into: self, timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
