// apple-stand-in: platforms macOS iOS tvOS watchOS visionOS
// apple-stand-in: augments XCTest
//
// What Apple's XCTest declares and swift-corelibs-xctest does not, as far as TABTestKit's
// `BDD_APPLE_XCTEST` code uses it: activities (`XCTContext`, `XCTActivity`, `XCTAttachment`),
// issues (`XCTIssue`, `XCTIssueReference`, `XCTSourceCodeContext`, `XCTSourceCodeLocation`,
// `XCTSourceCodeFrame`) and `XCTestCase.record(_:)`.
//
// Signatures: how the Xcode 16 SDK's XCTContext.h, XCTActivity.h, XCTAttachment.h, XCTIssue.h,
// XCTSourceCodeContext.h and XCTestCase.h import into Swift, together with the XCTest overlay's
// value type `XCTIssue` (bridged to the Objective-C class, which Swift calls `XCTIssueReference`).
// Classes are `open` and derive from NSObject, methods of Objective-C classes are `@objc`, as they
// are on Apple. Only signatures matter: the bodies never run (this module is only type-checked
// against, never linked).
//
// `make check-apple` imports this module right after every `import XCTest` of an Apple view, so
// "XCTest" there means swift-corelibs-xctest plus these declarations.
//
// Not expressible here: XCTestObservation's optional requirement
// `testCase(_:didRecord:)` (swift-corelibs-xctest's protocol cannot gain a requirement), so an
// observer's method is type-checked as an ordinary method, not matched against the requirement.
import Foundation
import XCTest

// MARK: XCTAttachment.h (only what XCTActivity and XCTIssue refer to)

open class XCTAttachment: NSObject {
    public init(data payload: Data) { super.init() }
    public convenience init(string: String) { self.init(data: Data(string.utf8)) }
    open var name: String?
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

open class XCTSourceCodeSymbolInfo: NSObject {
    public init(imageName: String, symbolName: String, location: XCTSourceCodeLocation?) {
        self.imageName = imageName
        self.symbolName = symbolName
        self.location = location
        super.init()
    }

    open private(set) var imageName: String
    open private(set) var symbolName: String
    open private(set) var location: XCTSourceCodeLocation?
}

open class XCTSourceCodeFrame: NSObject {
    public init(address: UInt64, symbolInfo: XCTSourceCodeSymbolInfo?) {
        self.address = address
        self.symbolInfo = symbolInfo
        super.init()
    }

    public convenience init(address: UInt64) { self.init(address: address, symbolInfo: nil) }

    open private(set) var address: UInt64
    open private(set) var symbolInfo: XCTSourceCodeSymbolInfo?
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
