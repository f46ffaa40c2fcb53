// swift-tools-version: 6.0
// XCUIStyleExtensions: Einstein-style conveniences for TABTestKit, on any engine.
//
// - `EasyPredicate`: typed predicates with an exact NSPredicate format string (for XCUI and
//   Appium) and a pure-Swift evaluation (for the in-memory and web engines), with Einstein's
//   shape (`PredicateRawValue`, `regularString`, `toPredicate`, `and`/`or`/`not`).
// - Element integration: `matching(_:)`, `descendants(matching:)`, `waitUntil`, `assert`…, and
//   `MatchingQuery`, XCUI's query vocabulary for every engine.
// - Accessibility identifiers: `PrettyRawRepresentable` enums, the `<<<` operator, and element
//   initializers that take those enums.
//
// EinsteinXCUI: Einstein's helpers on XCUI's own types (XCUIElement, XCUIElementQuery,
// XCTestCase); on Apple platforms `"id".element` is an XCUIElement, as with Einstein. Off Apple
// it is compiled and tested against XCUIShim, and the same members return this package's types.
//
// XCUIStyleExtensions depends on ElementCore only; a team can adopt it without the rest of
// TABTestKit.
import PackageDescription

let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]
let offApple: [Platform] = [.linux, .windows, .android]
/// `TABTESTKIT_XCUI`: XCUI is the platform's UI automation, so Einstein's members return its
/// types. The others: what each Apple platform's XCUI lacks (as in Packages/XCUIEngine).
let xcuiSettings: [SwiftSetting] = [
    .define("TABTESTKIT_XCUI", .when(platforms: applePlatforms)),
    .define("XCUI_NO_TOUCH", .when(platforms: [.tvOS])),
    .define("XCUI_NO_TWO_FINGER_TAP", .when(platforms: [.macOS, .tvOS, .visionOS])),
    .define("XCUI_NO_PICKER_WHEELS", .when(platforms: [.macOS, .tvOS, .visionOS, .watchOS])),
    .define("XCUI_NO_HOME_BUTTON", .when(platforms: [.macOS])),
    .define("XCUI_NO_FOCUS", .when(platforms: [.macOS])),
]

let package = Package(
    name: "XCUIStyleExtensions",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "XCUIStyleExtensions", targets: ["XCUIStyleExtensions"]),
        .library(name: "EinsteinXCUI", targets: ["EinsteinXCUI"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "SystemApps", path: "../SystemApps"),
        .package(name: "XCUIEngine", path: "../XCUIEngine"),
    ],
    targets: [
        .target(
            name: "XCUIStyleExtensions",
            dependencies: [.product(name: "ElementCore", package: "ElementCore")],
            swiftSettings: [.define("TABTESTKIT_XCUI", .when(platforms: applePlatforms))]
        ),
        .target(
            name: "EinsteinXCUI",
            dependencies: [
                "XCUIStyleExtensions",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "XCUIShim", package: "XCUIEngine", condition: .when(platforms: offApple)),
            ],
            swiftSettings: xcuiSettings
        ),
        .testTarget(
            name: "XCUIStyleExtensionsTests",
            dependencies: [
                "XCUIStyleExtensions",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
            ],
            swiftSettings: [.define("TABTESTKIT_XCUI", .when(platforms: applePlatforms))]
        ),
        .testTarget(
            name: "EinsteinXCUITests",
            dependencies: [
                "EinsteinXCUI",
                "XCUIStyleExtensions",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "XCUIShim", package: "XCUIEngine", condition: .when(platforms: offApple)),
            ],
            swiftSettings: xcuiSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
