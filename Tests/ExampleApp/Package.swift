// swift-tools-version: 6.0
//
// ExampleApp: the web app that plays the part of TABTestKit's iOS example app,
// plus a small SwiftNIO server (on threads of its own) that serves it and mocks its API.

import PackageDescription

let package = Package(
    name: "ExampleApp",
    platforms: [
        .macOS(.v10_15),
    ],
    products: [
        .library(name: "ExampleAppServer", targets: ["ExampleAppServer"]),
        .executable(name: "example-app-server", targets: ["example-app-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "ExampleAppServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Sources/ExampleAppServer"
        ),
        .executableTarget(
            name: "example-app-server",
            dependencies: [
                "ExampleAppServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/example-app-server"
        ),
        .testTarget(
            name: "ExampleAppServerTests",
            dependencies: ["ExampleAppServer"],
            path: "Tests/ExampleAppServerTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
