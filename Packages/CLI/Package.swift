// swift-tools-version: 6.0
// CLI: `tabtestkit`, one command line on swift-argument-parser.
//
//   tabtestkit generate screen <url | page source>   a typed Screen from the app (--check for CI)
//   tabtestkit record <url>                          a scenario on generated Screens, from a browser session
//   tabtestkit test                                  the built tests in shards, in parallel, with retries
//   tabtestkit report <report.json>                  print a JSON report, render HTML, JUnit, Cucumber
//                                                    (also installed as `tabtestkit-report`, an alias)
//
// The library (TABTestKitCLI) holds everything, so it is tested without a process; the
// executable only calls it. It reads pages through the web engine (WebDriver), reports through
// Reporting, and checks tag expressions with TagExpressions.
import PackageDescription

let package = Package(
    name: "CLI",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TABTestKitCLI", targets: ["TABTestKitCLI"]),
        .executable(name: "tabtestkit", targets: ["tabtestkit"]),
        .executable(name: "tabtestkit-report", targets: ["tabtestkit-report"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "WebDriver", path: "../WebDriver"),
        .package(name: "Reporting", path: "../Reporting"),
        .package(name: "Gherkin", path: "../Gherkin"),
    ],
    targets: [
        .target(
            name: "TABTestKitCLI",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "WebDriver", package: "WebDriver"),
                .product(name: "WebDriverClient", package: "WebDriver"),
                .product(name: "Reporting", package: "Reporting"),
                .product(name: "TagExpressions", package: "Gherkin"),
            ],
            resources: [.copy("Resources/recorder.js")]
        ),
        .executableTarget(name: "tabtestkit", dependencies: ["TABTestKitCLI"]),
        .executableTarget(name: "tabtestkit-report", dependencies: ["TABTestKitCLI"]),
        .testTarget(
            name: "TABTestKitCLITests",
            dependencies: [
                "TABTestKitCLI",
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "WebDriver", package: "WebDriver"),
                .product(name: "WebDriverClient", package: "WebDriver"),
                .product(name: "Reporting", package: "Reporting"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
