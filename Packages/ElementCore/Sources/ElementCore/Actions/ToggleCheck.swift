import Foundation

/// A tap on a checkbox or a switch asks it to change: a tap that leaves it as it was (a page
/// that ignores the click, a handler that puts the state back) fails the step with what it
/// still reads, instead of passing silently.
///
/// The state is read just before the tap and polled after it until it differs. A toggle
/// that cannot be read after the tap (it went away with its screen, a dialog opened) is
/// taken as changed: nothing says it did not.
enum ToggleCheck {
    /// The element types whose tap must change their state.
    static let types: Set<ElementType> = [.checkBox, .switch, .toggle]

    /// What `element` reads now, when `action` is a tap that must toggle it; `nil` otherwise
    /// (or when it cannot be read: the tap will say why).
    static func before(_ action: ElementAction, on element: any Element, driver: any Driver) -> String? {
        guard case .tap = action, types.contains(element.type) else { return nil }
        guard let snapshot = try? driver.resolve(element.query).snapshot else { return nil }
        return reading(of: snapshot)
    }

    /// `on`, `off` or `mixed`.
    static func reading(of snapshot: ElementSnapshot) -> String {
        snapshot.states.isMixed ? "mixed" : Switch.state(from: snapshot).description
    }

    /// Waits for `element` to read other than `before`; records a failure at the deadline.
    /// - Returns: whether it changed (or could not be read).
    static func verify(
        _ element: any Element,
        changedFrom before: String,
        driver: any Driver,
        timeout: TimeInterval,
        title: String,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) -> Bool {
        var still = before
        let changed = Poller(driver: driver, timeout: timeout).poll { () -> Bool? in
            guard let snapshot = try? driver.resolve(element.query).snapshot else { return true }
            still = reading(of: snapshot)
            return still != before ? true : nil
        } ?? false
        if changed { return true }
        Failures.record(
            """
            Could not \(title): the tap reached it, but it did not toggle within \(ElementOperations.seconds(timeout)).
              Query:     \(element.query)
              Expected:  not \(before)
              Observed:  \(still)
            """,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return false
    }
}
