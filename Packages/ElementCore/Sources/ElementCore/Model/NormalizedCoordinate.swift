import Foundation

/// A point inside an element, as fractions of its width (`dx`) and height (`dy`).
///
/// `(0, 0)` is the top-left corner and `(1, 1)` the bottom-right one. Engines turn it into
/// a screen point from the element's frame at the moment of the gesture, so it stays right
/// when the element moves.
public struct NormalizedCoordinate: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal fraction, 0 at the left edge and 1 at the right edge.
    public var dx: Double
    /// The vertical fraction, 0 at the top edge and 1 at the bottom edge.
    public var dy: Double

    /// Creates a coordinate from horizontal and vertical fractions.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The centre.
    public static let middle = NormalizedCoordinate(dx: 0.5, dy: 0.5)
    /// The middle of the top edge.
    public static let top = NormalizedCoordinate(dx: 0.5, dy: 0)
    /// The middle of the bottom edge.
    public static let bottom = NormalizedCoordinate(dx: 0.5, dy: 1)
    /// The middle of the left edge.
    public static let left = NormalizedCoordinate(dx: 0, dy: 0.5)
    /// The middle of the right edge.
    public static let right = NormalizedCoordinate(dx: 1, dy: 0.5)
    /// The top-left corner.
    public static let topLeft = NormalizedCoordinate(dx: 0, dy: 0)
    /// The top-right corner.
    public static let topRight = NormalizedCoordinate(dx: 1, dy: 0)
    /// The bottom-left corner.
    public static let bottomLeft = NormalizedCoordinate(dx: 0, dy: 1)
    /// The bottom-right corner.
    public static let bottomRight = NormalizedCoordinate(dx: 1, dy: 1)
    /// A third of the way down, horizontally centred.
    public static let topThird = NormalizedCoordinate(dx: 0.5, dy: 0.33)
    /// Two thirds of the way down, horizontally centred.
    public static let bottomThird = NormalizedCoordinate(dx: 0.5, dy: 0.66)
    /// A third of the way across, vertically centred.
    public static let leftThird = NormalizedCoordinate(dx: 0.33, dy: 0.5)
    /// Two thirds of the way across, vertically centred.
    public static let rightThird = NormalizedCoordinate(dx: 0.66, dy: 0.5)

    /// The point this coordinate designates inside `frame`.
    public func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + frame.width * dx, y: frame.minY + frame.height * dy)
    }

    /// `(dx, dy)` with two decimals.
    public var description: String {
        String(format: "(%.2f, %.2f)", dx, dy)
    }
}
