// AppKit, as far as TABTestKit's Apple-only code uses it: a view's accessibility identifier.
//
// Signatures: how the macOS SDK (Xcode 16) headers import into Swift. NSView adopts the
// NSAccessibility protocols (NSAccessibilityProtocols.h), whose `accessibilityIdentifier`
// accessors Swift imports as methods: `setAccessibilityIdentifier(_: String?)` and
// `accessibilityIdentifier() -> String`. NSResponder and NSView are main-actor isolated
// (`NS_SWIFT_UI_ACTOR`). AppKit re-exports Foundation, as on Apple. Bodies never run.
@_exported import Foundation

@preconcurrency @MainActor
open class NSResponder: NSObject {}

@preconcurrency @MainActor
open class NSView: NSResponder {
    public init(frame frameRect: NSRect) { super.init() }

    /// From NSAccessibilityProtocol.
    open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {}

    /// From NSAccessibilityElementProtocol.
    open func accessibilityIdentifier() -> String { "" }
}
