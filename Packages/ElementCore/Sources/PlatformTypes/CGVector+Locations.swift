import Foundation

// Named points of an element, as normalized coordinates: fractions of its width (`dx`) and
// height (`dy`), `(0, 0)` the top-left corner and `(1, 1)` the bottom-right one. The names and
// values are TABTestKit 1.8's.
extension CGVector {
    /// The centre.
    public static var middle: CGVector { CGVector(dx: 0.5, dy: 0.5) }
    /// The middle of the top edge.
    public static var top: CGVector { CGVector(dx: 0.5, dy: 0.0) }
    /// The middle of the bottom edge.
    public static var bottom: CGVector { CGVector(dx: 0.5, dy: 1.0) }
    /// The middle of the left edge.
    public static var left: CGVector { CGVector(dx: 0.0, dy: 0.5) }
    /// The middle of the right edge.
    public static var right: CGVector { CGVector(dx: 1.0, dy: 0.5) }
    /// The top-left corner.
    public static var topLeft: CGVector { CGVector(dx: 0.0, dy: 0.0) }
    /// The top-right corner.
    public static var topRight: CGVector { CGVector(dx: 1.0, dy: 0.0) }
    /// The bottom-left corner.
    public static var bottomLeft: CGVector { CGVector(dx: 0.0, dy: 1.0) }
    /// The bottom-right corner.
    public static var bottomRight: CGVector { CGVector(dx: 1.0, dy: 1.0) }
    /// A third of the way down, horizontally centred.
    public static var topThird: CGVector { CGVector(dx: 0.5, dy: 0.33) }
    /// Two thirds of the way down, horizontally centred.
    public static var bottomThird: CGVector { CGVector(dx: 0.5, dy: 0.66) }
    /// A third of the way across, vertically centred.
    public static var leftThird: CGVector { CGVector(dx: 0.33, dy: 0.5) }
    /// Two thirds of the way across, vertically centred.
    public static var rightThird: CGVector { CGVector(dx: 0.66, dy: 0.5) }

    /// This vector moved by `dx` and `dy`: `keyboard.topCoordinate.offset(dx: 0, dy: -0.01)` is
    /// just above the keyboard.
    public func offset(dx: CGFloat, dy: CGFloat) -> CGVector {
        CGVector(dx: self.dx + dx, dy: self.dy + dy)
    }
}
