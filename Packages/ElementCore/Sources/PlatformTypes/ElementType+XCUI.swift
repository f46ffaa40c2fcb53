// On Apple platforms, TABTestKit's element types are XCUI's own, so an element written for
// TABTestKit 1.8 (`let type: XCUIElement.ElementType = .button`) is an `Element` as it is, and
// a type read from an element can be handed to XCUI (`app.descendants(matching: element.type)`).
#if canImport(XCTest) && canImport(Darwin)
import XCTest

/// The kind of a user-interface element: XCUI's `XCUIElement.ElementType`.
public typealias ElementType = XCUIElement.ElementType
#endif
