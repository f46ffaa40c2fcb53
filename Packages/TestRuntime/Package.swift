// swift-tools-version: 6.0
// TestRuntime: the small layer at the bottom that BDD and ElementCore share — the ambient test
// context (one task-local value), the typed failure path, call sites, locks and secret masking.
// It depends on the toolchain only (Foundation, XCTest, Swift Testing).
import PackageDescription

/// Apple platforms, where XCTest is Apple's XCTest (XCTIssue, activities, attachments) rather
/// than swift-corelibs-xctest. Sources test this one condition instead of repeating `os(...)`.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]
let settings: [SwiftSetting] = [.define("TABTESTKIT_APPLE_XCTEST", .when(platforms: applePlatforms))]

let package = Package(
    name: "TestRuntime",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "TestRuntime", targets: ["TestRuntime"]),
    ],
    targets: [
        .target(name: "TestRuntime", swiftSettings: settings),
        .testTarget(name: "TestRuntimeTests", dependencies: ["TestRuntime"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
