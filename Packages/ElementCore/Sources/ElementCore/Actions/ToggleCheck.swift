import Foundation

/// A tap on a checkbox or a switch asks it to change: a tap that leaves it as it was (a page
/// that ignores the click, a handler that puts the state back) fails the step with what it
/// still reads, instead of passing silently.
///
/// The state is read just before the tap and polled after it until it differs. A toggle
/// that cannot be read after the tap (it went away with its screen, a dialog opened) is
/// taken as changed: nothing says it did not. An engine that offers ``ToggleTapping`` reads
/// both in the requests of the tap itself, so a toggle that changed costs no read of its own.
enum ToggleCheck {
    /// The element types whose tap must change their state.
    static let types: Set<ElementType> = [.checkBox, .switch, .toggle]

    /// Whether `action` on `element` is a tap that must toggle it.
    static func applies(_ action: ElementAction, to element: any Element) -> Bool {
        guard case .tap = action else { return false }
        return types.contains(element.type)
    }

    /// What `element` reads now, when `action` is a tap that must toggle it; `nil` otherwise
    /// (or when it cannot be read: the tap will say why).
    static func before(_ action: ElementAction, on element: any Element, driver: any Engine) -> String? {
        guard applies(action, to: element) else { return nil }
        guard let snapshot = try? driver.resolve(element.query).snapshot else { return nil }
        return reading(of: snapshot)
    }

    /// `on`, `off` or `mixed`.
    static func reading(of snapshot: ElementSnapshot) -> String {
        snapshot.states.isMixed ? "mixed" : Switch.state(from: snapshot).description
    }

    /// Waits for `element` to read other than `before`; records a failure at the deadline.
    /// `after`, what the engine read right after the tap (``ToggleTapReadings/after``), ends
    /// it without a read when it already differs.
    /// - Returns: whether it changed (or could not be read).
    static func verify(
        _ element: any Element,
        changedFrom before: String,
        after: String? = nil,
        driver: any Engine,
        timeout: TimeInterval,
        title: String,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> Bool {
        if let after, after != before { return true }
        var still = after ?? before
        let changed = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            guard let snapshot = try? driver.resolve(element.query).snapshot else { return true }
            still = reading(of: snapshot)
            return still != before ? true : nil
        } ?? false
        if changed { return true }
        Failures.record(
            ElementFailure(.notToggled(state: still), attempt: title, query: element.query, timeout: timeout),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return false
    }
}

/// An engine capability: tapping a checkbox or a switch once and reading its state within the
/// requests the tap makes anyway, before the press and right after the page handled it, so
/// checking that the tap toggled it (a tap that leaves it as it was fails) costs no request
/// of its own when it did.
///
/// ElementCore asks for it with `driver.capability(ToggleTapping.self)` when a tap must
/// toggle its element, and otherwise reads the state before and after with
/// ``Engine/resolve(_:)``.
public protocol ToggleTapping: Sendable {
    /// Taps the element `query` designates as ``Engine/perform(_:on:)`` performs
    /// ``ElementAction/tap`` (at most once, with the same errors), and returns what it read.
    func tapToggle(_ query: ElementQuery) throws(EngineError) -> ToggleTapReadings
}

/// What an engine read of a toggle it tapped (``ToggleTapping``).
public struct ToggleTapReadings: Sendable, Equatable {
    /// The element just before the press; `nil` when the engine could not read it.
    public var before: ElementSnapshot?
    /// The element once the page handled the press; `nil` when the engine could not read it
    /// then (ElementCore then reads it itself until it changes).
    public var after: ElementSnapshot?

    /// Readings of a tapped toggle.
    public init(before: ElementSnapshot? = nil, after: ElementSnapshot? = nil) {
        self.before = before
        self.after = after
    }
}
