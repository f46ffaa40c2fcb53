import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// Converts between ElementCore's element types and XCUI's, which share raw values.
enum XCUITypeMapping {
    /// XCUI's type for an ElementCore type.
    static func xcui(_ type: ElementType) throws(EngineError) -> XCUIElement.ElementType {
        guard let converted = XCUIElement.ElementType(rawValue: type.rawValue) else {
            throw .invalidQuery("XCUI has no element type \(type) (raw value \(type.rawValue)).")
        }
        return converted
    }

    /// ElementCore's type for an XCUI type; types newer than ElementCore's list become `.other`.
    static func core(_ type: XCUIElement.ElementType) -> ElementType {
        ElementType(rawValue: type.rawValue) ?? .other
    }

    /// Types whose value is the text typed into them.
    static let textInputs: Set<ElementType> = [.textField, .secureTextField, .searchField, .textView]
}
