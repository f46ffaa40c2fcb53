import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// One thing the user did while recording, as the page's recorder saw it.
public struct RecordedEvent: Sendable, Equatable {
    /// What the user did.
    public enum Kind: String, Sendable, Equatable {
        /// Tapped (clicked) an element.
        case tap
        /// Typed into a text input.
        case type
        /// Chose a value: an option of a picker, a date, a slider's position.
        case change
        /// Went to a page without an action leading there (the address bar, Back).
        case open
    }

    /// What the user did.
    public var kind: Kind
    /// The page as the engine saw it when it happened, with the element as its target
    /// (`nil` for ``Kind/open``).
    public var tree: PageTree?
    /// The page's URL.
    public var url: String
    /// For typing: whether the field is a password field (nothing of what was typed is known).
    public var isSecure: Bool
    /// For typing: the field's text before.
    public var initialText: String?
    /// For typing: the field's text after.
    public var text: String?

    /// Creates an event.
    public init(kind: Kind, tree: PageTree?, url: String, isSecure: Bool = false, initialText: String? = nil, text: String? = nil) {
        self.kind = kind
        self.tree = tree
        self.url = url
        self.isSecure = isSecure
        self.initialText = initialText
        self.text = text
    }

    /// The event the recorder script reported, or `nil` when it is not one it knows.
    public init?(json: JSONValue) {
        guard let kind = json["kind"]?.stringValue.flatMap(Kind.init(rawValue:)) else { return nil }
        let tree: PageTree?
        if let answer = json["tree"], !answer.isNull {
            guard let decoded = try? PageTree(runtimeAnswer: answer) else { return nil }
            tree = decoded
        } else {
            tree = nil
        }
        let secure = json["secure"]?.boolValue ?? false
        self.init(kind: kind, tree: tree, url: json["url"]?.stringValue ?? "", isSecure: secure,
                  initialText: secure ? nil : json["initial"]?.stringValue, text: secure ? nil : json["value"]?.stringValue)
    }
}

/// A whole recording: where it started, what the user did, and the page when it stopped.
public struct Recording: Sendable, Equatable {
    /// The URL the recording started at.
    public var startURL: URL
    /// What the user did, in order.
    public var events: [RecordedEvent]
    /// The page when the recording stopped, if it could be read.
    public var finalTree: PageTree?
    /// Problems met while recording (events that could not be read…), for the user.
    public var warnings: [String]

    /// Creates a recording.
    public init(startURL: URL, events: [RecordedEvent], finalTree: PageTree?, warnings: [String] = []) {
        self.startURL = startURL
        self.events = events
        self.finalTree = finalTree
        self.warnings = warnings
    }
}
