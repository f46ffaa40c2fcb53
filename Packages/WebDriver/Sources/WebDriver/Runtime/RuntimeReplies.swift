import ElementCore
import Foundation
import WebDriverClient

// The answers of the page runtime's calls, as the JavaScript builds them (see the parts in
// Runtime/JavaScript). Each is decoded with `RuntimeReply.decode`, which fails with an engine
// error naming the call when an answer does not have this shape.

/// What the runtime reports about one node (`snapshot()` in 60-geometry.js).
struct RuntimeSnapshot: Decodable, Sendable {
    var type: UInt
    var identifier: String
    var label: String
    var text: String
    var value: String?
    var placeholder: String?
    var frame: [Double]
    var enabled: Bool
    var selected: Bool
    var focused: Bool
    var hittable: Bool
    var visible: Bool
    var reason: String?
    /// Why the node is not visible (65-visibility.js).
    var hidden: String?
    /// The widget states that are set (56-states.js).
    var states: RuntimeStates?
    /// The element's CSS classes (`classList`); absent from older runtimes' answers.
    var classes: [String]?
    /// The nodes below it, in one list, for a filter on what a node contains (`withDescendants`
    /// in 70-resolution.js); absent otherwise.
    var descendants: [RuntimeSnapshot]?

    /// The snapshot as ElementCore models it.
    var element: ElementSnapshot {
        let box = frame.count == 4 ? CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) : .zero
        var snapshot = ElementSnapshot(
            type: ElementType(rawValue: type) ?? .other, identifier: identifier, label: label, text: text,
            value: value, placeholder: placeholder, frame: box, isEnabled: enabled, isSelected: selected,
            hasKeyboardFocus: focused, isHittable: hittable, isVisible: visible, notHittableReason: reason,
            notVisibleReason: visible ? nil : hidden, states: states?.element ?? ElementStates(),
            cssClasses: classes ?? []
        )
        snapshot.children = descendants?.map(\.element) ?? []
        return snapshot
    }
}

/// The widget states `statesOf()` (56-states.js) sends: only those that are set.
struct RuntimeStates: Decodable, Sendable {
    var mixed: Bool?
    var expanded: Bool?
    var pressed: Bool?
    var current: String?
    var sort: String?
    var invalid: Bool?
    var required: Bool?
    var busy: Bool?

    var element: ElementStates {
        ElementStates(
            isMixed: mixed ?? false, isExpanded: expanded, isPressed: pressed, current: current,
            sort: sort.flatMap(ElementStates.SortOrder.init(rawValue:)), isInvalid: invalid ?? false,
            isRequired: required ?? false, isBusy: busy ?? false
        )
    }
}

/// A WebDriver element reference inside an answer (`{"element-6066-…": id}`).
struct RuntimeElement: Decodable, Sendable {
    var reference: ElementReference

    init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        guard let reference = ElementReference(json: json) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an element reference: \(json)"))
        }
        self.reference = reference
    }
}

/// A node the runtime found: its element, type and snapshot.
struct RuntimeNode: Decodable, Sendable {
    var element: RuntimeElement
    var type: UInt
    var virtual: Bool
    var snapshot: RuntimeSnapshot
    /// For a frame (`<iframe>`): where its document is drawn, `[x, y, width, height]`.
    var content: [Double]?

    var pageNode: PageNode {
        let snapshot = snapshot.element
        let content = self.content.flatMap { $0.count == 4 ? CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
        return PageNode(reference: element.reference, type: ElementType(rawValue: type) ?? snapshot.type,
                        isVirtual: virtual, snapshot: snapshot, content: content)
    }
}

/// The answer of `resolve()`, and of the resolving part of a preparation.
enum ResolveReply: Decodable, Sendable {
    case found(RuntimeNode, count: Int)
    /// The page itself, with its size and title when the runtime sent them.
    case document(DocumentReply?)
    /// `loadFailed`: the page is the browser's error page (the app's page did not load).
    case notFound(step: Int, loadFailed: Bool)
    case ambiguous(step: Int, matches: [RuntimeSnapshot])
    case filter(step: Int, candidates: [RuntimeNode])

    private enum Keys: String, CodingKey { case status, step, count, matches, candidates, loadFailed, page }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .status) {
        case "found": self = .found(try RuntimeNode(from: decoder), count: try container.decodeIfPresent(Int.self, forKey: .count) ?? 1)
        case "document": self = .document(try container.decodeIfPresent(DocumentReply.self, forKey: .page))
        case "notFound":
            self = .notFound(step: try container.decode(Int.self, forKey: .step),
                             loadFailed: try container.decodeIfPresent(Bool.self, forKey: .loadFailed) ?? false)
        case "ambiguous":
            self = .ambiguous(step: try container.decode(Int.self, forKey: .step),
                              matches: try container.decode([RuntimeSnapshot].self, forKey: .matches))
        case "filter":
            self = .filter(step: try container.decode(Int.self, forKey: .step),
                           candidates: try container.decode([RuntimeNode].self, forKey: .candidates))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "unknown status \"\(other)\"")
        }
    }
}

