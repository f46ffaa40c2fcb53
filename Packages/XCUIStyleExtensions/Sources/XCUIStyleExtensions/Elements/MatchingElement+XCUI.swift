import ElementCore
import Foundation

// The members of `XCUIElement` that Einstein-style code calls on what `"id".element` and
// query subscripts return, for engines other than XCUI. Each reads the engine now (and waits
// for the element, failing when it is missing) or acts through it.
extension MatchingElement {
    /// The accessibility identifier (`""` when none or missing).
    public var identifier: String { snapshot(timeout: 0)?.identifier ?? "" }
    /// The node's type, as the engine reports it.
    public var elementType: ElementType { snapshot(timeout: 0)?.type ?? type }
    /// Whether it is enabled.
    public var isEnabled: Bool { snapshot(timeout: 0)?.isEnabled ?? false }
    /// Whether a tap at its centre would reach it.
    public var isHittable: Bool { snapshot(timeout: 0)?.isHittable ?? false }
    /// Whether it is selected.
    public var isSelected: Bool { snapshot(timeout: 0)?.isSelected ?? false }
    /// The placeholder of a text input, if any.
    public var placeholderValue: String? { snapshot(timeout: 0)?.placeholder }

    /// Types `text` into the element (XCUI's name; see `type(_:)`).
    public func typeText(
        _ text: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        type(text, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the element for `duration` seconds (XCUI's name; see `longPress(duration:)`).
    public func press(
        forDuration duration: TimeInterval,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        longPress(duration: duration, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the element, then drags from its centre to the centre of `other` (a slider's
    /// thumb onto a mark, a row onto another). The engine drags between the two points as they
    /// are now.
    public func press(
        forDuration duration: TimeInterval,
        thenDragTo other: any Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let start = frame
        let end = other.frame
        guard start.width > 0, start.height > 0 else { return }
        let target = CGVector(dx: (end.midX - start.minX) / start.width, dy: (end.midY - start.minY) / start.height)
        ElementOperations.perform(.drag(from: .middle, to: target), on: self,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Turns the switch this element is on or off, tapping it only when needed; fails the test
    /// when the element is not a switch. Returns the element (Einstein's helper).
    @discardableResult
    public func setSwitch(
        on: Bool,
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> MatchingElement {
        guard let node = snapshot(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column) else { return self }
        guard [ElementType.switch, .toggle, .checkBox].contains(node.type) else {
            let attempt = "set \(QueryBuilder.step(for: self)) \(on ? "on" : "off")"
            Failures.record(XCUIStyleFailure(.mismatch, attempt: attempt, query: queryDescription, expected: "a switch",
                                             observed: "\(node)", description: """
            Cannot \(attempt): it is not a switch.
              Query:     \(queryDescription)
              Observed:  \(node)
            """), fileID: fileID, filePath: filePath, line: line, column: column)
            return self
        }
        if (Switch.state(from: node) == .on) != on {
            ElementOperations.perform(.tap, on: self, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return self
    }
}
