// swift-tools-version: 6.0
// ElementCore: the engine-neutral element model, and InMemoryDriver, the fast in-memory engine.
import PackageDescription

let package = Package(
    name: "ElementCore",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "ElementCore", targets: ["ElementCore"]),
        .library(name: "InMemoryDriver", targets: ["InMemoryDriver"]),
        .library(name: "ElementCoreTestSupport", targets: ["ElementCoreTestSupport"]),
    ],
    dependencies: [
        .package(path: "../TestRuntime"),
    ],
    targets: [
        .target(name: "ElementCore", dependencies: [.product(name: "TestRuntime", package: "TestRuntime")]),
        .target(name: "InMemoryDriver", dependencies: ["ElementCore"]),
        .target(name: "ElementCoreTestSupport", dependencies: ["ElementCore", "InMemoryDriver"]),
        .testTarget(name: "ElementCoreTests", dependencies: ["ElementCore", "InMemoryDriver", "ElementCoreTestSupport"]),
        .testTarget(name: "InMemoryDriverTests", dependencies: ["InMemoryDriver", "ElementCoreTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
