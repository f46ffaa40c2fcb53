// swift-tools-version: 6.0
//
// XCUIEngine: TABTestKit's XCUITest engine, and XCUIShim, the stand-in for Apple's XCUI API.
//
// On Apple platforms the engine compiles against Apple's XCTest (XCUIApplication, XCUIElement...).
// Off Apple, XCTest has no UI-testing API, so the engine compiles against `XCUIShim` instead: a
// source-compatible copy of that API over an in-memory tree that records every call made to it.
// The same engine source is therefore type-checked and unit-tested on Linux (see README.md).
//
// Every XCUIShim source file is wrapped in `#if !canImport(Darwin)`, and the engine depends on it only
// off Apple, so Apple builds never see the shim.
import PackageDescription

let offApple: [Platform] = [.linux, .windows, .android]

// XCUI's API differs between Apple platforms. Each difference is one named condition, set for the
// platforms that lack the API, so that Linux can type-check every variant of the engine against the
// shim (`make check-apple` does, with `-D`), not only the one it builds.
let engineConditions: [SwiftSetting] = [
    .define("XCUI_NO_TOUCH", .when(platforms: [.tvOS])),                                  // tap, press, coordinates
    .define("XCUI_NO_TWO_FINGER_TAP", .when(platforms: [.macOS, .tvOS, .visionOS])),
    .define("XCUI_NO_PICKER_WHEELS", .when(platforms: [.macOS, .tvOS, .visionOS, .watchOS])),
    .define("XCUI_NO_HOME_BUTTON", .when(platforms: [.macOS])),                          // XCUIDevice.press(_:)
    .define("XCUI_NO_FOCUS", .when(platforms: [.macOS])),                                // hasFocus
]

let package = Package(
    name: "XCUIEngine",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "XCUIEngine", targets: ["XCUIEngine"]),
        .library(name: "XCUIShim", targets: ["XCUIShim"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(name: "XCUIShim", dependencies: [.product(name: "PlatformTypes", package: "ElementCore")]),
        .target(
            name: "XCUIEngine",
            dependencies: [
                .product(name: "ElementCore", package: "ElementCore"),
                .target(name: "XCUIShim", condition: .when(platforms: offApple)),
            ],
            swiftSettings: engineConditions
        ),
        .testTarget(name: "XCUIShimTests", dependencies: ["XCUIShim"]),
        .testTarget(
            name: "XCUIEngineTests",
            dependencies: [
                "XCUIEngine",
                .target(name: "XCUIShim", condition: .when(platforms: offApple)),
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "ElementCoreTestSupport", package: "ElementCore"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
