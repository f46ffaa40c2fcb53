import Foundation

/// A description of how to find one user-interface element.
///
/// An element is a value: it holds a type, an optional id (matched against the node's
/// identifier *or* its label, as XCUI does), a parent that scopes the search, and an
/// optional index. It is resolved lazily through the current engine every time it is used,
/// so it never goes stale.
///
/// ```swift
/// struct Avatar: Element, Tappable {
///     let id: String?
///     let type: ElementType = .image
/// }
/// ```
///
/// Only `id` and `type` are required; the rest have defaults.
public protocol Element: Sendable {
    /// The identifier or label to match, or `nil` to match any node of the type.
    var id: String? { get }
    /// The type of node to match.
    var type: ElementType { get }
    /// The element whose descendants are searched. Defaults to the app under test.
    var parent: any Element { get }
    /// The position among the matches. Defaults to `0`.
    var index: Int { get }
    /// Whether ``index`` was chosen on purpose. When it was not, a query that matches
    /// several nodes fails under strict matching instead of picking the first.
    /// Defaults to `index != 0`.
    var isIndexExplicit: Bool { get }
    /// Extra conditions the node must meet (predicates). Defaults to none.
    var filters: [any QueryFilter] { get }
    /// The name shown in messages, e.g. `Button`. Defaults to the Swift type's name.
    var kindName: String { get }
}

extension Element {
    /// The app under test.
    public var parent: any Element { Application.underTest }
    /// The first match.
    public var index: Int { 0 }
    /// `true` when ``index`` is not `0`.
    public var isIndexExplicit: Bool { index != 0 }
    /// No extra conditions.
    public var filters: [any QueryFilter] { [] }
    /// The Swift type's name.
    public var kindName: String { String(describing: Swift.type(of: self)) }

    /// The full query that finds this element, from the app down.
    public var query: ElementQuery { QueryBuilder.query(for: self) }

    /// e.g. `App › Alert "Error" › Button "OK"`.
    public var queryDescription: String { query.description }
}

/// An element that is an application: the root of every query.
public protocol ApplicationElement: Element {
    /// Which application this is.
    var appTarget: AppTarget { get }
}

extension ApplicationElement {
    /// Applications have no id to match.
    public var id: String? { nil }
    /// Applications are of type `.application`.
    public var type: ElementType { .application }
    /// An application is its own root.
    public var parent: any Element { self }
}

/// The application under test, or another application by bundle identifier, as a plain
/// element. `SystemApps` offers richer app types (launching, terminating…).
public struct Application: ApplicationElement, Hashable {
    /// Which application this is.
    public let appTarget: AppTarget

    /// Creates an application element.
    public init(_ target: AppTarget) {
        self.appTarget = target
    }

    /// The application under test.
    public static let underTest = Application(.underTest)

    /// `App`.
    public var kindName: String { "App" }
}

/// Builds queries from elements by walking their parents.
public enum QueryBuilder {
    /// The deepest parent chain followed; deeper chains (which only a cyclic `parent` can
    /// produce) are cut there.
    public static let maximumDepth = 64

    /// The query that finds `element`.
    public static func query(for element: any Element, strict: Bool? = nil) -> ElementQuery {
        var steps: [QueryStep] = []
        var current: any Element = element
        var app = AppTarget.underTest
        for _ in 0..<maximumDepth {
            if let application = current as? any ApplicationElement {
                app = application.appTarget
                break
            }
            steps.append(step(for: current))
            current = current.parent
        }
        let isStrict = strict ?? ElementConfiguration.current.strictMatching
        return ElementQuery(app: app, steps: steps.reversed(), isStrict: isStrict)
    }

    /// The query step for one element, ignoring its parents.
    public static func step(for element: any Element) -> QueryStep {
        QueryStep(
            type: element.type,
            id: element.id,
            index: element.isIndexExplicit ? element.index : nil,
            filters: element.filters,
            kind: element.kindName
        )
    }

    /// The element's query path, e.g. `App › Alert "Error" › Button "OK"`.
    public static func describe(_ element: any Element) -> String {
        query(for: element).description
    }
}
