// swift-tools-version: 6.0
// BDD: Given/When/Then steps and scenarios for TABTestKit.
//
// Its only dependency is TestRuntime, the small layer it shares with ElementCore (the test
// context and the failure path); otherwise it uses the toolchain (Foundation, XCTest, Swift Testing).

import PackageDescription

/// Apple platforms, where XCTest is Apple's XCTest (XCTIssue, XCTContext
/// activities) rather than swift-corelibs-xctest. Sources test this single
/// compile condition, `BDD_APPLE_XCTEST`, instead of repeating `os(...)` lists.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

let swiftSettings: [SwiftSetting] = [
    .define("BDD_APPLE_XCTEST", .when(platforms: applePlatforms)),
]

let package = Package(
    name: "BDD",
    platforms: [
        .macOS(.v13),
        .iOS(.v16),
        .tvOS(.v16),
    ],
    products: [
        .library(name: "BDD", targets: ["BDD"]),
    ],
    dependencies: [
        .package(path: "../TestRuntime"),
    ],
    targets: [
        .target(
            name: "BDD",
            dependencies: [.product(name: "TestRuntime", package: "TestRuntime")],
            path: "Sources/BDD",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BDDTests",
            dependencies: ["BDD"],
            path: "Tests/BDDTests",
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
