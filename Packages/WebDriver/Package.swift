// swift-tools-version: 6.0
import PackageDescription

// WebDriver: W3C WebDriver support for TABTestKit.
//
// Products, one layer each:
//   - W3CWebDriver: a standalone, synchronous W3C WebDriver client: classic commands and the
//     classic page channel only; reads no environment, starts no process.
//   - WebDriverBrowserControl: the connections that control a browser next to its session (CDP
//     and BiDi), isolated tabs, page states, input events, the DevTools page channel; its own
//     error type (BrowserControlError). Starts no process, reads no environment.
//   - WebDriverClient: managed browsers (Chromium, WebKit, remote ends; their processes, cleanup
//     and environment settings); re-exports both layers below. No other monorepo dependency.
//   - WebDriver: the engine over ElementCore's Engine protocol (Sources/WebDriver).
//
// AsyncHTTPClient (and so SwiftNIO) is linked on Linux only, where URLSession cannot parse
// chromedriver's responses. Apple platforms use URLSession, so Apple test bundles never link NIO.
// WebSocketKit (WebDriver BiDi, for one browser per worker with a user context per test) is
// Linux-only for the same reason; elsewhere each launch opens a new session.
let package = Package(
    name: "WebDriver",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "W3CWebDriver", targets: ["W3CWebDriver"]),
        .library(name: "WebDriverBrowserControl", targets: ["WebDriverBrowserControl"]),
        .library(name: "WebDriverClient", targets: ["WebDriverClient"]),
        .library(name: "WebDriver", targets: ["WebDriver"]),
        .executable(name: "webdriver-latency", targets: ["WebDriverLatency"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(name: "ElementCore", path: "../ElementCore"),
    ],
    targets: [
        .target(
            name: "W3CWebDriver",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(
                    name: "AsyncHTTPClient",
                    package: "async-http-client",
                    condition: .when(platforms: [.linux])
                ),
            ]
        ),
        .target(
            name: "WebDriverBrowserControl",
            dependencies: [
                "W3CWebDriver",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "WebSocketKit", package: "websocket-kit", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "WebDriverClient",
            dependencies: [
                "W3CWebDriver",
                "WebDriverBrowserControl",
                .product(name: "Logging", package: "swift-log"),
                .product(
                    name: "AsyncHTTPClient",
                    package: "async-http-client",
                    condition: .when(platforms: [.linux])
                ),
                .product(name: "WebSocketKit", package: "websocket-kit", condition: .when(platforms: [.linux])),
            ]
        ),
        // The page runtime's JavaScript ships as resources (Runtime/JavaScript, loaded through Bundle.module).
        .target(
            name: "WebDriver",
            dependencies: ["WebDriverClient", .product(name: "ElementCore", package: "ElementCore")],
            resources: [.copy("Runtime/JavaScript")]
        ),
        .executableTarget(
            name: "WebDriverLatency",
            dependencies: ["WebDriverClient"]
        ),
        .testTarget(
            name: "WebDriverEngineTests",
            dependencies: ["WebDriver", "WebDriverClient", .product(name: "ElementCore", package: "ElementCore"),
                           .product(name: "ElementCoreTestSupport", package: "ElementCore")]
        ),
        .testTarget(
            name: "WebDriverClientTests",
            dependencies: ["WebDriverClient", "WebDriverBrowserControl", "W3CWebDriver"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
