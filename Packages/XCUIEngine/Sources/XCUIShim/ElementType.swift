// `XCUIElement.ElementType` and `XCUIElement.SizeClass`.
//
// Source of truth: XCUIElementTypes.h (`typedef NS_ENUM(NSUInteger, XCUIElementType)`, imported into
// Swift as `XCUIElement.ElementType`, raw type `UInt`) and XCUIElementAttributes.h
// (`typedef NS_ENUM(NSInteger, XCUIUserInterfaceSizeClass)`, imported as `XCUIElement.SizeClass`,
// raw type `Int`). Case order and raw values are identical to the Xcode 16 SDK (0 ... 82). The
// element types are PlatformTypes' `ElementType`, which TABTestKit's ElementCore uses too: on Apple
// platforms that type is `XCUIElement.ElementType` itself, so here the shim's is ElementCore's.
#if !canImport(Darwin)
import Foundation
@_exported import PlatformTypes

extension XCUIElement {
    /// The types of UI element, with Apple's raw values (`any` = 0 ... `statusItem` = 82): TABTestKit's
    /// `ElementType`, as on Apple platforms, where that type is this one.
    public typealias ElementType = PlatformTypes.ElementType

    /// Size classes of an element (`XCUIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Sendable, Hashable {
        case unspecified = 0
        case compact = 1
        case regular = 2
    }
}

extension XCUIElement.ElementType {
    /// Shim-only: every element type, in raw-value order. (Apple's imported enum is not `CaseIterable`,
    /// so engine code must not rely on this.)
    public static var shimAllCases: [XCUIElement.ElementType] {
        (UInt(0)...UInt(82)).compactMap { XCUIElement.ElementType(rawValue: $0) }
    }

    /// Shim-only: the Swift case name (`"button"`, `"staticText"`, ...), as used in the call log.
    public var shimName: String {
        String(describing: self)
    }
}
#endif
