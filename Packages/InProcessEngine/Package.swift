// swift-tools-version: 6.0
// InProcessEngine: drives view controllers inside the test's own process, with the API of the
// "UI tests without UI Testing" experiment (`App(controller:)`, `app.label(…)`,
// `app.tapButton(title:)`…), and as an `Engine`, so Screens, Contexts and Steps run in-process.
//
// The search and interaction rules live in platform-neutral code over a small view-tree
// protocol, tested on Linux over an in-memory view tree. On iOS and visionOS a thin UIKit
// adapter maps UIView/UIViewController onto that protocol; the few calls into app delegates
// that only Objective-C can express (optional protocol requirements, an alert action's handler)
// are in InProcessUIKitCalls, which only those platforms link.
import PackageDescription

let uiKitPlatforms: [Platform] = [.iOS, .visionOS, .macCatalyst]

let package = Package(
    name: "InProcessEngine",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "InProcessEngine", targets: ["InProcessEngine"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(name: "InProcessUIKitCalls"),
        .target(
            name: "InProcessEngine",
            dependencies: [
                .product(name: "ElementCore", package: "ElementCore"),
                .target(name: "InProcessUIKitCalls", condition: .when(platforms: uiKitPlatforms)),
            ]
        ),
        .testTarget(
            name: "InProcessEngineTests",
            dependencies: [
                "InProcessEngine",
                .product(name: "ElementCore", package: "ElementCore"),
            ]
        ),
        // The seed's example, line for line: against UIKit on iOS (type-checked here by
        // `make check-apple`), against the in-memory view tree elsewhere.
        .testTarget(name: "InProcessSeedExampleTests", dependencies: ["InProcessEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
