// swift-tools-version: 6.0
// PageObjects: the page-object style of UI test — pages with private elements, actions that
// return the next page and verifications that return the page — with readable `expect`
// matchers that fail at the caller's line, on every engine (XCUI, a browser, in memory,
// in-process) and under XCTest or Swift Testing.
import PackageDescription

let package = Package(
    name: "PageObjects",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "PageObjects", targets: ["PageObjects"]),
    ],
    dependencies: [
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(name: "PageObjects", dependencies: [.product(name: "ElementCore", package: "ElementCore")]),
        .testTarget(
            name: "PageObjectsTests",
            dependencies: [
                "PageObjects",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryDriver", package: "ElementCore"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
