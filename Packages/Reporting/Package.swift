// swift-tools-version: 6.0
// Reporting: what a run leaves behind — a live console log of steps, and on request a JSON
// report, an HTML page with screenshots and traces, JUnit XML, Cucumber JSON and Cucumber
// Messages, attachments stored once beside them. `tabtestkit report` (Packages/CLI, also
// installed as `tabtestkit-report`) renders any of them from the JSON.
//
// The library depends on BDD (step events) and ElementCore (screenshots, action traces).
import PackageDescription

let package = Package(
    name: "Reporting",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "Reporting", targets: ["Reporting"]),
    ],
    dependencies: [
        .package(name: "BDD", path: "../BDD"),
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(name: "Reporting", dependencies: [
            .product(name: "BDD", package: "BDD"),
            .product(name: "ElementCore", package: "ElementCore"),
        ]),
        .testTarget(name: "ReportingTests", dependencies: [
            "Reporting",
            .product(name: "BDD", package: "BDD"),
            .product(name: "ElementCore", package: "ElementCore"),
            .product(name: "InMemoryEngine", package: "ElementCore"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
