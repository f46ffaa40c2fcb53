// CoreGraphics' CGVector, which swift-corelibs-foundation lacks. Apple platforms use their own.
#if !canImport(Darwin)
import Foundation

/// A two-dimensional vector: CoreGraphics' `CGVector`, with its Swift members, for platforms
/// whose Foundation does not have it. TABTestKit's normalized coordinates are `CGVector`s, as
/// they are in XCUI (`coordinate(withNormalizedOffset:)`).
public struct CGVector: Sendable, Equatable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from its components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from its components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }
}
#endif
