// swift-tools-version: 6.0
// XCUIStyleExtensions: Einstein-style conveniences for TABTestKit, on any engine.
//
// - `EasyPredicate`: typed predicates with an exact NSPredicate format string (for XCUI and
//   Appium) and a pure-Swift evaluation (for the in-memory and web engines).
// - Element integration: `matching(_:)`, `descendants(matching:)`, `waitUntil`, `assert`…
// - Accessibility identifiers: `PrettyRawRepresentable` enums, the `<<<` operator, and element
//   initializers that take those enums.
//
// It depends on ElementCore only; a team can adopt it without the rest of TABTestKit.
import PackageDescription

let package = Package(
    name: "XCUIStyleExtensions",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "XCUIStyleExtensions", targets: ["XCUIStyleExtensions"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(
            name: "XCUIStyleExtensions",
            dependencies: [.product(name: "ElementCore", package: "ElementCore")]
        ),
        .testTarget(
            name: "XCUIStyleExtensionsTests",
            dependencies: [
                "XCUIStyleExtensions",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryDriver", package: "ElementCore"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
