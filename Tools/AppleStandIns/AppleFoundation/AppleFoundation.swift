// What Apple's Foundation declares and swift-corelibs-foundation's `Foundation` does not (or
// declares unavailable), as far as TABTestKit's Apple-only code uses it:
//
// * NSPredicate.h: `NSPredicate(format:argumentArray:)` and `NSPredicate(format:_:)` (corelibs
//   marks both unavailable; these available ones win overload resolution, as in XCUIShim).
// * NSKeyValueCoding.h: key-value coding on NSObject (`value(forKey:)`, `value(forUndefinedKey:)`,
//   ...). On Apple these are Objective-C category methods, so subclasses can override them; here
//   they are `@objc` extension members, which Swift lets subclasses override the same way.
// * CoreGraphics' `CGVector` (CGGeometry.h and the CoreGraphics overlay), which Apple's Foundation
//   re-exports and swift-corelibs-foundation lacks.
// * NSURLSession.h / NSURLRequest.h / NSURLResponse.h: the URL loading surface a transport uses.
//   On Linux it lives in FoundationNetworking; on Apple in Foundation itself, so a check must
//   see it after `import Foundation` alone.
//
// Signatures: as the macOS/iOS SDKs (Xcode 16) import them into Swift, including the Swift 6
// annotations (`@Sendable` completion handlers, `@unchecked Sendable` classes). Only signatures
// matter: bodies never run (this module is only type-checked against, never linked).
//
// `make check-apple` imports this module into every file it checks (`-import-module`).
// Apple's Foundation re-exports ObjectiveC; this module only imports the ObjectiveC stand-in (so
// the compiler has `ObjCBool` to lower `@objc` members), without re-exporting it: Linux's
// Foundation already declares an `ObjCBool` of its own, and two would be ambiguous.
import Foundation
import ObjectiveC

// MARK: CGGeometry.h (CoreGraphics, re-exported by Foundation)

/// `struct CGVector { CGFloat dx; CGFloat dy; }`, with the overlay's initializers and `zero`.
public struct CGVector: @unchecked Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

extension CGVector: Equatable {
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { lhs.dx == rhs.dx && lhs.dy == rhs.dy }
}

extension CGVector {
    public static var zero: CGVector { CGVector() }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
}

// MARK: NSPredicate.h

extension NSPredicate {
    /// `+predicateWithFormat:argumentArray:`.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(value: false)
    }

    /// The Foundation overlay's variadic initializer.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(value: false)
    }
}

// MARK: NSKeyValueCoding.h (category on NSObject)

// The getters only: with Objective-C interop enabled, this Linux compiler crashes on `@objc`
// members that take `Any` (it has no Objective-C bridging for `Any`) or return `Bool`, so the
// setters (`setValue(_:forKey:)`, ...) and `accessInstanceVariablesDirectly` are left out until
// code needs them.
extension NSObject {
    @objc open func value(forKey key: String) -> Any? { nil }
    @objc open func value(forKeyPath keyPath: String) -> Any? { nil }
    @objc open func value(forUndefinedKey key: String) -> Any? { nil }
    @objc open func setNilValueForKey(_ key: String) {}
}

// MARK: NSURLRequest.h, NSURLResponse.h, NSURLSession.h (what a transport uses, and the
// neighbours that take part in overload resolution: every `dataTask` overload)

open class NSURLRequest: NSObject, @unchecked Sendable {
    /// `NSURLRequestCachePolicy` (NS_ENUM, NSUInteger).
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5
    }
}

/// The Foundation overlay's value type for `NSURLRequest`.
public struct URLRequest: Hashable, Sendable {
    public typealias CachePolicy = NSURLRequest.CachePolicy

    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    public var httpMethod: String? = "GET"
    public var allHTTPHeaderFields: [String: String]?
    public var httpBody: Data?

    public func value(forHTTPHeaderField field: String) -> String? { allHTTPHeaderFields?[field] }
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) { allHTTPHeaderFields?[field] = value }
}

open class URLResponse: NSObject, @unchecked Sendable {
    open var url: URL? { nil }
    open var mimeType: String? { nil }
}

open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    open var statusCode: Int { 0 }
    open var allHeaderFields: [AnyHashable: Any] { [:] }
    open func value(forHTTPHeaderField field: String) -> String? { nil }
}

open class URLSessionConfiguration: NSObject, @unchecked Sendable {
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

    open var requestCachePolicy: NSURLRequest.CachePolicy = .useProtocolCachePolicy
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var httpMaximumConnectionsPerHost = 6
}

open class URLSessionTask: NSObject, @unchecked Sendable {
    open func cancel() {}
    open func resume() {}
}

open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

open class URLSession: NSObject, @unchecked Sendable {
    open class var shared: URLSession { URLSession(configuration: .default) }

    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
        super.init()
    }

    open private(set) var configuration: URLSessionConfiguration

    open func dataTask(with request: URLRequest) -> URLSessionDataTask { URLSessionDataTask() }
    open func dataTask(with url: URL) -> URLSessionDataTask { URLSessionDataTask() }
    open func dataTask(
        with request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask { URLSessionDataTask() }
    open func dataTask(
        with url: URL,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask { URLSessionDataTask() }
}

// MARK: ObjectiveC's `Selector`, which Apple's Foundation re-exports

/// `SEL`, as the ObjectiveC overlay declares it: a method's name for the Objective-C runtime
/// (`UIControl.addTarget(_:action:for:)` takes one). Only the type: a `#selector(…)` expression
/// needs the Objective-C runtime, which no Linux check has (code using it is counted apart).
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    private let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.init(value) }
}
