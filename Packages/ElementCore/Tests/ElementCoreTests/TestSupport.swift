import ElementCore
import Foundation
import InMemoryEngine
import Testing

// Helpers shared by the test files: short timeouts, running code against an in-memory
// driver and collecting the failures it records, custom elements.

extension ElementConfiguration {
    /// Short timeouts for tests that expect a failure (or succeed at once).
    static let fast = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3)
}

/// The simulated screen of the in-memory engine (iPhone-sized).
let screenRect = CGRect(x: 0, y: 0, width: 390, height: 844)

/// Runs `body` with `driver` as the engine and the fast configuration, and returns the
/// failures it recorded (instead of failing the test).
func failures(
    on driver: InMemoryEngine,
    configuration: ElementConfiguration = .fast,
    _ body: () -> Void
) -> [RecordedFailure] {
    Failures.capture {
        withEngine(driver) {
            ElementConfiguration.with(configuration) { body() }
        }
    }
}

/// The messages of ``failures(on:configuration:_:)``.
func messages(
    on driver: InMemoryEngine,
    configuration: ElementConfiguration = .fast,
    _ body: () -> Void
) -> [String] {
    failures(on: driver, configuration: configuration, body).map(\.message)
}

/// Runs `body` with `driver` as the engine and the fast configuration, expects that it
/// records no failure, and returns its result.
@discardableResult
func expectNoFailures<Result>(
    on driver: InMemoryEngine,
    configuration: ElementConfiguration = .fast,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Result
) -> Result {
    let (result, recorded) = Failures.capture(returning: {
        withEngine(driver) {
            ElementConfiguration.with(configuration) { body() }
        }
    })
    #expect(recorded.map(\.message) == [], sourceLocation: sourceLocation)
    return result
}

/// A driver whose app under test shows `nodes`.
func app(@InMemoryNodeBuilder _ nodes: @escaping @Sendable () -> [InMemoryNode]) -> InMemoryEngine {
    InMemoryEngine(app: InMemoryApp(nodes))
}

/// Seconds taken by `body`.
func measure(_ body: () -> Void) -> TimeInterval {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
}

/// A thread-safe list of strings, for behaviours to record what happened.
final class EventLog: @unchecked Sendable {
    private let storage = Locked<[String]>([])
    func append(_ event: String) { storage.withLock { $0.append(event) } }
    var events: [String] { storage.current }
}

// MARK: Custom elements

/// The smallest custom element: only `id` and `type`.
struct MyElement: Element {
    let id: String?
    let type: ElementType = .other
}

/// A custom element of any type, with an index and a parent of its own.
struct CustomElement: Element {
    let id: String?
    let type: ElementType
    var index: Int = 0
    var parent: any Element = Application.underTest
}

/// A custom element that insists its index was chosen, even when it is 0.
struct ExplicitFirst: Element {
    let id: String?
    let type: ElementType = .button
    var isIndexExplicit: Bool { true }
}

/// A custom element whose parent is itself: a cycle only the depth limit stops.
struct Ouroboros: Element {
    let id: String?
    let type: ElementType = .other
    var parent: any Element { self }
}

/// A custom element matching nodes of every type, that text can be typed into.
struct AnyTypeField: Element, Editable, Tappable {
    let id: String?
    let type: ElementType = .any
}

/// A custom tappable button with a custom kind name.
struct AvatarButton: Element, Tappable {
    let id: String?
    let type: ElementType = .button
    var kindName: String { "Avatar" }
}

/// Keeps nodes whose label starts with a prefix.
struct LabelPrefix: QueryFilter {
    let prefix: String
    var predicateFormat: String? { "label BEGINSWITH '\(prefix)'" }
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool { snapshot.label.hasPrefix(prefix) }
    var description: String { "label begins with \"\(prefix)\"" }
}

/// A filter that cannot be evaluated here.
struct UnevaluableFilter: QueryFilter {
    var predicateFormat: String? { "SUBQUERY(children, $c, $c.x == 1).@count > 0" }
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool {
        throw QueryFilterError("raw NSPredicate text cannot be evaluated off Apple platforms")
    }
    var description: String { "raw predicate" }
}

/// A failure's cause as tests compare it: ``ElementFailure/Reason`` with its query as text (a
/// query is not `Equatable`), what was attempted and how long it waited.
struct Cause: Equatable, CustomStringConvertible {
    enum Reason: Equatable {
        case noEngine
        case notFound(query: String)
        case ambiguous(query: String, count: Int)
        case notActionable(String)
        case dialogOpen(kind: String?, text: String?)
        case engine(String)
        case timedOut(expected: String, observed: String)
        case invalidArgument(String)
        case alreadySet(value: String)
        case unsupported(String)
        case mismatch(expected: String, observed: String)
        case scrollExhausted(scrolls: Int, expected: String, observed: String)
        case notToggled(state: String)
        /// A failure whose cause is not an element's (its text).
        case other(String)
    }

    var reason: Reason
    var attempt: String?
    var timeout: TimeInterval?

    init(_ reason: Reason, attempt: String? = nil, timeout: TimeInterval? = nil) {
        self.reason = reason
        self.attempt = attempt
        self.timeout = timeout
    }

    init(_ failure: RecordedFailure) {
        guard let cause = failure.elementFailure else {
            self.init(.other(failure.failure.message))
            return
        }
        let reason: Reason = switch cause.reason {
        case .noEngine: .noEngine
        case .notFound(let query): .notFound(query: query.description)
        case .ambiguous(let query, let matches): .ambiguous(query: query.description, count: matches.count)
        case .notActionable(let why): .notActionable(why)
        case .dialogOpen(let kind, let text): .dialogOpen(kind: kind, text: text)
        case .engine(let error): .engine(error.description)
        case .timedOut(let expected, let observed): .timedOut(expected: expected, observed: observed)
        case .invalidArgument(let problem): .invalidArgument(problem)
        case .alreadySet(let value): .alreadySet(value: value)
        case .unsupported(let why): .unsupported(why)
        case .mismatch(let expected, let observed): .mismatch(expected: expected, observed: observed)
        case .scrollExhausted(let scrolls, _, _, let expected, let observed):
            .scrollExhausted(scrolls: scrolls, expected: expected, observed: observed)
        case .notToggled(let state): .notToggled(state: state)
        }
        self.init(reason, attempt: cause.attempt, timeout: cause.timeout)
    }

    var description: String { "\(reason) attempting \(attempt ?? "-") for \(timeout.map { "\($0) s" } ?? "-")" }
}

/// The causes of the failures `body` recorded on `driver` (see ``failures(on:configuration:_:)``).
func causes(
    on driver: InMemoryEngine,
    configuration: ElementConfiguration = .fast,
    _ body: () -> Void
) -> [Cause] {
    failures(on: driver, configuration: configuration, body).map(Cause.init)
}
