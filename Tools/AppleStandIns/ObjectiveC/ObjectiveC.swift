// The ObjectiveC module exists on every Apple platform; code tests `canImport(ObjectiveC)` to
// mean "NSObject is an Objective-C class: key-value coding, `@objc` properties, NSPredicate
// parsing". This stand-in makes that condition true, and gives the compiler the one thing it
// needs from the ObjectiveC overlay to lower `@objc` members with Objective-C interop enabled:
// `ObjCBool`, the Objective-C type of `Bool`, with the overlay's conversion intrinsics.
//
// AppleFoundation imports this module (not re-exported), so the compiler finds it loaded while
// user code does not see a second `ObjCBool` (swift-corelibs-foundation declares its own). The
// Objective-C runtime behaviour such code relies on is Foundation's (see AppleFoundation:
// key-value coding, NSPredicate(format:)). Code that imports ObjectiveC for its own API
// (selectors, associated objects...) fails to type-check here until that API is added.
//
// Signatures: the ObjectiveC overlay (ObjectiveC.swift in the Swift repository). Bodies never run.

public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    private var value: Bool

    public init(_ value: Bool) { self.value = value }

    public init(booleanLiteral value: Bool) { self.init(value) }

    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
