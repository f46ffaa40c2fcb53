// swift-tools-version: 6.0
// ElementCore: the engine-neutral element model, and InMemoryEngine, the fast in-memory engine.
// PlatformTypes: the types TABTestKit shares with Apple's SDK (ElementType, CGVector).
import PackageDescription

let package = Package(
    name: "ElementCore",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "PlatformTypes", targets: ["PlatformTypes"]),
        .library(name: "ElementCore", targets: ["ElementCore"]),
        .library(name: "InMemoryEngine", targets: ["InMemoryEngine"]),
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
        .target(name: "InMemoryEngine", dependencies: ["ElementCore"]),
        .target(name: "ElementCoreTestSupport", dependencies: ["ElementCore", "InMemoryEngine"]),
        .testTarget(name: "ElementCoreTests", dependencies: ["ElementCore", "InMemoryEngine", "ElementCoreTestSupport"]),
        .testTarget(name: "InMemoryEngineTests", dependencies: ["InMemoryEngine", "ElementCoreTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
