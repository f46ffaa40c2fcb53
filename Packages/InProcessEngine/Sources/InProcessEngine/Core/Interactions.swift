import Foundation

/// What the seed's interactions do, for every toolkit: the rules live here, the toolkits'
/// views only send events and call delegates.
///
/// The seed's rule for all of them: an interaction with a disabled element is ignored. Each
/// returns whether it happened, so a caller that needs it to can tell (`@discardableResult`
/// keeps the seed's call sites as they are).
@preconcurrency @MainActor
public enum Interactions {
    /// Whether the seed's interactions act on the view: it is enabled and takes touches.
    public static func isInteractable(_ node: any ViewNode) -> Bool {
        node.isEnabled && node.isUserInteractionEnabled
    }

    /// Taps a control: sends its `touchUpInside` actions, then its primary action (UIKit sends
    /// both for a real tap on a button).
    @discardableResult
    public static func tap(_ control: any ControlNode) -> Bool {
        guard isInteractable(control) else { return false }
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
        return true
    }

    /// Flips a switch and sends its value-changed actions.
    @discardableResult
    public static func toggle(_ control: any SwitchNode) -> Bool {
        guard isInteractable(control) else { return false }
        control.setOn(!control.isOn)
        control.sendActions(for: .valueChanged)
        return true
    }

    /// Adds the step value (wrapping around when the stepper wraps) and sends the
    /// value-changed actions. Nothing happens at the maximum of a stepper that does not wrap.
    @discardableResult
    public static func increment(_ stepper: any StepperNode) -> Bool {
        step(stepper, by: stepper.stepValue)
    }

    /// Subtracts the step value (wrapping around when the stepper wraps) and sends the
    /// value-changed actions. Nothing happens at the minimum of a stepper that does not wrap.
    @discardableResult
    public static func decrement(_ stepper: any StepperNode) -> Bool {
        step(stepper, by: -stepper.stepValue)
    }

    private static func step(_ stepper: any StepperNode, by delta: Double) -> Bool {
        guard isInteractable(stepper) else { return false }
        let low = stepper.minimumValue, high = stepper.maximumValue
        var value = stepper.value + delta
        if value > high { value = stepper.wraps ? low : high }
        if value < low { value = stepper.wraps ? high : low }
        guard value != stepper.value else { return false }
        stepper.setValue(value)
        stepper.sendActions(for: .valueChanged)
        return true
    }

    /// Sets a slider's value (kept between its minimum and maximum) and sends the
    /// value-changed actions.
    @discardableResult
    public static func set(_ control: any ValueControlNode, to value: Double) -> Bool {
        guard isInteractable(control), value.isFinite else { return false }
        control.setValue(min(max(value, control.minimumValue), control.maximumValue))
        control.sendActions(for: .valueChanged)
        return true
    }

    /// Selects a cell through its index path and its container's delegate.
    @discardableResult
    public static func tap(_ cell: any CellNode) -> Bool {
        guard cell.isUserInteractionEnabled else { return false }
        return cell.select()
    }

    /// Dismisses an alert and runs the handler of its first enabled button titled `title`.
    /// Returns `false` when it has no such button, or its handler could not be run.
    @discardableResult
    public static func tapButton(title: String, in alert: any AlertNode) -> Bool {
        guard let index = alert.actions.firstIndex(where: { $0.title == title && $0.isEnabled }) else { return false }
        return alert.perform(actionAt: index)
    }
}
