import ElementCore
import Foundation

/// Performs one ElementCore action on one resolved element, through the seed's interactions.
///
/// The engine can only do what the app's code would see from a real touch: send control
/// events and call delegates. It cannot run gesture recognizers, so a tap that only a gesture
/// recognizer would handle, a double tap, a two-finger tap and a long press are reported as
/// unsupported rather than pretended.
@MainActor
struct InProcessActionPerformer {
    let screen: Screen
    /// The elements from the root down to the target.
    let chain: [ScreenElement]

    private var target: ScreenElement? { chain.last }

    func perform(_ action: ElementAction) throws(EngineError) {
        guard let target else { throw .notFound(step: 0) }
        switch action {
        case .tap:
            if let reason = target.notHittableReason { throw .notActionable(reason: reason) }
            try tap(chain)
        case .tapCoordinate(let point):
            let at = CGPoint(x: target.frame.minX + point.dx * target.frame.width, y: target.frame.minY + point.dy * target.frame.height)
            guard let hit = hitChain(at: at) else { throw .notActionable(reason: "nothing on screen at \(at)") }
            try tap(hit)
        case .doubleTap, .twoFingerTap, .longPress:
            throw .unsupported(
                "The in-process engine cannot \(action) \(target.summary): it sends control events and delegate calls, "
                    + "and only gesture recognizers see \(action)s."
            )
        case .typeText(let text, _):
            try type(text, into: target)
        case .deleteText(let count):
            let input = try textInput(target)
            guard Interactions.deleteBackward(count, in: input) else { throw .notActionable(reason: "it did not begin editing") }
        case .clearText:
            let input = try textInput(target)
            guard Interactions.clear(input) else { throw .notActionable(reason: "it did not begin editing") }
        case .fillText(let text, _):
            _ = try TypedText.parts(of: text, into: target.summary)  // refused characters change nothing
            let input = try textInput(target)
            guard Interactions.clear(input) else { throw .notActionable(reason: "it did not begin editing") }
            if !text.isEmpty { try type(text, into: target) }
        case .drag(let from, let to):
            let scrollView = try enclosingScrollView()
            guard scrollView.isScrollEnabled, scrollView.isUserInteractionEnabled else {
                throw .notActionable(reason: "scrolling is disabled on \(describe(scrollView))")
            }
            let delta = CGPoint(x: (from.dx - to.dx) * target.frame.width, y: (from.dy - to.dy) * target.frame.height)
            Interactions.scroll(scrollView, by: delta)
        case .adjustSlider(let position):
            guard let slider = target.view as? any ValueControlNode, target.view?.kind == .slider else {
                throw .unsupported("\(target.summary) is not a slider.")
            }
            try requireEnabled(target)
            Interactions.set(slider, to: slider.minimumValue + position * (slider.maximumValue - slider.minimumValue))
        case .adjustPickerWheel:
            throw .unsupported("The in-process engine does not drive picker wheels yet.")
        case .refresh:
            let scrollView = try enclosingScrollView()
            guard scrollView.refresh() else { throw .unsupported("\(describe(scrollView)) has no refresh control.") }
        case .upload:
            throw .unsupported("The in-process engine cannot \(action) \(target.summary): UIKit has no file inputs to choose files in.")
        case .hover, .pressKey, .dragAndDrop:
            throw .unsupported(
                "The in-process engine cannot \(action) \(target.summary): it sends control events and delegate calls, "
                    + "and has no pointer, hardware keyboard or drag session to drive."
            )
        }
    }

    // MARK: Tapping

    /// Taps the last element of `chain`: the first view from it upwards that reacts to a tap
    /// receives it (a label's tap goes to its cell), as UIKit's hit-testing would.
    private func tap(_ chain: [ScreenElement]) throws(EngineError) {
        guard let element = chain.last else { return }
        switch element.role {
        case .backButton(let navigation):
            navigation.goBack()
        case .tab(let tabs, let index):
            try requireEnabled(element)
            _ = tabs.select(at: index)
        case .alertButton(let alert, let index):
            try requireEnabled(element)
            guard alert.perform(actionAt: index) else {
                throw .unsupported("The alert's button \(element.summary) could not be pressed: this toolkit cannot run its handler.")
            }
        case .stepperButton(let stepper, let increment):
            try requireEnabled(element)
            _ = increment ? Interactions.increment(stepper) : Interactions.decrement(stepper)
        case .view:
            try tapView(chain)
        case .application, .navigationBar, .navigationTitle, .tabBar, .alert, .alertText:
            break
        }
    }

    private func tapView(_ chain: [ScreenElement]) throws(EngineError) {
        for element in chain.reversed() {
            guard let node = element.view else { break }
            switch node {
            case let control as any SwitchNode:
                try requireEnabled(element)
                Interactions.toggle(control)
                return
            case is any ValueControlNode:
                // The middle of a stepper or a slider's track: a tap there changes nothing.
                return
            case let control as any ControlNode:
                try requireEnabled(element)
                Interactions.tap(control)
                return
            case let input as any TextInputNode:
                try requireEnabled(element)
                _ = input.isEditing || input.beginEditing()
                return
            case let cell as any CellNode:
                _ = Interactions.tap(cell)
                return
            default:
                if node.handlesTouchesItself {
                    throw .unsupported("A tap on \(describe(node)) would go to its gesture recognizers (or its own touch handling), which the in-process engine cannot trigger.")
                }
            }
        }
    }

    /// The elements down to the deepest one whose frame contains `point`.
    private func hitChain(at point: CGPoint) -> [ScreenElement]? {
        var chain = [screen.root]
        while let last = chain.last, let child = last.children.last(where: { Geometry.contains($0.frame, point) }) {
            chain.append(child)
        }
        return chain.count > 1 ? chain : nil
    }

    // MARK: Checks

    private func requireEnabled(_ element: ScreenElement) throws(EngineError) {
        guard element.isEnabled else { throw .notActionable(reason: "it is disabled") }
    }

    func textInput(_ element: ScreenElement) throws(EngineError) -> any TextInputNode {
        guard let input = element.view as? any TextInputNode else { throw .unsupported("\(element.summary) does not accept text.") }
        try requireEnabled(element)
        if let reason = element.notHittableReason { throw .notActionable(reason: reason) }
        return input
    }

    private func enclosingScrollView() throws(EngineError) -> any ScrollNode {
        for element in chain.reversed() {
            if let scrollView = element.view as? any ScrollNode { return scrollView }
        }
        throw .unsupported("\(target?.summary ?? "The element") is not in a scroll view.")
    }
}
