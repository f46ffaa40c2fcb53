// What Apple's XCTest declares and swift-corelibs-xctest does not, as far as TABTestKit's
// `BDD_APPLE_XCTEST` code uses it: activities (`XCTContext`, `XCTActivity`, `XCTAttachment`),
// issues (`XCTIssue`, `XCTIssueReference`, `XCTSourceCodeContext`, `XCTSourceCodeLocation`,
// `XCTSourceCodeFrame`), `XCTestCase.record(_:)`, and XCUI's element types
// (`XCUIElement.ElementType`, which PlatformTypes' `ElementType` is on Apple platforms).
//
// Signatures: how the Xcode 16 SDK's XCTContext.h, XCTActivity.h, XCTAttachment.h, XCTIssue.h,
// XCTSourceCodeContext.h, XCTestCase.h, XCUIElement.h and XCUIElementTypes.h import into Swift, together with the XCTest overlay's
// value type `XCTIssue` (bridged to the Objective-C class, which Swift calls `XCTIssueReference`).
// Classes are `open` and derive from NSObject, methods of Objective-C classes are `@objc`, as they
// are on Apple. Only signatures matter: the bodies never run (this module is only type-checked
// against, never linked).
//
// `make check-apple` imports this module into every file it checks (`-import-module`), so
// "XCTest" there means swift-corelibs-xctest plus these declarations.
//
// Not expressible here: XCTestObservation's optional requirement
// `testCase(_:didRecord:)` (swift-corelibs-xctest's protocol cannot gain a requirement), so an
// observer's method is type-checked as an ordinary method, not matched against the requirement.
import Foundation
import XCTest

// MARK: XCTAttachment.h (what XCTActivity, XCTIssue and TABTestKit's failure evidence use)

open class XCTAttachment: NSObject {
    /// `XCTAttachmentLifetime`.
    public enum Lifetime: Int, @unchecked Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    public init(data payload: Data) { super.init() }
    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) { self.init(data: payload) }
    public convenience init(string: String) { self.init(data: Data(string.utf8)) }
    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
}

// MARK: XCTActivity.h

/// `@protocol XCTActivity <NSObject>`.
public protocol XCTActivity: NSObjectProtocol {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}

// MARK: XCTContext.h (+ the overlay's generic runActivity)

open class XCTContext: NSObject {
    @available(*, unavailable, message: "XCTContext is not to be instantiated directly")
    public override init() { super.init() }

    /// Apple (Xcode 16): `@MainActor @preconcurrency class func runActivity<Result>(named:block:)`.
    @MainActor @preconcurrency
    open class func runActivity<Result>(named name: String, block: @MainActor (any XCTActivity) throws -> Result) rethrows -> Result {
        fatalError("stand-in: never run")
    }
}

// MARK: XCTSourceCodeContext.h

open class XCTSourceCodeLocation: NSObject {
    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
        super.init()
    }

    /// `-initWithFilePath:lineNumber:`.
    public convenience init(filePath: String, lineNumber: Int) {
        self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }

    /// The overlay's initializer with caller-location defaults.
    public convenience init(filePath: StaticString = #filePath, lineNumber: UInt = #line) {
        self.init(filePath: "\(filePath)", lineNumber: Int(lineNumber))
    }

    open private(set) var fileURL: URL
    open private(set) var lineNumber: Int
}

open class XCTSourceCodeFrame: NSObject {
    public init(address: UInt64) {
        self.address = address
        super.init()
    }

    open private(set) var address: UInt64
}

open class XCTSourceCodeContext: NSObject {
    public init(callStack: [XCTSourceCodeFrame], location: XCTSourceCodeLocation?) {
        self.callStack = callStack
        self.location = location
        super.init()
    }

    public convenience init(callStackAddresses: [NSNumber], location: XCTSourceCodeLocation?) {
        self.init(callStack: callStackAddresses.map { XCTSourceCodeFrame(address: $0.uint64Value) }, location: location)
    }

    public convenience init(location: XCTSourceCodeLocation?) { self.init(callStack: [], location: location) }

    public convenience override init() { self.init(location: nil) }

    open private(set) var callStack: [XCTSourceCodeFrame]
    open private(set) var location: XCTSourceCodeLocation?
}

// MARK: XCTIssue.h (the Objective-C class) and the overlay's XCTIssue (the Swift value)

/// The Objective-C `XCTIssue` class.
open class XCTIssueReference: NSObject {
    /// `XCTIssueType` (NS_ENUM, NSInteger).
    public enum IssueType: Int, Sendable {
        case assertionFailure = 0
        case thrownError = 1
        case uncaughtException = 2
        case performanceRegression = 3
        case system = 4
        case unmatchedExpectedFailure = 5
    }

