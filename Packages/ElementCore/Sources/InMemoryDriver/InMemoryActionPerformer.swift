import ElementCore
import Foundation

/// Performs one action on one node: the actionability checks, then the default reaction
/// of the node's type, then the behaviours attached to it.
struct InMemoryActionPerformer {
    let driver: InMemoryDriver
    let app: InMemoryRunningApp
    let layout: InMemoryLayout
    let node: InMemoryNode

    private var textTypes: Set<ElementType> { [.textField, .secureTextField, .textView, .searchField] }

    func perform(_ action: ElementAction) throws(DriverError) {
        switch action {
        case .tap, .twoFingerTap:
            try requireHittable()
            try requireEnabled()
            tapDefaults()
            run(.tap)
        case .doubleTap:
            try requireHittable()
            try requireEnabled()
            tapDefaults()
            run(.tap)
            run(.doubleTap)
        case .longPress:
            try requireHittable()
            try requireEnabled()
            run(.longPress)
        case .tapCoordinate:
            guard layout.isVisible(node) else { throw .notActionable(reason: "it is not visible") }
            tapDefaults()
            run(.tap)
        case .typeText(let text, _):
            try requireEditable()
            driver.focusedNode = node
            if node.type == .secureTextField {
                node.secureText += text
                node.value = String(repeating: "•", count: node.secureText.count)
            } else {
                node.value = currentText() + text
            }
            run(.textChange)
        case .deleteText(let count):
            try requireEditable()
            driver.focusedNode = node
            if node.type == .secureTextField {
                node.secureText = String(node.secureText.dropLast(count))
                node.value = String(repeating: "•", count: node.secureText.count)
            } else {
                node.value = String(currentText().dropLast(count))
            }
            run(.textChange)
        case .clearText:
            try requireEditable()
            node.secureText = ""
            node.value = ""
            run(.textChange)
        case .drag(let from, let to):
            try requireVisible()
            scroll(from: from, to: to)
            run(.drag)
        case .adjustSlider(let position):
            try requireVisible()
            try requireEnabled()
            node.value = "\(Int((position * 100).rounded()))%"
            run(.valueChange)
        case .adjustPickerWheel(let value):
            try requireVisible()
            try requireEnabled()
            if let options = node.options, !options.contains(value) {
                throw .unsupported("\(node.summary) has no value \"\(value)\"; its values are \(options.map { "\"\($0)\"" }.joined(separator: ", ")).")
            }
            node.value = value
            run(.valueChange)
        case .refresh:
            try requireVisible()
            guard node.behaviours[.refresh]?.isEmpty == false else {
                throw .unsupported("\(node.summary) cannot be refreshed: attach a behaviour with .on(.refresh) { … }.")
            }
            run(.refresh)
        }
    }

    private func currentText() -> String {
        guard let value = node.value, value != node.placeholder else { return "" }
        return value
    }

    private func tapDefaults() {
        switch node.type {
        case .switch, .toggle, .checkBox:
            let isOn = ["1", "true", "on", "yes", "checked"].contains(node.value?.lowercased() ?? "")
            node.value = isOn ? "0" : "1"
        case _ where textTypes.contains(node.type):
            driver.focusedNode = node
        default:
            break
        }
    }

    private func scroll(from: NormalizedCoordinate, to: NormalizedCoordinate) {
        var container: InMemoryNode? = node
        while let candidate = container, !candidate.isScrollContainer { container = candidate.parentNode }
        guard let container else { return }
        let frame = layout.frame(of: container)
        let content = layout.contentSize(of: container)
        let dx = (from.dx - to.dx) * frame.width
        let dy = (from.dy - to.dy) * frame.height
        let maxX = max(0, content.width - frame.width)
        let maxY = max(0, content.height - frame.height)
        container.contentOffset = CGPoint(
            x: min(max(0, container.contentOffset.x + dx), maxX),
            y: min(max(0, container.contentOffset.y + dy), maxY)
        )
    }

    private func run(_ event: InMemoryEvent) {
        for behaviour in node.behaviours[event] ?? [] {
            behaviour(InMemoryUI(this: node, root: app.root, driver: driver))
        }
    }

    private func requireVisible() throws(DriverError) {
        guard layout.isVisible(node) else { throw .notActionable(reason: "it is not visible") }
    }

    private func requireHittable() throws(DriverError) {
        if let reason = layout.notHittableReason(node) { throw .notActionable(reason: reason) }
    }

    private func requireEnabled() throws(DriverError) {
        guard node.isEnabled else { throw .notActionable(reason: "it is disabled") }
    }

    private func requireEditable() throws(DriverError) {
        try requireHittable()
        try requireEnabled()
        guard textTypes.contains(node.type) else {
            throw .unsupported("\(node.summary) does not accept text.")
        }
    }
}
