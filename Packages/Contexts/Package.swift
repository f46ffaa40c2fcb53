// swift-tools-version: 6.0
// Contexts: the functions tests are written with — see, tap, type, scroll, launch,
// backgroundTheApp… — grouped in protocols (NavigationContext, InteractionContext,
// AppContext…), and the two ways to run a test with an engine and the app's lifecycle:
// the `TABTestCase` base class (XCTest) and the `.tabTestKit(…)` trait (Swift Testing).
//
// It depends on ElementCore, SystemApps, Biometrics, and WebDriver for the default engine
// off Apple platforms. BDD is used by the tests only: contexts are plain functions that
// read well inside steps, `Given(I: see(profileScreen))`.
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
        .package(name: "WebDriver", path: "../WebDriver"),
        .package(name: "BDD", path: "../BDD"),
    ],
    targets: [
        .target(
            name: "Contexts",
            dependencies: [
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "Biometrics", package: "Biometrics"),
                .product(name: "WebDriver", package: "WebDriver"),
            ]
        ),
        .testTarget(
            name: "ContextsTests",
            dependencies: [
                "Contexts",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryDriver", package: "ElementCore"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "BDD", package: "BDD"),
            ]
        ),
        .testTarget(
            name: "ContextsQuickStartTests",
            dependencies: [
                "Contexts",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryDriver", package: "ElementCore"),
                .product(name: "BDD", package: "BDD"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
