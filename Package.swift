// swift-tools-version: 6.0
// TABTestKit, modular — the root manifest.
//
// SwiftPM consumers can only depend on a repository through its root manifest, so this file
// re-declares every package under Packages/ (each target points into Packages/<Name>/) and
// exposes each library as a product: depend on `BDD` alone, `XCUIStyleExtensions` alone, or
// the `TABTestKit` umbrella. Each Packages/<Name>/Package.swift still builds alone with
// relative-path dependencies (`make check-packages`); `make check-manifests` keeps the two
// in step. `make test` builds and tests everything through this file.
import PackageDescription

let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]
let bddSettings: [SwiftSetting] = [.define("BDD_APPLE_XCTEST", .when(platforms: applePlatforms))]
let runtimeSettings: [SwiftSetting] = [.define("TABTESTKIT_APPLE_XCTEST", .when(platforms: applePlatforms))]
let offApple: [Platform] = [.linux, .windows, .android]
/// `TABTESTKIT_XCUI`: XCUI is the platform's UI automation (Einstein's members return its types).
let xcuiTypes: [SwiftSetting] = [.define("TABTESTKIT_XCUI", .when(platforms: applePlatforms))]
/// What each Apple platform's XCUI lacks (mirrors Packages/XCUIEngine/Package.swift).
let xcuiConditions: [SwiftSetting] = [
    .define("XCUI_NO_TOUCH", .when(platforms: [.tvOS])),
    .define("XCUI_NO_TWO_FINGER_TAP", .when(platforms: [.macOS, .tvOS, .visionOS])),
    .define("XCUI_NO_PICKER_WHEELS", .when(platforms: [.macOS, .tvOS, .visionOS, .watchOS])),
    .define("XCUI_NO_HOME_BUTTON", .when(platforms: [.macOS])),
    .define("XCUI_NO_FOCUS", .when(platforms: [.macOS])),
]
/// EinsteinXCUI's settings (mirrors Packages/XCUIStyleExtensions/Package.swift).
let einsteinSettings: [SwiftSetting] = xcuiTypes + xcuiConditions

