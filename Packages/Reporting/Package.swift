// swift-tools-version: 6.0
// Reporting: what a run leaves behind — a live console log of steps, and on request a JSON
// report, a self-contained HTML page with screenshots and traces, JUnit XML, Cucumber JSON and
// Cucumber Messages — and `tabtestkit-report`, which renders any of them from the JSON.
//
// The library depends on BDD (step events) and ElementCore (screenshots, action traces); the
// command line adds swift-argument-parser.
import PackageDescription

let package = Package(
    name: "Reporting",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "Reporting", targets: ["Reporting"]),
        .executable(name: "tabtestkit-report", targets: ["tabtestkit-report"]),
    ],
    dependencies: [
        .package(name: "BDD", path: "../BDD"),
        .package(name: "ElementCore", path: "../ElementCore"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Reporting", dependencies: [
            .product(name: "BDD", package: "BDD"),
            .product(name: "ElementCore", package: "ElementCore"),
        ]),
        .executableTarget(name: "tabtestkit-report", dependencies: [
            "Reporting",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "ReportingTests", dependencies: [
            "Reporting",
            .product(name: "BDD", package: "BDD"),
            .product(name: "ElementCore", package: "ElementCore"),
            .product(name: "InMemoryDriver", package: "ElementCore"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
