import ElementCore
import Foundation

extension XCUIEngine {
    /// How the engine finds the app under test and how it drives XCUI.
    public struct Configuration: Sendable {
        /// How a query's id is matched.
        public enum IdentifierMatching: Sendable, Hashable {
            /// `matching(type, identifier: id)` alone, as TABTestKit built its queries. XCUI
            /// then compares the id with the identifier, title, label, value and placeholder.
            case xcui
            /// `matching(type, identifier: id)` narrowed by the predicate
            /// `identifier == id OR label == id`: exactly the rule of `Engine`,
            /// shared by every engine.
            case identifierOrLabel
        }

        /// The bundle identifier of the app under test, or `nil` for the test target's own
        /// app (`XCUIApplication()`).
        public var bundleIdentifier: String?
        /// How a query's id is matched. Defaults to ``IdentifierMatching/xcui``.
        public var identifierMatching: IdentifierMatching
        /// How long a drag presses before it moves, in seconds.
        public var dragPressDuration: TimeInterval
        /// The start and end of the pull-to-refresh drag, inside the element.
        public var refreshDrag: (start: NormalizedCoordinate, end: NormalizedCoordinate)
        /// How long a call made off the main thread waits for the main thread to run its XCUI
        /// work before failing with `EngineError.engineFailure(_:)`.
        public var mainThreadTimeout: TimeInterval
        /// The most matches snapshotted for an ambiguity report.
        public var maximumReportedMatches: Int

        /// Creates a configuration.
        public init(
            bundleIdentifier: String? = nil,
            identifierMatching: IdentifierMatching = .xcui,
            dragPressDuration: TimeInterval = 0.1,
            refreshDrag: (start: NormalizedCoordinate, end: NormalizedCoordinate) = (
                NormalizedCoordinate(dx: 0.5, dy: 0.2), NormalizedCoordinate(dx: 0.5, dy: 0.9)
            ),
            mainThreadTimeout: TimeInterval = 60,
            maximumReportedMatches: Int = 50
        ) {
            self.bundleIdentifier = bundleIdentifier
            self.identifierMatching = identifierMatching
            self.dragPressDuration = dragPressDuration
            self.refreshDrag = refreshDrag
            self.mainThreadTimeout = mainThreadTimeout
            self.maximumReportedMatches = maximumReportedMatches
        }
    }
}
