import Foundation

/// A switch (toggle). Its value is ``State/on`` or ``State/off``.
public struct Switch: LocatableElement, Tappable, Adjustable {
    /// A switch's position.
    public enum State: Int, Sendable, Equatable, CustomStringConvertible {
        /// Off (`0`, the accessibility value a switch reports when off).
        case off = 0
        /// On (`1`).
        case on = 1

        /// `on` or `off`.
        public var description: String { self == .on ? "on" : "off" }
    }

    /// The switch's location.
    public var locator: Locator
    /// `.switch`.
    public var type: ElementType { .switch }

    /// A switch whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The switch's position, read from the engine now.
    public var value: State {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return Self.state(from: snapshot)
    }

    /// Taps the switch if it is not already in `value`, then waits until it is.
    /// Fails when it is already there.
    public func adjust(to value: State) {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        guard let snapshot else { return }
        guard Adjusting.checkChange(of: self, from: Self.state(from: snapshot), to: value, at: site) else { return }
        let tap = ElementOperations.performReadingToggle(.tap, on: self, fileID: site.fileID, filePath: site.filePath, line: site.line,
                                                         column: site.column)
        guard tap.done else { return }
        ValueWait.until(self, reads: value, at: site, read: tap.toggled) { Self.state(from: $0) }
    }

    /// The position a snapshot of a switch reads as: on for `1`, `true`, `on`, `yes` or
    /// `checked`, off otherwise (and when there is no snapshot).
    public static func state(from snapshot: ElementSnapshot?) -> State {
        guard let raw = snapshot?.value?.lowercased() else { return .off }
        return ["1", "true", "on", "yes", "checked"].contains(raw) ? .on : .off
    }
}

/// A slider. Its value is the normalized position, from 0 to 1.
public struct Slider: LocatableElement, Adjustable {
    /// The slider's location.
    public var locator: Locator
    /// `.slider`.
    public var type: ElementType { .slider }

    /// A slider whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The normalized position (0…1), read from the engine now. Engines report either a
    /// fraction (`0.5`) or a percentage (`50%`).
    public var value: CGFloat {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return Self.position(from: snapshot) ?? 0
    }

    /// Moves the slider to a normalized position (0…1). Fails when the position is out of
    /// range or already set.
    public func adjust(to value: CGFloat) {
        let site = CallSite.current(or: CallSite())
        guard value >= 0, value <= 1, value.isFinite else {
            Failures.record(
                ElementFailure(.invalidArgument("a slider position goes from 0 to 1"),
                               attempt: "adjust \(QueryBuilder.step(for: self)) to \(value)", query: query),
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
            )
            return
        }
        let current = (self.value * 100).rounded() / 100
        guard Adjusting.checkChange(of: self, from: current, to: (value * 100).rounded() / 100, at: site) else { return }
        guard ElementOperations.perform(.adjustSlider(toNormalizedPosition: Double(value)), on: self,
                                        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        else { return }
        // The engine said it moved the slider; what the slider reads is the proof. XCUI places
        // a thumb within a few hundredths, so a slider that ends elsewhere (an ARIA slider whose
        // range was misread, a page that clamps the value) fails the step with what it reads.
        ValueWait.until(self, reads: value, at: site, matching: { abs($0 - value) <= Self.tolerance }) { Self.position(from: $0) ?? -1 }
    }

    /// How far from the asked position a slider may end after ``adjust(to:)`` (XCUI places a
    /// thumb within a few hundredths of the position; web and in-memory sliders land on it,
    /// or on the nearest step).
    public static let tolerance: CGFloat = 0.05

    /// Parses `0.5` or `50%`.
    public static func position(from snapshot: ElementSnapshot?) -> CGFloat? {
        guard let raw = snapshot?.value?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        if raw.hasSuffix("%"), let percent = Double(raw.dropLast()) { return CGFloat(percent / 100) }
        return Double(raw).map { CGFloat($0) }
    }
}

/// A stepper, or a number field (on the web, `<input type=number>` and `spinbutton`). Its
/// value is its number as text where the engine exposes it (the web does; on iOS read it
/// from a label next to it). A number field takes typed text: `fill(stepper, with: "3")`.
public struct Stepper: LocatableElement, Editable, Tappable, ValueRepresentable {
    /// The stepper's location.
    public var locator: Locator
    /// `.stepper`.
    public var type: ElementType { .stepper }

    /// A stepper whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The number shown, as text (`""` when the engine does not expose it).
    public var value: String { EditableValue.text(of: self) }

    /// The "Increment" button.
    public var incrementButton: Button { Button(id: "Increment", parent: self) }
    /// The "Decrement" button.
    public var decrementButton: Button { Button(id: "Decrement", parent: self) }
}

/// A segmented control. Segments are buttons inside it.
public struct SegmentedControl: LocatableElement {
    /// The control's location.
    public var locator: Locator
    /// `.segmentedControl`.
    public var type: ElementType { .segmentedControl }

    /// A segmented control, optionally by identifier (wrap it in an identified view when
    /// the platform cannot identify it), inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// A segment, by title or identifier.
    public func button(withID id: String) -> Button { Button(id: id, parent: self) }
}

/// Waiting for a value to read as expected after an adjustment.
enum ValueWait {
    /// `read`: what the adjustment itself read of the element once the page handled it (a
    /// toggle's tap, ``ToggleTapReadings/after``); when it already shows the value, no request
    /// reads it again. Anything else (no reading, another value) is read from the engine.
    static func until<Value: Equatable>(
        _ element: any Element,
        reads expected: Value,
        at site: CallSite,
        timeout: TimeInterval? = nil,
        read: ElementSnapshot? = nil,
        matching accepts: ((Value) -> Bool)? = nil,
        extract: @escaping (ElementSnapshot?) -> Value
    ) {
        let accepts = accepts ?? { $0 == expected }
        if let read, accepts(extract(read)) { return }
        guard let driver = currentEngine else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var last: Value?
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            let value = extract(try? driver.resolve(element.query).snapshot)
            last = value
            return accepts(value) ? true : nil
        } ?? false
        if !reached {
            Failures.record(
                ElementFailure(.timedOut(expected: "\(expected)", observed: last.map { "\($0)" } ?? "nothing"),
                               attempt: "\(QueryBuilder.step(for: element)) to read \(expected)", query: element.query, timeout: timeout),
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
            )
        }
    }
}