    public init(type: IssueType, compactDescription: String, detailedDescription: String?,
                sourceCodeContext: XCTSourceCodeContext, associatedError: (any Error)?, attachments: [XCTAttachment]) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
        self.attachments = attachments
        super.init()
    }

    public convenience init(type: IssueType, compactDescription: String) {
        self.init(type: type, compactDescription: compactDescription, detailedDescription: nil,
                  sourceCodeContext: XCTSourceCodeContext(), associatedError: nil, attachments: [])
    }

    open fileprivate(set) var type: IssueType
    open fileprivate(set) var compactDescription: String
    open fileprivate(set) var detailedDescription: String?
    open fileprivate(set) var sourceCodeContext: XCTSourceCodeContext
    open fileprivate(set) var associatedError: (any Error)?
    open fileprivate(set) var attachments: [XCTAttachment]
}

/// The XCTest overlay's value type, bridged to ``XCTIssueReference``.
public struct XCTIssue {
    public typealias IssueType = XCTIssueReference.IssueType

    public var type: IssueType
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public var associatedError: (any Error)?
    public var attachments: [XCTAttachment]

    public init(
        type: IssueType,
        compactDescription: String,
        detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
        associatedError: (any Error)? = nil,
        attachments: [XCTAttachment] = []
    ) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
        self.attachments = attachments
    }

    public mutating func add(_ attachment: XCTAttachment) { attachments.append(attachment) }
}

extension XCTIssue: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> XCTIssueReference {
        XCTIssueReference(type: type, compactDescription: compactDescription, detailedDescription: detailedDescription,
                          sourceCodeContext: sourceCodeContext, associatedError: associatedError, attachments: attachments)
    }

    public static func _forceBridgeFromObjectiveC(_ source: XCTIssueReference, result: inout XCTIssue?) {
        result = _unconditionallyBridgeFromObjectiveC(source)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: XCTIssueReference, result: inout XCTIssue?) -> Bool {
        result = _unconditionallyBridgeFromObjectiveC(source)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: XCTIssueReference?) -> XCTIssue {
        guard let source else { fatalError("stand-in: never run") }
        return XCTIssue(type: source.type, compactDescription: source.compactDescription,
                        detailedDescription: source.detailedDescription, sourceCodeContext: source.sourceCodeContext,
                        associatedError: source.associatedError, attachments: source.attachments)
    }
}

// MARK: XCTestCase.h

extension XCTestCase {
    /// `-recordIssue:`: the hook every assertion goes through; subclasses override it.
    @objc(recordIssue:)
    open func record(_ issue: XCTIssue) {}
}

// MARK: XCUIElement.h and XCUIElementTypes.h (only the element types)

/// XCUI's element class (`@MainActor` since Xcode 16, imported as pre-concurrency like every
/// Objective-C declaration). Only its nested `ElementType` is declared.
@preconcurrency @MainActor
open class XCUIElement: NSObject {}

extension XCUIElement {
    /// `XCUIElementType` (`NS_ENUM(NSUInteger)`), imported as `XCUIElement.ElementType`. Apple's is
    /// not frozen (a `switch` needs `@unknown default`); a Swift enum here cannot say so.
    public enum ElementType: UInt, @unchecked Sendable {
        case any = 0
        case other = 1
        case application = 2
        case group = 3
        case window = 4
        case sheet = 5
        case drawer = 6
        case alert = 7
        case dialog = 8
        case button = 9
        case radioButton = 10
        case radioGroup = 11
        case checkBox = 12
        case disclosureTriangle = 13
        case popUpButton = 14
        case comboBox = 15
        case menuButton = 16
        case toolbarButton = 17
        case popover = 18
        case keyboard = 19
        case key = 20
        case navigationBar = 21
        case tabBar = 22
        case tabGroup = 23
        case toolbar = 24
        case statusBar = 25
        case table = 26
        case tableRow = 27
        case tableColumn = 28
        case outline = 29
        case outlineRow = 30
        case browser = 31
        case collectionView = 32
        case slider = 33
        case pageIndicator = 34
        case progressIndicator = 35
        case activityIndicator = 36
        case segmentedControl = 37
        case picker = 38
        case pickerWheel = 39
        case `switch` = 40
        case toggle = 41
        case link = 42
        case image = 43
        case icon = 44
        case searchField = 45
        case scrollView = 46
        case scrollBar = 47
        case staticText = 48
        case textField = 49
        case secureTextField = 50
        case datePicker = 51
        case textView = 52
        case menu = 53
        case menuItem = 54
        case menuBar = 55
        case menuBarItem = 56
        case map = 57
        case webView = 58
        case incrementArrow = 59
        case decrementArrow = 60
        case timeline = 61
        case ratingIndicator = 62
        case valueIndicator = 63
        case splitGroup = 64
        case splitter = 65
        case relevanceIndicator = 66
        case colorWell = 67
        case helpTag = 68
        case matte = 69
        case dockItem = 70
        case ruler = 71
        case rulerMarker = 72
        case grid = 73
        case levelIndicator = 74
        case cell = 75
        case layoutArea = 76
        case layoutItem = 77
        case handle = 78
        case stepper = 79
        case tab = 80
        case touchBar = 81
        case statusItem = 82
    }
}
