import Foundation

/// A reference to an element in the page (or app), as handed out by the WebDriver server.
///
/// On the wire it is `{"element-6066-11e4-a52e-4f735466cecf": id}`. References are valid only in
/// the session (and, for browsers, the document) that produced them.
public struct ElementReference: Sendable, Hashable, CustomStringConvertible {
    /// The W3C web element identifier key.
    public static let key = "element-6066-11e4-a52e-4f735466cecf"
    /// The legacy key some older drivers (JSON Wire Protocol) still return.
    public static let legacyKey = "ELEMENT"

    /// The opaque element id.
    public let id: String

    /// Wraps an element id.
    public init(id: String) { self.id = id }

    /// The wire form: `{"element-6066-11e4-a52e-4f735466cecf": id}`.
    public var json: JSONValue { .object([Self.key: .string(id)]) }

    /// Reads a reference from its wire form; `nil` when `value` is not an element reference.
    public init?(json value: JSONValue) {
        guard case .object(let members) = value else { return nil }
        if let id = members[Self.key]?.stringValue {
            self.id = id
        } else if members.count == 1, let id = members[Self.legacyKey]?.stringValue {
            self.id = id
        } else {
            return nil
        }
    }

    /// `element(<id>)`.
    public var description: String { "element(\(id))" }
}

/// A reference to an element's shadow root: `{"shadow-6066-11e4-a52e-4f735466cecf": id}`.
public struct ShadowRootReference: Sendable, Hashable {
    /// The W3C shadow root identifier key.
    public static let key = "shadow-6066-11e4-a52e-4f735466cecf"
    /// The opaque shadow root id.
    public let id: String
    /// Wraps a shadow root id.
    public init(id: String) { self.id = id }
    /// The wire form.
    public var json: JSONValue { .object([Self.key: .string(id)]) }
    /// Reads a reference from its wire form; `nil` when `value` is not a shadow root reference.
    public init?(json value: JSONValue) {
        guard let id = value[Self.key]?.stringValue else { return nil }
        self.id = id
    }
}

extension JSONValue {
    /// Creates the wire form of an element reference, for script arguments.
    public static func element(_ reference: ElementReference) -> JSONValue { reference.json }

    /// The element reference, when this value is one.
    public var elementReference: ElementReference? { ElementReference(json: self) }

    /// Every element reference found anywhere inside this value (depth-first, in order).
    public var allElementReferences: [ElementReference] {
        if let reference = elementReference { return [reference] }
        switch self {
        case .array(let elements): return elements.flatMap(\.allElementReferences)
        case .object(let members): return members.keys.sorted().flatMap { members[$0]!.allElementReferences }
        default: return []
        }
    }
}

/// An element's position and size in CSS pixels, relative to the top-left of the page's viewport
/// (for browsers) or the screen (for Appium).
public struct ElementRect: Sendable, Hashable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The centre point.
    public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

    /// `(x, y, width × height)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }

    init?(json: JSONValue) {
        guard let x = json["x"]?.doubleValue, let y = json["y"]?.doubleValue,
              let width = json["width"]?.doubleValue, let height = json["height"]?.doubleValue else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    var json: JSONValue {
        ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]
    }
}

/// A locator strategy for ``WebDriverSession/findElement(using:value:from:)``.
///
/// The W3C strategies work in browsers; the others are understood by Appium drivers.
public struct LocatorStrategy: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The strategy name sent on the wire.
    public let rawValue: String
    /// Creates a strategy from its wire name (for vendor strategies not listed here).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A CSS selector (W3C).
    public static let cssSelector = LocatorStrategy(rawValue: "css selector")
    /// Links whose visible text equals the value (W3C).
    public static let linkText = LocatorStrategy(rawValue: "link text")
    /// Links whose visible text contains the value (W3C).
    public static let partialLinkText = LocatorStrategy(rawValue: "partial link text")
    /// Elements with that tag name (W3C).
    public static let tagName = LocatorStrategy(rawValue: "tag name")
    /// An XPath expression (W3C; slow on Appium).
    public static let xpath = LocatorStrategy(rawValue: "xpath")
    /// Appium: the accessibility identifier (iOS `name`, Android `content-desc`).
    public static let accessibilityId = LocatorStrategy(rawValue: "accessibility id")
    /// Appium: the element type, e.g. `XCUIElementTypeButton` or `android.widget.Button`.
    public static let className = LocatorStrategy(rawValue: "class name")
    /// Appium: an `NSPredicate` string (XCUITest).
    public static let iosPredicateString = LocatorStrategy(rawValue: "-ios predicate string")
    /// Appium: a class chain query (XCUITest).
    public static let iosClassChain = LocatorStrategy(rawValue: "-ios class chain")
    /// Appium: a `UiSelector` expression (UiAutomator2).
    public static let androidUIAutomator = LocatorStrategy(rawValue: "-android uiautomator")
    /// Appium: the resource id (Android) or identifier.
    public static let id = LocatorStrategy(rawValue: "id")

    /// The wire name.
    public var description: String { rawValue }
}
