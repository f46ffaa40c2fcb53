// swift-tools-version: 6.0
// GherkinRunner: runs Gherkin `.feature` files as Swift tests, with step definitions written in
// Swift (Cucumber Expressions or regular expressions), under Swift Testing and XCTest.
//
// It builds on the Gherkin package's parser, Cucumber Expressions and tag expressions (which stay
// dependency-free) and on BDD, whose steps and scenarios it runs: each pickle step is a BDD step
// written at its line of the feature file. The GherkinFeatures build-tool plugin turns a test
// target's feature files into Swift: a `FeatureFile` constant each, and for XCTest one test
// method per scenario (Linux's XCTest cannot add tests at run time).
import PackageDescription

let package = Package(
    name: "GherkinRunner",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "GherkinRunner", targets: ["GherkinRunner"]),
        .plugin(name: "GherkinFeatures", targets: ["GherkinFeatures"]),
    ],
    dependencies: [
        .package(name: "Gherkin", path: "../Gherkin"),
        .package(name: "BDD", path: "../BDD"),
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(name: "Contexts", path: "../Contexts"),
    ],
    targets: [
        .target(
            name: "GherkinRunner",
            dependencies: [
                .product(name: "Gherkin", package: "Gherkin"),
                .product(name: "CucumberExpressions", package: "Gherkin"),
                .product(name: "TagExpressions", package: "Gherkin"),
                .product(name: "BDD", package: "BDD"),
            ],
            path: "Sources/GherkinRunner"
        ),
        .executableTarget(
            name: "gherkin-features",
            dependencies: [.product(name: "Gherkin", package: "Gherkin")],
            path: "Sources/gherkin-features"
        ),
        .plugin(name: "GherkinFeatures", capability: .buildTool(), dependencies: ["gherkin-features"], path: "Plugins/GherkinFeatures"),
        .testTarget(
            name: "GherkinRunnerTests",
            dependencies: [
                "GherkinRunner",
                .product(name: "BDD", package: "BDD"),
                .product(name: "ElementCore", package: "ElementCore"),
                .product(name: "InMemoryEngine", package: "ElementCore"),
                .product(name: "Contexts", package: "Contexts"),
            ],
            path: "Tests/GherkinRunnerTests",
            plugins: ["GherkinFeatures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
