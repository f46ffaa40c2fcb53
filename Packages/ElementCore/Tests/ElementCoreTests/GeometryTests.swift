import ElementCore
import Foundation
import Testing

@Suite("NormalizedCoordinate and Direction")
struct GeometryTests {
    @Test func namedCoordinates() {
        let expected: [(NormalizedCoordinate, Double, Double)] = [
            (.middle, 0.5, 0.5), (.top, 0.5, 0), (.bottom, 0.5, 1), (.left, 0, 0.5), (.right, 1, 0.5),
            (.topLeft, 0, 0), (.topRight, 1, 0), (.bottomLeft, 0, 1), (.bottomRight, 1, 1),
            (.topThird, 0.5, 0.33), (.bottomThird, 0.5, 0.66), (.leftThird, 0.33, 0.5), (.rightThird, 0.66, 0.5),
        ]
        for (coordinate, dx, dy) in expected {
            #expect(coordinate.dx == dx && coordinate.dy == dy, "\(coordinate) should be (\(dx), \(dy))")
        }
    }

    @Test func pointInFrame() {
        let frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(NormalizedCoordinate.middle.point(in: frame) == CGPoint(x: 110, y: 70))
        #expect(NormalizedCoordinate.topLeft.point(in: frame) == CGPoint(x: 10, y: 20))
        #expect(NormalizedCoordinate.bottomRight.point(in: frame) == CGPoint(x: 210, y: 120))
        #expect(NormalizedCoordinate.top.point(in: frame) == CGPoint(x: 110, y: 20))
        #expect(NormalizedCoordinate.left.point(in: frame) == CGPoint(x: 10, y: 70))
        let third = NormalizedCoordinate.topThird.point(in: frame)
        #expect(abs(third.x - 110) < 1e-9 && abs(third.y - 53) < 1e-9)
        let custom = NormalizedCoordinate(dx: 0.25, dy: 0.75).point(in: frame)
        #expect(custom == CGPoint(x: 60, y: 95))
    }

    @Test func descriptionHasTwoDecimals() {
        #expect(NormalizedCoordinate.topThird.coordinateDescription == "(0.50, 0.33)")
        #expect(NormalizedCoordinate(dx: 1, dy: 0.125).coordinateDescription == "(1.00, 0.12)" ||
                NormalizedCoordinate(dx: 1, dy: 0.125).coordinateDescription == "(1.00, 0.13)")
    }

    @Test func dragPointsFollowTABTestKit() {
        func points(_ direction: ElementAttributes.Direction) -> [NormalizedCoordinate] {
            let (start, end) = direction.dragPoints
            return [start, end]
        }
        #expect(points(.upwards) == [.topThird, .middle])
        #expect(points(.downwards) == [.middle, .topThird])
        #expect(points(.left) == [.leftThird, .middle])
        #expect(points(.right) == [.rightThird, .middle])
        #expect(points(.from(.bottomLeft, to: .topRight)) == [.bottomLeft, .topRight])
    }

    @Test func directionDescriptions() {
        #expect(ElementAttributes.Direction.upwards.description == "upwards")
        #expect(ElementAttributes.Direction.downwards.description == "downwards")
        #expect(ElementAttributes.Direction.left.description == "left")
        #expect(ElementAttributes.Direction.right.description == "right")
        #expect(ElementAttributes.Direction.from(.top, to: .bottom).description == "from (0.50, 0.00) to (0.50, 1.00)")
    }

    @Test func overlapsNeedsAPositiveArea() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(Geometry.overlaps(box, CGRect(x: 50, y: 50, width: 100, height: 100)))
        #expect(Geometry.overlaps(box, CGRect(x: 10, y: 10, width: 1, height: 1)), "containment")
        #expect(!Geometry.overlaps(box, CGRect(x: 100, y: 0, width: 50, height: 50)), "shared right edge")
        #expect(!Geometry.overlaps(box, CGRect(x: 0, y: 100, width: 50, height: 50)), "shared bottom edge")
        #expect(!Geometry.overlaps(box, CGRect(x: 100, y: 100, width: 5, height: 5)), "shared corner")
        #expect(!Geometry.overlaps(box, CGRect(x: 10, y: 10, width: 0, height: 50)), "empty box")
        #expect(!Geometry.overlaps(box, CGRect(x: 200, y: 200, width: 5, height: 5)))
    }

    @Test func containsExcludesTheFarEdges() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(Geometry.contains(box, CGPoint(x: 0, y: 0)))
        #expect(Geometry.contains(box, CGPoint(x: 99.9, y: 50)))
        #expect(!Geometry.contains(box, CGPoint(x: 100, y: 50)))
        #expect(!Geometry.contains(box, CGPoint(x: 50, y: 100)))
        #expect(!Geometry.contains(box, CGPoint(x: -1, y: 50)))
    }

    @Test func stateDescriptions() {
        typealias State = ElementAttributes.State
        #expect(State.exists.description == "exists")
        #expect(State.hittable.description == "hittable")
        #expect(State.visible.description == "visible")
        #expect(State.selected.description == "selected")
        #expect(State.enabled.description == "enabled")
        #expect(State.hasKeyboardFocus.description == "has keyboard focus")
        #expect(State.visibleIn(ScrollView(id: "Feed")).description == "visible in App › ScrollView \"Feed\"")
    }
}
