// swift-tools-version: 6.0
// ElementCore: the engine-neutral element model, and InMemoryDriver, the fast in-memory engine.
// PlatformTypes: the types TABTestKit shares with Apple's SDK (ElementType, CGVector).
import PackageDescription

let package = Package(
    name: "ElementCore",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "PlatformTypes", targets: ["PlatformTypes"]),
        .library(name: "ElementCore", targets: ["ElementCore"]),
        .library(name: "InMemoryDriver", targets: ["InMemoryDriver"]),
        .library(name: "ElementCoreTestSupport", targets: ["ElementCoreTestSupport"]),
    ],
    dependencies: [
        .package(path: "../TestRuntime"),
    ],
    targets: [
        // XCUI's element types and CoreGraphics' CGVector: Apple's own on Apple platforms,
        // identical stand-ins elsewhere (shared with XCUIShim).
        .target(name: "PlatformTypes"),
        .target(name: "ElementCore", dependencies: ["PlatformTypes", .product(name: "TestRuntime", package: "TestRuntime")]),
        .target(name: "InMemoryDriver", dependencies: ["ElementCore"]),
        .target(name: "ElementCoreTestSupport", dependencies: ["ElementCore", "InMemoryDriver"]),
        .testTarget(name: "ElementCoreTests", dependencies: ["ElementCore", "InMemoryDriver", "ElementCoreTestSupport"]),
        .testTarget(name: "InMemoryDriverTests", dependencies: ["InMemoryDriver", "ElementCoreTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
