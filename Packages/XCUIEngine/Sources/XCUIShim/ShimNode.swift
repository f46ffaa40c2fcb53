// TEST-ONLY: the in-memory UI tree the shim resolves queries against. Not part of Apple's API.
#if !canImport(Darwin)
import Foundation

/// An action performed on an element through the shim API, delivered to `ShimNode` handlers.
public enum ShimAction: Sendable, Equatable {
    case tap
    case doubleTap
    case twoFingerTap
    case tapWithNumberOfTaps(taps: Int, touches: Int)
    case press(duration: TimeInterval)
    /// `press(forDuration:thenDragTo:...)` / `click(forDuration:thenDragTo:)`; `target` is the node
    /// the drag ends on (a drag to an unresolvable element is reported and not delivered).
    case pressThenDrag(duration: TimeInterval, target: ShimNode)
    case typeText(String)
    case typeKey(String, modifiers: XCUIElement.KeyModifierFlags)
    case swipeUp, swipeDown, swipeLeft, swipeRight
    case pinch(scale: CGFloat, velocity: CGFloat)
    case rotate(rotation: CGFloat, velocity: CGFloat)
    case adjustSlider(normalizedPosition: CGFloat)
    case adjustPickerWheel(String)
    case hover, click, doubleClick, rightClick
    case scroll(deltaX: CGFloat, deltaY: CGFloat)
}

/// What a `ShimNode` action handler receives.
public struct ShimActionEvent: Sendable {
    /// The node the action resolved to.
    public let node: ShimNode
    public let action: ShimAction
    /// Set for coordinate-based actions (`XCUICoordinate.tap()` ...): the computed screen point.
    public let screenPoint: CGPoint?
    /// The canonical recorded call that triggered the action.
    public let call: String
}

/// Builds `[ShimNode]` children lists: `ShimNode(.window) { ShimNode(.button, label: "OK") }`.
@resultBuilder
public enum ShimNodeBuilder {
    public static func buildExpression(_ node: ShimNode) -> [ShimNode] { [node] }
    public static func buildExpression(_ nodes: [ShimNode]) -> [ShimNode] { nodes }
    public static func buildBlock(_ parts: [ShimNode]...) -> [ShimNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ShimNode]?) -> [ShimNode] { part ?? [] }
    public static func buildEither(first part: [ShimNode]) -> [ShimNode] { part }
    public static func buildEither(second part: [ShimNode]) -> [ShimNode] { part }
    public static func buildArray(_ parts: [[ShimNode]]) -> [ShimNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ShimNode]) -> [ShimNode] { part }
}

/// TEST-ONLY. One element of the fake UI tree. Reference type, thread-safe (all state is guarded by
/// one shim-wide lock), identity-equatable. Mutate it from tests or from action handlers to simulate
/// the app reacting (a tap showing an alert, a label changing, ...).
public final class ShimNode: @unchecked Sendable, Hashable, CustomStringConvertible {
    public typealias Handler = @Sendable (ShimActionEvent) -> Void

    private struct Storage {
        var elementType: XCUIElement.ElementType
        var identifier: String
        var label: String
        var title: String
        var value: (any Sendable)?
        var placeholderValue: String?
        var frame: CGRect
        var isEnabled: Bool
        var isSelected: Bool
        var hasFocus: Bool
        var isHittable: Bool
        var horizontalSizeClass: XCUIElement.SizeClass = .unspecified
        var verticalSizeClass: XCUIElement.SizeClass = .unspecified
        var normalizedSliderPosition: CGFloat = 0
        var children: [ShimNode] = []
        weak var parent: ShimNode?
        var handlers: [Handler] = []
    }

    private var storage: Storage

    public init(
        _ elementType: XCUIElement.ElementType = .other,
        identifier: String = "",
        label: String = "",
        title: String = "",
        value: (any Sendable)? = nil,
        placeholderValue: String? = nil,
        frame: CGRect = .zero,
        isEnabled: Bool = true,
        isSelected: Bool = false,
        hasFocus: Bool = false,
        isHittable: Bool = true,
        @ShimNodeBuilder children: () -> [ShimNode] = { [] }
    ) {
        storage = Storage(
            elementType: elementType, identifier: identifier, label: label, title: title, value: value,
            placeholderValue: placeholderValue, frame: frame, isEnabled: isEnabled, isSelected: isSelected,
            hasFocus: hasFocus, isHittable: isHittable
        )
        append(contentsOf: children())
    }

    private func read<T>(_ body: (Storage) -> T) -> T {
        ShimTree.locked { body(storage) }
    }

    private func write(_ body: (inout Storage) -> Void) {
        ShimTree.locked { body(&storage) }
    }

    // MARK: Attributes