let package = Package(
    name: "TABTestKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "TestRuntime", targets: ["TestRuntime"]),
        .library(name: "PlatformTypes", targets: ["PlatformTypes"]),
        .library(name: "ElementCore", targets: ["ElementCore"]),
        .library(name: "InMemoryEngine", targets: ["InMemoryEngine"]),
        .library(name: "ElementCoreTestSupport", targets: ["ElementCoreTestSupport"]),
        .library(name: "BDD", targets: ["BDD"]),
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .library(name: "CucumberExpressions", targets: ["CucumberExpressions"]),
        .library(name: "TagExpressions", targets: ["TagExpressions"]),
        .library(name: "GherkinRunner", targets: ["GherkinRunner"]),
        .plugin(name: "GherkinFeatures", targets: ["GherkinFeatures"]),
        .library(name: "XCUIStyleExtensions", targets: ["XCUIStyleExtensions"]),
        .library(name: "EinsteinXCUI", targets: ["EinsteinXCUI"]),
        .library(name: "SystemApps", targets: ["SystemApps"]),
        .library(name: "Biometrics", targets: ["Biometrics"]),
        .library(name: "Contexts", targets: ["Contexts"]),
        .library(name: "XCUIEngine", targets: ["XCUIEngine"]),
        .library(name: "XCUIShim", targets: ["XCUIShim"]),
        .library(name: "TABTestKit", targets: ["TABTestKit"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        .executable(name: "tabtestkit-report", targets: ["tabtestkit-report"]),
        .library(name: "W3CWebDriver", targets: ["W3CWebDriver"]),
        .library(name: "WebDriverBrowserControl", targets: ["WebDriverBrowserControl"]),
        .library(name: "WebDriverClient", targets: ["WebDriverClient"]),
        .library(name: "WebDriver", targets: ["WebDriver"]),
        .library(name: "ExampleAppServer", targets: ["ExampleAppServer"]),
        .library(name: "InProcessEngine", targets: ["InProcessEngine"]),
        .library(name: "PageObjects", targets: ["PageObjects"]),
        .executable(name: "example-app-server", targets: ["example-app-server"]),
        .executable(name: "tabtestkit-bench", targets: ["tabtestkit-bench"]),
        .executable(name: "webdriver-latency", targets: ["WebDriverLatency"]),
        .library(name: "TABTestKitCLI", targets: ["TABTestKitCLI"]),
        .executable(name: "tabtestkit", targets: ["tabtestkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),  // Gherkin's tests only
    ],
    targets: [
        // Packages/TestRuntime
        .target(name: "TestRuntime", path: "Packages/TestRuntime/Sources/TestRuntime", swiftSettings: runtimeSettings),
        .testTarget(name: "TestRuntimeTests", dependencies: ["TestRuntime"], path: "Packages/TestRuntime/Tests/TestRuntimeTests",
                    swiftSettings: runtimeSettings),

        // Packages/ElementCore
        .target(name: "PlatformTypes", path: "Packages/ElementCore/Sources/PlatformTypes"),
        .target(name: "ElementCore", dependencies: ["PlatformTypes", "TestRuntime"], path: "Packages/ElementCore/Sources/ElementCore"),
        .target(name: "InMemoryEngine", dependencies: ["ElementCore"], path: "Packages/ElementCore/Sources/InMemoryEngine"),
        .target(name: "ElementCoreTestSupport", dependencies: ["ElementCore", "InMemoryEngine"],
                path: "Packages/ElementCore/Sources/ElementCoreTestSupport"),
        .testTarget(name: "InMemoryEngineTests", dependencies: ["InMemoryEngine", "ElementCoreTestSupport"],
                    path: "Packages/ElementCore/Tests/InMemoryEngineTests"),
        .testTarget(name: "ElementCoreTests", dependencies: ["ElementCore", "InMemoryEngine", "ElementCoreTestSupport"],
                    path: "Packages/ElementCore/Tests/ElementCoreTests"),

        // Packages/BDD
        .target(name: "BDD", dependencies: ["TestRuntime"], path: "Packages/BDD/Sources/BDD", swiftSettings: bddSettings),
        .testTarget(name: "BDDTests", dependencies: ["BDD"], path: "Packages/BDD/Tests/BDDTests", swiftSettings: bddSettings),

        // Packages/XCUIStyleExtensions
        .target(name: "XCUIStyleExtensions", dependencies: ["ElementCore"], path: "Packages/XCUIStyleExtensions/Sources/XCUIStyleExtensions",
                swiftSettings: xcuiTypes),
        .target(name: "EinsteinXCUI",
                dependencies: ["XCUIStyleExtensions", "ElementCore", "SystemApps", .target(name: "XCUIShim", condition: .when(platforms: offApple))],
                path: "Packages/XCUIStyleExtensions/Sources/EinsteinXCUI", swiftSettings: einsteinSettings),
        .testTarget(name: "XCUIStyleExtensionsTests", dependencies: ["XCUIStyleExtensions", "ElementCore", "InMemoryEngine"],
                    path: "Packages/XCUIStyleExtensions/Tests/XCUIStyleExtensionsTests", swiftSettings: xcuiTypes),
        .testTarget(name: "EinsteinXCUITests",
                    dependencies: ["EinsteinXCUI", "XCUIStyleExtensions", "ElementCore", "InMemoryEngine", "SystemApps",
                                   .target(name: "XCUIShim", condition: .when(platforms: offApple))],
                    path: "Packages/XCUIStyleExtensions/Tests/EinsteinXCUITests", swiftSettings: einsteinSettings),

        // Packages/SystemApps
        .target(name: "SystemApps", dependencies: ["ElementCore"], path: "Packages/SystemApps/Sources/SystemApps"),
        .testTarget(name: "SystemAppsTests", dependencies: ["SystemApps", "ElementCore", "InMemoryEngine"],
                    path: "Packages/SystemApps/Tests/SystemAppsTests"),

        // Packages/Biometrics
        .target(name: "Biometrics", dependencies: ["ElementCore"], path: "Packages/Biometrics/Sources/Biometrics"),
        .testTarget(name: "BiometricsTests", dependencies: ["Biometrics", "ElementCore", "InMemoryEngine", "WebDriver", "WebDriverClient"],
                    path: "Packages/Biometrics/Tests/BiometricsTests"),

        // Packages/Contexts
        .target(name: "Contexts", dependencies: ["ElementCore", "SystemApps", "Biometrics"],
                path: "Packages/Contexts/Sources/Contexts"),
        .testTarget(name: "ContextsTests", dependencies: ["Contexts", "ElementCore", "InMemoryEngine", "SystemApps", "BDD"],
                    path: "Packages/Contexts/Tests/ContextsTests"),

        // Packages/XCUIEngine
        .target(name: "XCUIShim", dependencies: ["PlatformTypes"], path: "Packages/XCUIEngine/Sources/XCUIShim"),
        .target(name: "XCUIEngine", dependencies: ["ElementCore", .target(name: "XCUIShim", condition: .when(platforms: offApple))],
                path: "Packages/XCUIEngine/Sources/XCUIEngine", swiftSettings: xcuiConditions),
        .testTarget(name: "XCUIShimTests", dependencies: ["XCUIShim"], path: "Packages/XCUIEngine/Tests/XCUIShimTests"),
        .testTarget(name: "XCUIEngineTests",
                    dependencies: ["XCUIEngine", .target(name: "XCUIShim", condition: .when(platforms: offApple)), "ElementCore", "ElementCoreTestSupport"],
                    path: "Packages/XCUIEngine/Tests/XCUIEngineTests"),

        // Packages/Reporting
        .target(name: "Reporting", dependencies: ["BDD", "ElementCore"], path: "Packages/Reporting/Sources/Reporting"),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "BDD", "ElementCore", "InMemoryEngine"],
                    path: "Packages/Reporting/Tests/ReportingTests"),

        // Packages/TABTestKit: the umbrella
        .target(name: "TABTestKit",
                dependencies: ["ElementCore", "InMemoryEngine", "BDD", "XCUIStyleExtensions", "EinsteinXCUI", "Biometrics", "SystemApps", "Contexts", "WebDriver",
                               "XCUIEngine", "Reporting", "GherkinRunner", "PageObjects"],
                path: "Packages/TABTestKit/Sources/TABTestKit"),
        .testTarget(name: "TABTestKitTests", dependencies: ["TABTestKit", .target(name: "XCUIShim", condition: .when(platforms: offApple))],
                    path: "Packages/TABTestKit/Tests/TABTestKitTests"),
        .testTarget(name: "QuickStartTests", dependencies: ["TABTestKit"], path: "Packages/TABTestKit/Tests/QuickStartTests"),

        // Packages/WebDriver
        .target(
            name: "W3CWebDriver",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(platforms: [.linux])),
            ],
            path: "Packages/WebDriver/Sources/W3CWebDriver"
        ),
        .target(
            name: "WebDriverBrowserControl",
            dependencies: [
                "W3CWebDriver",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "WebSocketKit", package: "websocket-kit", condition: .when(platforms: [.linux])),
            ],
            path: "Packages/WebDriver/Sources/WebDriverBrowserControl"
        ),
        .target(
            name: "WebDriverClient",
            dependencies: [
                "W3CWebDriver",
                "WebDriverBrowserControl",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(platforms: [.linux])),
                .product(name: "WebSocketKit", package: "websocket-kit", condition: .when(platforms: [.linux])),
            ],
            path: "Packages/WebDriver/Sources/WebDriverClient"
        ),
        .target(name: "WebDriver", dependencies: ["WebDriverClient", "ElementCore"], path: "Packages/WebDriver/Sources/WebDriver",
                resources: [.copy("Runtime/JavaScript")]),
        .executableTarget(name: "WebDriverLatency", dependencies: ["WebDriverClient"], path: "Packages/WebDriver/Sources/WebDriverLatency"),
        .testTarget(name: "WebDriverClientTests", dependencies: ["WebDriverClient", "WebDriverBrowserControl", "W3CWebDriver"], path: "Packages/WebDriver/Tests/WebDriverClientTests"),
        .testTarget(name: "WebDriverEngineTests", dependencies: ["WebDriver", "WebDriverClient", "ElementCore", "ElementCoreTestSupport"],
                    path: "Packages/WebDriver/Tests/WebDriverEngineTests"),

        // Packages/InProcessEngine
        .target(name: "InProcessUIKitCalls", path: "Packages/InProcessEngine/Sources/InProcessUIKitCalls"),
        .target(name: "InProcessEngine",
                dependencies: ["ElementCore", .target(name: "InProcessUIKitCalls", condition: .when(platforms: [.iOS, .visionOS, .macCatalyst]))],
                path: "Packages/InProcessEngine/Sources/InProcessEngine"),
        .testTarget(name: "InProcessEngineTests", dependencies: ["InProcessEngine", "ElementCore"],
                    path: "Packages/InProcessEngine/Tests/InProcessEngineTests"),
        .testTarget(name: "InProcessSeedExampleTests", dependencies: ["InProcessEngine"],
                    path: "Packages/InProcessEngine/Tests/InProcessSeedExampleTests"),

        // Packages/PageObjects
        .target(name: "PageObjects", dependencies: ["ElementCore", .target(name: "XCUIShim", condition: .when(platforms: offApple))],
                path: "Packages/PageObjects/Sources/PageObjects"),
        .testTarget(name: "PageObjectsTests",
                    dependencies: ["PageObjects", "ElementCore", "InMemoryEngine", .target(name: "XCUIShim", condition: .when(platforms: offApple))],
                    path: "Packages/PageObjects/Tests/PageObjectsTests"),

        // Packages/CLI: the `tabtestkit` command line
        .target(name: "TABTestKitCLI",
                dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser"), "ElementCore", "WebDriver", "WebDriverClient",
                               "Reporting", "TagExpressions"],
                path: "Packages/CLI/Sources/TABTestKitCLI", resources: [.copy("Resources/recorder.js")]),
        .executableTarget(name: "tabtestkit", dependencies: ["TABTestKitCLI"], path: "Packages/CLI/Sources/tabtestkit"),
        // `tabtestkit-report …` is an alias of `tabtestkit report …`.
        .executableTarget(name: "tabtestkit-report", dependencies: ["TABTestKitCLI"], path: "Packages/CLI/Sources/tabtestkit-report"),
        .testTarget(name: "TABTestKitCLITests", dependencies: ["TABTestKitCLI", "ElementCore", "WebDriver", "WebDriverClient", "Reporting"],
                    path: "Packages/CLI/Tests/TABTestKitCLITests"),

        // Tests/ExampleApp: the example web app's server
        .target(name: "ExampleAppServer",
                dependencies: [.product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                               .product(name: "NIOHTTP1", package: "swift-nio")],
                path: "Tests/ExampleApp/Sources/ExampleAppServer"),
        .executableTarget(
            name: "example-app-server",
            dependencies: ["ExampleAppServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/ExampleApp/Sources/example-app-server"
        ),
        .testTarget(name: "ExampleAppServerTests", dependencies: ["ExampleAppServer"], path: "Tests/ExampleApp/Tests/ExampleAppServerTests"),

        // Tools/
        .executableTarget(name: "tabtestkit-bench", dependencies: ["ElementCore", "InMemoryEngine", "WebDriver", "WebDriverClient"], path: "Tools/Benchmarks"),

        // Packages/Gherkin (the libraries have no dependencies; Yams reads the tests' YAML data)
        .target(name: "Gherkin", path: "Packages/Gherkin/Sources/Gherkin"),
        .target(name: "CucumberExpressions", path: "Packages/Gherkin/Sources/CucumberExpressions"),
        .target(name: "TagExpressions", path: "Packages/Gherkin/Sources/TagExpressions"),
        .target(name: "ConformanceData", path: "Packages/Gherkin/Tests/ConformanceData"),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "ConformanceData"], path: "Packages/Gherkin/Tests/GherkinTests"),
        .testTarget(name: "CucumberExpressionsTests",
                    dependencies: ["CucumberExpressions", "ConformanceData", .product(name: "Yams", package: "Yams")],
                    path: "Packages/Gherkin/Tests/CucumberExpressionsTests"),
        .testTarget(name: "TagExpressionsTests", dependencies: ["TagExpressions"], path: "Packages/Gherkin/Tests/TagExpressionsTests"),

        // Packages/GherkinRunner: feature files as tests; the plugin writes their Swift
        .target(name: "GherkinRunner", dependencies: ["Gherkin", "CucumberExpressions", "TagExpressions", "BDD"],
                path: "Packages/GherkinRunner/Sources/GherkinRunner"),
        .executableTarget(name: "gherkin-features", dependencies: ["Gherkin"], path: "Packages/GherkinRunner/Sources/gherkin-features"),
        .plugin(name: "GherkinFeatures", capability: .buildTool(), dependencies: ["gherkin-features"],
                path: "Packages/GherkinRunner/Plugins/GherkinFeatures"),
        .testTarget(name: "GherkinRunnerTests", dependencies: ["GherkinRunner", "BDD", "ElementCore", "InMemoryEngine", "Contexts"],
                    path: "Packages/GherkinRunner/Tests/GherkinRunnerTests", plugins: ["GherkinFeatures"]),

        // Tests/: cross-package tests
        .testTarget(name: "CrossEngineTests", dependencies: ["XCUIStyleExtensions", "ElementCore", "InMemoryEngine", "WebDriver"],
                    path: "Tests/CrossEngineTests"),
        .testTarget(name: "QuickStartWebTests", dependencies: ["TABTestKit", "ExampleAppServer"], path: "Tests/QuickStartWebTests"),
        // The web engine against served pages: Chromium as the oracle of roles and names, taps that navigate.
        .testTarget(name: "WebDriverPageTests", dependencies: ["WebDriver", "WebDriverClient", "ElementCore", "Contexts", "ExampleAppServer"],
                    path: "Tests/WebDriverPageTests", exclude: ["Pages"]),
        .testTarget(name: "AcceptanceTests", dependencies: ["BDD", "ElementCore", "InMemoryEngine"], path: "Tests/AcceptanceTests"),
        .testTarget(name: "InProcessContextsTests", dependencies: ["InProcessEngine", "Contexts", "BDD", "ElementCore", "PageObjects", "TABTestKit"],
                    path: "Tests/InProcessContextsTests"),
    ],
    swiftLanguageModes: [.v6]
)

