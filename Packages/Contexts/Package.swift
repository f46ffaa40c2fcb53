// swift-tools-version: 6.0
// Contexts: the functions tests are written with — see, tap, type, scroll, launch,
// backgroundTheApp… — grouped in protocols (NavigationContext, InteractionContext,
// AppContext…), and the lifecycle every test runs in (TestLifecycle). The test case and the
// Swift Testing trait, which choose an engine, live in the umbrella (TABTestKit).
//
// It depends on ElementCore's abstractions, SystemApps and Biometrics — no engine. BDD is used
// by the tests only: contexts are plain functions that read well inside steps,
// `Given(I: see(profileScreen))`.
import PackageDescription

let package = Package(
    name: "Contexts",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "Contexts", targets: ["Contexts"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "SystemApps", path: "../SystemApps"),
        .package(name: "Biometrics", path: "../Biometrics"),
        .package(name: "BDD", path: "../BDD"),
    ],
    targets: [
        .target(
            name: "Contexts",
            dependencies: [
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "Biometrics", package: "Biometrics"),
            ]
        ),
        .testTarget(
            name: "ContextsTests",
            dependencies: [
                "Contexts",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "BDD", package: "BDD"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
