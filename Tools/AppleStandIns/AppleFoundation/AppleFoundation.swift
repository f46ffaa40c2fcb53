// apple-stand-in: platforms macOS iOS tvOS watchOS visionOS
// apple-stand-in: augments Foundation
// apple-stand-in: requires ObjectiveC
//
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
//   On Linux it lives in FoundationNetworking; on Apple in Foundation itself, so an Apple view
//   must see it after `import Foundation` alone.
//
// Signatures: as the macOS/iOS SDKs (Xcode 16) import them into Swift, including the Swift 6
// annotations (`@Sendable` completion handlers, `@unchecked Sendable` classes). Only signatures
// matter: bodies never run (this module is only type-checked against, never linked).
//
// `make check-apple` imports this module right after every `import Foundation` of an Apple view.
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

// MARK: NSURLRequest.h

open class NSURLRequest: NSObject, @unchecked Sendable {
    /// `NSURLRequestCachePolicy` (NS_ENUM, NSUInteger).
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5

        public static var reloadIgnoringCacheData: CachePolicy { .reloadIgnoringLocalCacheData }
    }

    /// `NSURLRequestNetworkServiceType` (NS_ENUM, NSUInteger).
    public enum NetworkServiceType: UInt, Sendable {
        case `default` = 0
        case voip = 1
        case video = 2
        case background = 3
        case voice = 4
        case responsiveData = 6
        case avStreaming = 8
        case responsiveAV = 9
        case callSignaling = 11
    }
}

/// The Foundation overlay's value type for `NSURLRequest`.
public struct URLRequest: Hashable, Sendable {
    public typealias CachePolicy = NSURLRequest.CachePolicy
    public typealias NetworkServiceType = NSURLRequest.NetworkServiceType

    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    public var mainDocumentURL: URL?
    public var networkServiceType: NetworkServiceType = .default
    public var allowsCellularAccess = true
    public var httpMethod: String? = "GET"
    public var allHTTPHeaderFields: [String: String]?
    public var httpBody: Data?
    public var httpShouldHandleCookies = true
    public var httpShouldUsePipelining = true

    public func value(forHTTPHeaderField field: String) -> String? { allHTTPHeaderFields?[field] }
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) { allHTTPHeaderFields?[field] = value }
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) { allHTTPHeaderFields?[field] = value }
}

// MARK: NSURLResponse.h

open class URLResponse: NSObject, @unchecked Sendable {
    public init(url URL: URL, mimeType MIMEType: String?, expectedContentLength length: Int, textEncodingName name: String?) {
        self.url = URL
        self.mimeType = MIMEType
        self.expectedContentLength = Int64(length)
        self.textEncodingName = name
        super.init()
    }

    open private(set) var url: URL?
    open private(set) var mimeType: String?
    open private(set) var expectedContentLength: Int64
    open private(set) var textEncodingName: String?
    open var suggestedFilename: String? { nil }
}

open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public init?(url: URL, statusCode: Int, httpVersion HTTPVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        self.allHeaderFields = headerFields ?? [:]
        super.init(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
    }

    open private(set) var statusCode: Int
    open private(set) var allHeaderFields: [AnyHashable: Any]

    open func value(forHTTPHeaderField field: String) -> String? { nil }

    open class func localizedString(forStatusCode statusCode: Int) -> String { "" }
}

// MARK: NSURLSession.h

open class URLSessionConfiguration: NSObject, @unchecked Sendable {
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
    open class func background(withIdentifier identifier: String) -> URLSessionConfiguration { URLSessionConfiguration() }

    open var identifier: String? { nil }
    open var requestCachePolicy: NSURLRequest.CachePolicy = .useProtocolCachePolicy
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var timeoutIntervalForResource: TimeInterval = 604_800
    open var networkServiceType: NSURLRequest.NetworkServiceType = .default
    open var allowsCellularAccess = true
    open var waitsForConnectivity = false
    open var httpShouldUsePipelining = false
    open var httpShouldSetCookies = true
    open var httpAdditionalHeaders: [AnyHashable: Any]?
    open var httpMaximumConnectionsPerHost = 6
}

open class URLSessionTask: NSObject, @unchecked Sendable {
    /// `NSURLSessionTaskState` (NS_ENUM, NSInteger).
    public enum State: Int, Sendable {
        case running = 0
        case suspended = 1
        case canceling = 2
        case completed = 3
    }

    open var taskIdentifier: Int { 0 }
    open var originalRequest: URLRequest? { nil }
    open var currentRequest: URLRequest? { nil }
    open var response: URLResponse? { nil }
    open var state: State { .suspended }
    open var error: (any Error)? { nil }
    open var taskDescription: String?
    open func cancel() {}
    open func suspend() {}
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
    open var sessionDescription: String?

    open func finishTasksAndInvalidate() {}
    open func invalidateAndCancel() {}

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