// Tests/ExampleSuite, and the reporting acceptance test with its fixture
package.targets += [
    // `tabtestkit`: Screens and a scenario generated from the example app (golden files, run in
    // Chromium and regenerated byte for byte), a recorded scenario, and `tabtestkit test` on a
    // fixture that `make test` skips (it fails on purpose).
    .testTarget(name: "GeneratedScreensTests", dependencies: ["TABTestKit", "TABTestKitCLI", "WebDriver", "ExampleAppServer"],
                path: "Tests/GeneratedScreensTests"),
    .testTarget(name: "RecordedScenarioTests", dependencies: ["TABTestKit", "TABTestKitCLI", "WebDriver", "ExampleAppServer"],
                path: "Tests/RecordedScenarioTests"),
    .testTarget(name: "CLIFixture", dependencies: [], path: "Tests/CLIFixture"),
    .testTarget(name: "CLIAcceptanceTests", dependencies: ["TABTestKitCLI", "ExampleAppServer", "Reporting"], path: "Tests/CLIAcceptanceTests"),
    .testTarget(name: "ReportingFixture", dependencies: ["TABTestKit"], path: "Tests/ReportingFixture"),
    .testTarget(name: "ReportingAcceptanceTests", dependencies: ["ExampleAppServer", "WebDriverClient"], path: "Tests/ReportingAcceptanceTests"),
    .testTarget(
        name: "ExampleSuite",
        dependencies: ["TABTestKit", "BDD", "Contexts", "SystemApps", "ElementCore", "WebDriver", "ExampleAppServer", "PageObjects", "GherkinRunner", "Reporting",
                       "WebDriverClient"],  // SecretLeakTests searches the managed driver's folder,
        path: "Tests/ExampleSuite",
        plugins: ["GherkinFeatures"]
    ),
    // Faults injected mid-test (`make faults`), and hung or failing endpoints.
    .testTarget(name: "FaultTests", dependencies: ["TABTestKit", "WebDriver", "WebDriverClient", "ElementCore", "ExampleAppServer"],
                path: "Tests/FaultTests"),
    // Tests in parallel against the in-process example app (`make parallel-check`).
    .testTarget(name: "ParallelTests", dependencies: ["TABTestKit", "ExampleAppServer"], path: "Tests/ParallelTests"),
    // The peer benchmark's suite: run only by `make bench-peers` (skipped by `make test`).
    .testTarget(name: "PeerBenchSuite", dependencies: ["TABTestKit"], path: "Tests/PeerBenchSuite"),
    // Playwright's TodoMVC tests against eight third-party TodoMVC apps read in place at
    // ../shared/conformance/todomvc: run only by `make conformance` (skipped by `make test`).
    .testTarget(name: "TodoMVCConformance", dependencies: ["TABTestKit", "ExampleAppServer"], path: "Tests/TodoMVCConformance"),
]
