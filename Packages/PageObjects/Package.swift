// swift-tools-version: 6.0
// PageObjects: the page-object style of UI test — pages with private elements, actions that
// return the next page and verifications that return the page — with readable `expect`
// matchers that fail at the caller's line, on every engine (XCUI, a browser, in memory,
// in-process) and under XCTest or Swift Testing. The page-object seed's own spellings come too:
// its `TestPage` and its 22 matchers (`expect(exists:file:line:)`…), on XCUI's elements as on
// TABTestKit's; off Apple, XCUI's types are XCUIShim's.
import PackageDescription

let offApple: [Platform] = [.linux, .windows, .android]

let package = Package(
    name: "PageObjects",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "PageObjects", targets: ["PageObjects"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "XCUIEngine", path: "../XCUIEngine"),
    ],
    targets: [
        .target(name: "PageObjects", dependencies: [
            .product(name: "ElementCore", package: "ElementCore"),
            .product(name: "XCUIShim", package: "XCUIEngine", condition: .when(platforms: offApple)),
        ]),
        .testTarget(
            name: "PageObjectsTests",
            dependencies: [
                "PageObjects",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
                .product(name: "XCUIShim", package: "XCUIEngine", condition: .when(platforms: offApple)),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
