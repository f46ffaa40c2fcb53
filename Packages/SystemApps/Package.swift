// swift-tools-version: 6.0
// SystemApps: the apps a UI test drives — the app under test (`App.shared`) and the system
// apps (Settings, Safari, Springboard) — with their lifecycle, per-test launch settings and
// predefined screens whose system labels live in one table per locale.
//
// It depends on ElementCore only; the in-memory engine is used by its tests.
import PackageDescription

let package = Package(
    name: "SystemApps",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "SystemApps", targets: ["SystemApps"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(
            name: "SystemApps",
            dependencies: [.product(name: "ElementCore", package: "ElementCore")]
        ),
        .testTarget(
            name: "SystemAppsTests",
            dependencies: [
                "SystemApps",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
