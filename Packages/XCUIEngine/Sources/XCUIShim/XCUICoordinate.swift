// `XCUICoordinate`, mirroring XCUICoordinate.h as imported into Swift (Xcode 16 SDK: main-actor).
// `coordinateWithOffset:` imports as `withOffset(_:)`; drags take another coordinate.
#if !canImport(Darwin)
import Foundation

@preconcurrency @MainActor
public final class XCUICoordinate {
    nonisolated let shimElement: XCUIElement
    nonisolated let shimNormalizedOffset: CGVector
    nonisolated let shimPointOffset: CGVector

    nonisolated init(element: XCUIElement, normalizedOffset: CGVector, pointOffset: CGVector) {
        shimElement = element
        shimNormalizedOffset = normalizedOffset
        shimPointOffset = pointOffset
    }

    /// `<element path>.coordinate(dx: x, dy: y)[.withOffset(dx: x, dy: y)]` (offsets are summed).
    nonisolated var shimRendered: String {
        var text = shimElement.shimPath.rendered + ".coordinate(" + ShimRender.vector(shimNormalizedOffset) + ")"
        if shimPointOffset != .zero {
            text += ".withOffset(" + ShimRender.vector(shimPointOffset) + ")"
        }
        return text
    }

    @discardableResult
    nonisolated private func shimRecord(_ suffix: String) -> String {
        let call = shimRendered + "." + suffix
        XCUIShimRecorder.shared.record(call)
        return call
    }

    /// frame.origin + normalizedOffset * frame.size + offset, for the currently resolved node.
    nonisolated private func shimPoint(of node: ShimNode) -> CGPoint {
        let frame = node.frame
        return CGPoint(
            x: frame.origin.x + shimNormalizedOffset.dx * frame.size.width + shimPointOffset.dx,
            y: frame.origin.y + shimNormalizedOffset.dy * frame.size.height + shimPointOffset.dy
        )
    }

    nonisolated private func shimPerform(_ suffix: String, _ action: ShimAction) {
        shimPerform(suffix) { _ in action }
    }

    nonisolated private func shimPerform(_ suffix: String, _ makeAction: (String) -> ShimAction?) {
        let call = shimRecord(suffix)
        guard let node = shimElement.shimResolve(call), let action = makeAction(call) else { return }
        node.fire(ShimActionEvent(node: node, action: action, screenPoint: shimPoint(of: node), call: call))
    }

    nonisolated private func shimDrag(_ suffix: String, duration: TimeInterval, to other: XCUICoordinate) {
        shimPerform(suffix) { call in
            guard let target = other.shimElement.shimResolve(call) else { return nil }
            return .pressThenDrag(duration: duration, target: target)
        }
    }

    public var referencedElement: XCUIElement { shimElement }

    public var screenPoint: CGPoint {
        let call = shimRecord("screenPoint")
        guard let node = shimElement.shimResolve(call) else { return .zero }
        return shimPoint(of: node)
    }

    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(
            element: shimElement,
            normalizedOffset: shimNormalizedOffset,
            pointOffset: CGVector(dx: shimPointOffset.dx + offsetVector.dx, dy: shimPointOffset.dy + offsetVector.dy)
        )
    }

    public func tap() { shimPerform("tap()", .tap) }
    public func doubleTap() { shimPerform("doubleTap()", .doubleTap) }

    public func press(forDuration duration: TimeInterval) {
        shimPerform("press(forDuration: " + ShimRender.number(duration) + ")", .press(duration: duration))
    }

    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        shimDrag("press(forDuration: " + ShimRender.number(duration) + ", thenDragTo: " + otherCoordinate.shimRendered + ")",
                 duration: duration, to: otherCoordinate)
    }

    public func press(
        forDuration duration: TimeInterval,
        thenDragTo otherCoordinate: XCUICoordinate,
        withVelocity velocity: XCUIGestureVelocity,
        thenHoldForDuration holdDuration: TimeInterval
    ) {
        shimDrag(
            "press(forDuration: " + ShimRender.number(duration) + ", thenDragTo: " + otherCoordinate.shimRendered
                + ", withVelocity: " + velocity.shimRendered + ", thenHoldForDuration: " + ShimRender.number(holdDuration) + ")",
            duration: duration, to: otherCoordinate
        )
    }
}
#endif
