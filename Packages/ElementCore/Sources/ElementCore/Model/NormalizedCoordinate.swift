import Foundation

/// A point inside an element, as fractions of its width (`dx`) and height (`dy`): a `CGVector`,
/// as in XCUI's `coordinate(withNormalizedOffset:)` and TABTestKit 1.8.
///
/// `(0, 0)` is the top-left corner and `(1, 1)` the bottom-right one; `.middle`, `.topThird`…
/// name the usual points. Engines turn it into a screen point from the element's frame at the
/// moment of the gesture, so it stays right when the element moves.
public typealias NormalizedCoordinate = CGVector

extension CGVector {
    /// The point this normalized coordinate designates inside `frame`.
    public func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + frame.width * dx, y: frame.minY + frame.height * dy)
    }

    /// `(dx, dy)` with two decimals, the same on every platform (messages use it).
    public var coordinateDescription: String {
        String(format: "(%.2f, %.2f)", Double(dx), Double(dy))
    }
}
