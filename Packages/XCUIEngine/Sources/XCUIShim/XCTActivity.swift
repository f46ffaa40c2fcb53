// `XCTContext`, `XCTActivity` and `XCTAttachment`: Apple's XCTest has them and
// swift-corelibs-xctest does not. Code that groups UI-test work into activities and attaches
// screenshots to them (Einstein's `group(text:closure:)`, `takeScreenshot(activity:name:)`) is
// type-checked and run against these.
//
// Source of truth: XCTContext.h, XCTActivity.h and XCTAttachment.h of the Xcode 16 SDK, as they
// import into Swift (`runActivity(named:block:)` is `@MainActor`, with a `@MainActor` block).
// Activities run their block at once and keep what is attached to them; activity names and
// attachment names are recorded in the call log.
#if !canImport(Darwin)
import Foundation

/// `@protocol XCTActivity`: a named group of test work that attachments can be added to.
public protocol XCTActivity: AnyObject {
    /// The activity's name.
    var name: String { get }
    /// Adds `attachment` to the activity.
    func add(_ attachment: XCTAttachment)
}

/// `XCTContext`: runs activities.
public final class XCTContext {
    private init() {}

    /// Runs `block` as an activity named `name` and returns what it returns.
    @preconcurrency @MainActor
    public static func runActivity<Result>(named name: String, block: @MainActor (any XCTActivity) throws -> Result) rethrows -> Result {
        XCUIShimRecorder.shared.record("XCTContext.runActivity(named: " + ShimRender.string(name) + ")")
        return try block(ShimActivity(name: name))
    }
}

/// `XCTAttachment`: data kept with a test result.
open class XCTAttachment {
    /// `XCTAttachmentLifetime`.
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    /// The attached bytes.
    public let shimData: Data
    /// The attachment's name.
    open var name: String?
    /// Whether it is kept when the test passes.
    open var lifetime: Lifetime = .deleteOnSuccess

    public init(data payload: Data) { shimData = payload }
    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) { self.init(data: payload) }
    public convenience init(string: String) { self.init(data: Data(string.utf8)) }

    /// A screenshot as an attachment.
    @preconcurrency @MainActor
    public convenience init(screenshot: XCUIScreenshot) { self.init(data: screenshot.pngRepresentation) }
}

/// The shim's activity: keeps its attachments (`shimAttachments`).
public final class ShimActivity: XCTActivity {
    public let name: String
    /// What was attached, in order.
    public private(set) var shimAttachments: [XCTAttachment] = []

    init(name: String) { self.name = name }

    public func add(_ attachment: XCTAttachment) {
        XCUIShimRecorder.shared.record("activity.add(" + ShimRender.string(attachment.name ?? "") + ")")
        shimAttachments.append(attachment)
    }
}
#endif
