import ElementCore
import Foundation

extension EasyPredicate {
    /// The predicate as an `NSPredicate`, to filter collections, wait with
    /// `XCTNSPredicateExpectation`, or pass to XCUI's `matching(_:)`.
    ///
    /// On Apple platforms it is `NSPredicate(format: format)`, evaluated with key-value coding
    /// like any `NSPredicate` (on XCUI elements and snapshots, `NSObject`s…). Elsewhere it is a
    /// block predicate that evaluates this predicate in Swift on an `ElementSnapshot`, an
    /// `Element` (read through the current engine) or any value whose properties carry the
    /// attributes' names (`exists`, `label`, `identifier`, `elementType`…).
    ///
    /// Raw `.other(…)` text that is not valid `NSPredicate` text fails the test and gives a
    /// predicate that matches nothing, instead of raising an exception.
    public var toPredicate: NSPredicate {
        #if canImport(ObjectiveC)
        do {
            try validateRawText()
            return NSPredicate(format: format, argumentArray: nil)
        } catch {
            Failures.record(XCUIStyleFailure(.invalidArgument, attempt: "make an NSPredicate of \(format)", detail: "\(error)",
                                             description: "\(error)"))
            return NSPredicate(value: false)
        }
        #else
        return NSPredicate { object, _ in
            let subject = PredicateSubject.attributes(of: object)
            return (try? self.evaluate(subject.snapshot, exists: subject.exists)) ?? false
        }
        #endif
    }

    /// Throws a clear error when raw `.other(…)` text inside the predicate is not valid
    /// `NSPredicate` text (an unbalanced quote or parenthesis, a stray `%` or `$`), which would
    /// make `NSPredicate(format:)` raise an exception.
    public func validateRawText() throws {
        switch self {
        case .other(let text): try RawPredicate.validate(text)
        case .and(let list), .or(let list): for predicate in list { try predicate.validateRawText() }
        case .not(let inner): try inner.validateRawText()
        default: break
        }
    }
}

/// What a predicate evaluated in Swift sees of an object: its attributes, and whether it exists.
enum PredicateSubject {
    static func attributes(of object: Any?) -> (snapshot: ElementSnapshot?, exists: Bool) {
        guard let object else { return (nil, false) }
        if let snapshot = object as? ElementSnapshot { return (snapshot, true) }
        if let element = object as? any Element {
            let snapshot = currentEngine.flatMap { try? $0.resolve(element.query).snapshot }
            return (snapshot, snapshot != nil)
        }
        return reflected(object)
    }

    /// The attributes of a plain value, read from its stored properties by name.
    static func reflected(_ object: Any) -> (snapshot: ElementSnapshot?, exists: Bool) {
        var values: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, values[label] == nil { values[label] = child.value }
            }
            mirror = current.superclassMirror
        }
        func text(_ key: String) -> String? {
            if let string = values[key] as? String { return string }
            if let string = values[key] as? NSString { return string as String }
            return nil
        }
        func flag(_ key: String, default value: Bool) -> Bool { values[key] as? Bool ?? value }
        var type = ElementType.other
        if let typed = values["elementType"] as? ElementType {
            type = typed
        } else if let raw = values["elementType"] as? UInt, let typed = ElementType(rawValue: raw) {
            type = typed
        }
        let snapshot = ElementSnapshot(
            type: type, identifier: text("identifier") ?? "", label: text("label") ?? "",
            value: text("value"), placeholder: text("placeholderValue"),
            isEnabled: flag("isEnabled", default: true), isSelected: flag("isSelected", default: false),
            isHittable: flag("isHittable", default: true)
        )
        return (snapshot, flag("exists", default: true))
    }
}
