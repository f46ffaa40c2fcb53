import Foundation

/// A control (`UIControl`): it can be disabled, and runs actions registered for events.
@preconcurrency @MainActor
open class InMemoryControl: InMemoryView {
    /// Whether the control is enabled; the seed's interactions ignore disabled controls.
    open var isEnabled = true
    private var actions: [(event: ControlEvent, handler: @MainActor (InMemoryControl) -> Void)] = []

    /// Runs `handler` whenever the control sends `event` (UIKit's `addAction(_:for:)`).
    public func addAction(for event: ControlEvent, _ handler: @escaping @MainActor (InMemoryControl) -> Void) {
        actions.append((event, handler))
    }

    /// Runs the actions registered for `event`, in the order they were added.
    public func sendActions(for event: ControlEvent) {
        for action in actions where action.event == event {
            action.handler(self)
        }
    }
}

/// A button (`UIButton`).
@preconcurrency @MainActor
open class InMemoryButton: InMemoryControl {
    /// The title.
    open var title: String?

    /// A button titled `title`.
    public init(title: String? = nil, frame: CGRect = .zero) {
        self.title = title
        super.init(frame: frame)
    }

    override var kind: ViewKind { .button }
    override var node: any ViewNode { MemoryControlNode(base: self) }

    /// Sends the button's target-actions, unless it is disabled (the seed's `button.tap()`).
    @discardableResult
    public func tap() -> Bool {
        Interactions.tap(MemoryControlNode(base: self))
    }
}

/// An on/off switch (`UISwitch`).
@preconcurrency @MainActor
open class InMemorySwitch: InMemoryControl {
    /// Whether the switch is on.
    public private(set) var isOn: Bool

    /// A switch, off unless `isOn`.
    public init(isOn: Bool = false, frame: CGRect = .zero) {
        self.isOn = isOn
        super.init(frame: frame)
    }

    /// Turns the switch on or off without sending actions (UIKit's `setOn(_:animated:)`).
    public func setOn(_ isOn: Bool, animated: Bool = false) {
        self.isOn = isOn
    }

    override var kind: ViewKind { .switch }
    override var node: any ViewNode { MemorySwitchNode(base: self) }

    /// Flips the switch and sends its value-changed actions, unless it is disabled.
    @discardableResult
    public func toggle() -> Bool {
        Interactions.toggle(MemorySwitchNode(base: self))
    }
}

/// A stepper (`UIStepper`).
@preconcurrency @MainActor
open class InMemoryStepper: InMemoryControl {
    /// The value.
    open var value: Double = 0
    /// The lowest value.
    open var minimumValue: Double = 0
    /// The highest value.
    open var maximumValue: Double = 100
    /// How much one step changes the value.
    open var stepValue: Double = 1
    /// Whether the value wraps around past the ends.
    open var wraps = false

    override var kind: ViewKind { .stepper }
    override var node: any ViewNode { MemoryStepperNode(base: self) }

    /// Adds the step value and sends the value-changed actions, unless it is disabled.
    @discardableResult
    public func increment() -> Bool {
        Interactions.increment(MemoryStepperNode(base: self))
    }

    /// Subtracts the step value and sends the value-changed actions, unless it is disabled.
    @discardableResult
    public func decrement() -> Bool {
        Interactions.decrement(MemoryStepperNode(base: self))
    }
}

/// A slider (`UISlider`).
@preconcurrency @MainActor
open class InMemorySlider: InMemoryControl {
    /// The value.
    public private(set) var value: Float = 0
    /// The lowest value.
    open var minimumValue: Float = 0
    /// The highest value.
    open var maximumValue: Float = 1

    /// Sets the value, kept between the minimum and the maximum, without sending actions.
    public func setValue(_ value: Float, animated: Bool = false) {
        self.value = min(max(value, minimumValue), maximumValue)
    }

    override var kind: ViewKind { .slider }
    override var node: any ViewNode { MemorySliderNode(base: self) }

    /// Sets the value and sends the value-changed actions, unless it is disabled.
    @discardableResult
    public func set(value: Float) -> Bool {
        Interactions.set(MemorySliderNode(base: self), to: Double(value))
    }
}

struct MemoryControlNode: MemoryNode, ControlNode {
    let base: InMemoryControl
    func sendActions(for event: ControlEvent) { base.sendActions(for: event) }
}

struct MemorySwitchNode: MemoryNode, SwitchNode {
    let base: InMemorySwitch
    var isOn: Bool { base.isOn }
    func setOn(_ isOn: Bool) { base.setOn(isOn) }
    func sendActions(for event: ControlEvent) { base.sendActions(for: event) }
}

struct MemoryStepperNode: MemoryNode, StepperNode {
    let base: InMemoryStepper
    var value: Double { base.value }
    var minimumValue: Double { base.minimumValue }
    var maximumValue: Double { base.maximumValue }
    var stepValue: Double { base.stepValue }
    var wraps: Bool { base.wraps }
    func setValue(_ value: Double) { base.value = value }
    func sendActions(for event: ControlEvent) { base.sendActions(for: event) }
}

struct MemorySliderNode: MemoryNode, ValueControlNode {
    let base: InMemorySlider
    var value: Double { Double(base.value) }
    var minimumValue: Double { Double(base.minimumValue) }
    var maximumValue: Double { Double(base.maximumValue) }
    func setValue(_ value: Double) { base.setValue(Float(value)) }
    func sendActions(for event: ControlEvent) { base.sendActions(for: event) }
}
