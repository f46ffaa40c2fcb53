import Foundation

/// Geometry helpers that behave the same on every platform.
public enum Geometry {
    /// Whether two boxes overlap with a positive area. Boxes that only share an edge do not
    /// (CoreGraphics agrees; swift-corelibs-foundation's `CGRect.intersects` does not).
    public static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0 &&
            a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Whether `point` lies inside `rect`, its right and bottom edges excluded.
    public static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
}
