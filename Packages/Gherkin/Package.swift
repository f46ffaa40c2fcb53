// swift-tools-version: 6.0
// Gherkin: Cucumber's Gherkin parser and pickle compiler, Cucumber Expressions and tag
// expressions, in Swift.
//
// The libraries have no dependencies. The tests check them against Cucumber's own conformance
// data, read in place from ../shared/conformance (next to the repository); Yams reads the
// Cucumber Expressions test data, which is YAML, and is used by the tests only.
import PackageDescription

let package = Package(
    name: "Gherkin",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .library(name: "CucumberExpressions", targets: ["CucumberExpressions"]),
        .library(name: "TagExpressions", targets: ["TagExpressions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(name: "Gherkin", path: "Sources/Gherkin"),
        .target(name: "CucumberExpressions", path: "Sources/CucumberExpressions"),
        .target(name: "TagExpressions", path: "Sources/TagExpressions"),
        .target(name: "ConformanceData", path: "Tests/ConformanceData"),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "ConformanceData"], path: "Tests/GherkinTests"),
        .testTarget(name: "CucumberExpressionsTests",
                    dependencies: ["CucumberExpressions", "ConformanceData", .product(name: "Yams", package: "Yams")],
                    path: "Tests/CucumberExpressionsTests"),
        .testTarget(name: "TagExpressionsTests", dependencies: ["TagExpressions"], path: "Tests/TagExpressionsTests"),
    ],
    swiftLanguageModes: [.v6]
)
