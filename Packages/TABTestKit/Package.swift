// swift-tools-version: 6.0
// TABTestKit: the umbrella. One import for every package of TABTestKit, modular — and the
// place the platform's engine is chosen (it is the one package that imports every engine), so
// `TABTestCase` and the Swift Testing trait live here.
import PackageDescription

let package = Package(
    name: "TABTestKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "TABTestKit", targets: ["TABTestKit"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "BDD", path: "../BDD"),
        .package(name: "XCUIStyleExtensions", path: "../XCUIStyleExtensions"),
        .package(name: "Biometrics", path: "../Biometrics"),
        .package(name: "SystemApps", path: "../SystemApps"),
        .package(name: "Contexts", path: "../Contexts"),
        .package(name: "WebDriver", path: "../WebDriver"),
        .package(name: "XCUIEngine", path: "../XCUIEngine"),
        .package(name: "Reporting", path: "../Reporting"),
        .package(name: "GherkinRunner", path: "../GherkinRunner"),
        .package(name: "PageObjects", path: "../PageObjects"),
    ],
    targets: [
        .target(
            name: "TABTestKit",
            dependencies: [
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
                .product(name: "BDD", package: "BDD"),
                .product(name: "XCUIStyleExtensions", package: "XCUIStyleExtensions"),
                .product(name: "EinsteinXCUI", package: "XCUIStyleExtensions"),
                .product(name: "Biometrics", package: "Biometrics"),
                .product(name: "SystemApps", package: "SystemApps"),
                .product(name: "Contexts", package: "Contexts"),
                .product(name: "WebDriver", package: "WebDriver"),
                .product(name: "XCUIEngine", package: "XCUIEngine"),
                .product(name: "Reporting", package: "Reporting"),
                .product(name: "GherkinRunner", package: "GherkinRunner"),
                .product(name: "PageObjects", package: "PageObjects"),
            ]
        ),
        .testTarget(name: "TABTestKitTests", dependencies: [
            "TABTestKit",
            .product(name: "XCUIShim", package: "XCUIEngine", condition: .when(platforms: [.linux, .windows, .android])),
        ]),
        .testTarget(name: "QuickStartTests", dependencies: ["TABTestKit"]),
    ],
    swiftLanguageModes: [.v6]
)