    public var elementType: XCUIElement.ElementType {
        get { read { $0.elementType } }
        set { write { $0.elementType = newValue } }
    }
    public var identifier: String {
        get { read { $0.identifier } }
        set { write { $0.identifier = newValue } }
    }
    public var label: String {
        get { read { $0.label } }
        set { write { $0.label = newValue } }
    }
    public var title: String {
        get { read { $0.title } }
        set { write { $0.title = newValue } }
    }
    /// The raw value (a `String` for text inputs; anything `Sendable`).
    public var value: (any Sendable)? {
        get { read { $0.value } }
        set { write { $0.value = newValue } }
    }
    /// Convenience: `value` as a `String` (nil if not a string).
    public var stringValue: String? {
        read { $0.value as? String }
    }
    public var placeholderValue: String? {
        get { read { $0.placeholderValue } }
        set { write { $0.placeholderValue = newValue } }
    }
    public var frame: CGRect {
        get { read { $0.frame } }
        set { write { $0.frame = newValue } }
    }
    public var isEnabled: Bool {
        get { read { $0.isEnabled } }
        set { write { $0.isEnabled = newValue } }
    }
    public var isSelected: Bool {
        get { read { $0.isSelected } }
        set { write { $0.isSelected = newValue } }
    }
    public var hasFocus: Bool {
        get { read { $0.hasFocus } }
        set { write { $0.hasFocus = newValue } }
    }
    /// Whether taps can land on the element. Actions on a non-hittable node are reported as failures.
    public var isHittable: Bool {
        get { read { $0.isHittable } }
        set { write { $0.isHittable = newValue } }
    }
    public var horizontalSizeClass: XCUIElement.SizeClass {
        get { read { $0.horizontalSizeClass } }
        set { write { $0.horizontalSizeClass = newValue } }
    }
    public var verticalSizeClass: XCUIElement.SizeClass {
        get { read { $0.verticalSizeClass } }
        set { write { $0.verticalSizeClass = newValue } }
    }
    /// Reported by `XCUIElement.normalizedSliderPosition`. Not changed by `adjust(...)` unless a
    /// handler does it.
    public var normalizedSliderPosition: CGFloat {
        get { read { $0.normalizedSliderPosition } }
        set { write { $0.normalizedSliderPosition = newValue } }
    }

    // MARK: Tree

    public var children: [ShimNode] {
        read { $0.children }
    }

    public var parent: ShimNode? {
        read { $0.parent }
    }

    /// Appends `child`, detaching it from any previous parent.
    public func append(_ child: ShimNode) {
        insert(child, at: nil)
    }

    public func append(contentsOf nodes: [ShimNode]) {
        for node in nodes { append(node) }
    }

    /// Inserts `child` at `index` (clamped), detaching it from any previous parent.
    public func insert(_ child: ShimNode, at index: Int?) {
        precondition(child !== self, "A ShimNode cannot be its own child")
        ShimTree.locked {
            child.removeFromParent()
            child.storage.parent = self
            let position = min(max(index ?? storage.children.count, 0), storage.children.count)
            storage.children.insert(child, at: position)
        }
    }

    /// Removes the node from its parent: its elements stop existing.
    public func removeFromParent() {
        ShimTree.locked {
            guard let parent = storage.parent else { return }
            parent.storage.children.removeAll { $0 === self }
            storage.parent = nil
        }
    }

    public func removeAllChildren() {
        ShimTree.locked {
            for child in storage.children { child.storage.parent = nil }
            storage.children.removeAll()
        }
    }

    /// Replaces all children.
    public func setChildren(@ShimNodeBuilder _ children: () -> [ShimNode]) {
        let nodes = children()
        ShimTree.locked {
            removeAllChildren()
            append(contentsOf: nodes)
        }
    }

    /// All descendants (not including the node itself) in document (depth-first, pre-) order.
    public var allDescendants: [ShimNode] {
        ShimTree.locked {
            var result: [ShimNode] = []
            func visit(_ node: ShimNode) {
                for child in node.storage.children {
                    result.append(child)
                    visit(child)
                }
            }
            visit(self)
            return result
        }
    }

    /// Test convenience: the first descendant whose identifier or label equals `identifier`.
    public func firstDescendant(_ identifier: String) -> ShimNode? {
        allDescendants.first { $0.identifier == identifier || $0.label == identifier }
    }

    // MARK: Actions

    /// Registers a handler called for every action resolved to this node (after the shim's own
    /// default behaviour, e.g. after `typeText` updated `value`). Returns `self` for chaining.
    @discardableResult
    public func onAction(_ handler: @escaping Handler) -> ShimNode {
        write { $0.handlers.append(handler) }
        return self
    }

    /// Registers a handler for `.tap` actions (element or coordinate taps).
    @discardableResult
    public func onTap(_ handler: @escaping @Sendable (ShimNode) -> Void) -> ShimNode {
        onAction { event in
            if event.action == .tap { handler(event.node) }
        }
    }

    public func removeAllHandlers() {
        write { $0.handlers.removeAll() }
    }

    /// Delivers an event to the handlers (outside the tree lock, so handlers may mutate the tree).
    func fire(_ event: ShimActionEvent) {
        let handlers = read { $0.handlers }
        for handler in handlers { handler(event) }
    }

    // MARK: Identity

    public static func == (lhs: ShimNode, rhs: ShimNode) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        read { storage in
            var parts = [storage.elementType.shimName]
            if !storage.identifier.isEmpty { parts.append("identifier: " + ShimRender.string(storage.identifier)) }
            if !storage.label.isEmpty { parts.append("label: " + ShimRender.string(storage.label)) }
            if let value = storage.value { parts.append("value: " + ShimRender.string(String(describing: value))) }
            return "ShimNode(" + parts.joined(separator: ", ") + ")"
        }
    }

    /// Multi-line dump of the subtree, used by `debugDescription`.
    func dump(indent: String = "") -> String {
        var lines = [indent + description]
        for child in children { lines.append(child.dump(indent: indent + "  ")) }
        return lines.joined(separator: "\n")
    }
}
#endif