/// The answer of `allMatches()`: every candidate of the last step (none when a parent is missing).
struct MatchesReply: Decodable, Sendable {
    var candidates: [RuntimeNode]
}

/// The answer of an actionability check (`prepareTap`, `prepareEdit`) or of `setValue`.
struct ReadinessReply: Decodable, Sendable {
    var ok: Bool
    /// Why the element is not ready.
    var reason: String?
    /// Whether retrying cannot help (a value the element does not accept).
    var fatal: Bool?
    /// Where to press, in viewport coordinates.
    var x: Double?
    var y: Double?
    /// The token of the press guard `prepareTap` installed.
    var guardToken: String?
    /// Whether the page reports the guarded press itself (``PressReports``).
    var reports: Bool?
    /// The element's in-view centre point (`prepareTap`), which input relative to it starts from.
    var center: [Double]?
    /// Whether the element has the focus and takes key presses (`prepareEdit`).
    var focused: Bool?
    /// Whether the element holds plain text that inserted characters replace (`prepareEdit`).
    var insertable: Bool?
}

/// The answer of `prepareUpload()`: the file input to send the files to, or why there is none.
struct UploadReply: Decodable, Sendable {
    var ok: Bool
    var input: RuntimeElement?
    var reason: String?
    /// Whether retrying cannot help (not a file input, too many files).
    var fatal: Bool?
}

/// The answer of a query resolved and checked in one request: the element and its check, or
/// where the resolution stopped.
enum PreparedReply: Decodable, Sendable {
    /// The element, its readiness, and its snapshot when the options asked for it (`reportToggle`).
    case checked(RuntimeElement, ReadinessReply, RuntimeSnapshot?)
    case unresolved(ResolveReply)

    private enum Keys: String, CodingKey { case element, prepared, snapshot }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let readiness = try container.decodeIfPresent(ReadinessReply.self, forKey: .prepared) {
            self = .checked(try container.decode(RuntimeElement.self, forKey: .element), readiness,
                            try container.decodeIfPresent(RuntimeSnapshot.self, forKey: .snapshot))
        } else {
            self = .unresolved(try ResolveReply(from: decoder))
        }
    }
}

/// The answer of `verifyPress()`.
struct PressVerdict: Decodable, Sendable {
    var ok: Bool
    var reason: String?
    /// The page was replaced since the press (it navigated or reloaded): the press happened.
    var pageChanged: Bool?
}

/// The press guard's report of a toggle once the page handled its click (`reportToggled()`);
/// `nil` when the page replaced the element (re-rendered its row), to be read by its query.
struct ToggledReport: Decodable, Sendable {
    var toggled: RuntimeSnapshot?
}

/// The answer of `scrollInfo()`: where to turn the wheel, or `wheel: false` when nothing scrolls.
struct ScrollInfoReply: Decodable, Sendable {
    var wheel: Bool
    var x: Double?
    var y: Double?
    /// The visible width and height of what scrolls (the viewport, for the page).
    var view: [Double]?
}

/// The page's size and title, for the application node.
struct DocumentReply: Decodable, Sendable {
    var width: Double
    var height: Double
    var title: String
}

/// What a guarded call returns when the page has no runtime (or another version).
struct RuntimeMissingReply: Decodable, Sendable {
    var runtimeMissing: Bool
}

/// Decoding of runtime answers.
enum RuntimeReply {
    /// `json` as `Reply`, or an engine failure naming `call` and showing the start of the answer.
    static func decode<Reply: Decodable>(_ type: Reply.Type, from json: JSONValue, call: String) throws(EngineError) -> Reply {
        do {
            return try JSONDecoder().decode(Reply.self, from: json.serializedData())
        } catch {
            let answer = json.serialized()
            let shown = answer.count > 300 ? String(answer.prefix(300)) + "…" : answer
            throw .engineFailure("""
            The page runtime's answer to \(call) could not be read as \(Reply.self) (\(describe(error))). Answer: \(shown)
            """)
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context): return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

/// The answer of `dragHTML5()`: whether the dragged element is `draggable` (else the engine
/// drags with the pointer), and how the drag went.
struct DragReply: Decodable, Sendable {
    var html5: Bool
    var ok: Bool?
    var reason: String?
    var fatal: Bool?
}
