// swift-tools-version: 6.0
// Biometrics: enrol, unenrol, and answer biometric prompts (Face ID, Touch ID, a WebAuthn
// platform authenticator) from UI tests, whatever the engine.
//
// The library itself needs only ElementCore: an engine that can simulate biometrics offers the
// `BiometricsControlling` capability (the in-memory engine; the WebDriver engine with a WebAuthn
// virtual authenticator or Appium's `mobile:` commands), and the iOS simulator backend (Darwin
// notifications) lives here. The WebDriver products are used by the tests, which drive the web
// engine's biometrics through a scripted remote end.
import PackageDescription

let package = Package(
    name: "Biometrics",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "Biometrics", targets: ["Biometrics"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "WebDriver", path: "../WebDriver"),
    ],
    targets: [
        .target(
            name: "Biometrics",
            dependencies: [.product(name: "ElementCore", package: "ElementCore")]
        ),
        .testTarget(
            name: "BiometricsTests",
            dependencies: [
                "Biometrics",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
                .product(name: "WebDriver", package: "WebDriver"),
                .product(name: "WebDriverClient", package: "WebDriver"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
