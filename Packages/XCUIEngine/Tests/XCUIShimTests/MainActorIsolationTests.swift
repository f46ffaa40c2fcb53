#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

/// Code written against the shim must be main-actor correct exactly as against Xcode 16's XCTest:
/// XCUI is `@MainActor`, imported as pre-concurrency (as Swift imports every Objective-C API), so
/// Swift 6 code is told about every call off the main actor (an error where it would need `await`,
/// the `ActorIsolatedCall` warning in synchronous code) and Swift 5 code that has not adopted
/// concurrency (plain XCTest methods) compiles as it does on Apple.
@MainActor
private func driveOnTheMainActor() -> Bool {
    let app = XCUIApplication()
    app.launch()
    app.buttons["login"].tap()
    XCUIDevice.shared.press(.home)
    _ = XCUIScreen.main.screenshot()
    return app.staticTexts["status"].waitForExistence(timeout: 0.1)
}

private func driveFromATask() async -> Int {
    await MainActor.run { XCUIApplication().cells.count }
}

extension ShimTests {
    @Suite("Main-actor isolation")
    struct MainActorIsolation {
        @Test @MainActor func apiIsUsableOnTheMainActor() {
            installDemoApp()
            #expect(driveOnTheMainActor())
        }

        @Test func apiIsUsableFromTasksViaTheMainActor() async {
            await MainActor.run { _ = installDemoApp() }
            #expect(await driveFromATask() == 3)
        }

        // MARK: Compiler checks (type-check snippets against the built module with swiftc)

        static let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        static var modulesDirectory: URL? {
            let build = packageRoot.appendingPathComponent(".build")
            let candidates = ["debug/Modules", "debug", "release/Modules", "release"]
            return candidates.map { build.appendingPathComponent($0) }.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("XCUIShim.swiftmodule").path)
            }
        }

        static var swiftc: URL? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }

        static var canTypeCheck: Bool { modulesDirectory != nil && swiftc != nil }

        /// Returns (exit status, diagnostics).
        static func typeCheck(_ source: String, swiftVersion: String = "6", flags: [String] = []) throws -> (Int32, String) {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("xcuishim-typecheck-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("snippet.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = swiftc
            process.arguments = [
                "-typecheck", "-swift-version", swiftVersion, "-I", modulesDirectory!.path,
                "-module-cache-path", directory.appendingPathComponent("cache").path, file.path,
            ] + flags
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: output, as: UTF8.self))
        }

        @Test(.enabled(if: canTypeCheck, "needs swiftc on PATH and a built XCUIShim module"))
        func mainActorCodeTypeChecks() throws {
            let (status, output) = try Self.typeCheck("""
                import Foundation
                import XCUIShim

                @MainActor func drive() -> Bool {
                    let app = XCUIApplication(bundleIdentifier: "com.example")
                    app.launchArguments += ["-uiTests"]
                    app.launch()
                    app.alerts["Error"].buttons["OK"].tap()
                    app.textFields.firstMatch.typeText("hi" + XCUIKeyboardKey.delete.rawValue)
                    app.cells.element(boundBy: 0).coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
                    let predicate = NSPredicate(format: "label BEGINSWITH[c] %@", "ok")
                    _ = app.buttons.matching(predicate).count
                    XCUIDevice.shared.press(.home)
                    _ = XCUIScreen.main.screenshot().pngRepresentation
                    _ = try? app.snapshot().children
                    return app.wait(for: .runningForeground, timeout: 1) && app.buttons["Done"].waitForExistence(timeout: 1)
                }
                """)
            #expect(status == 0, "\(output)")
        }

        static let offTheMainActor = """
            import Foundation
            import XCUIShim

            func makeApp() -> XCUIApplication { XCUIApplication() }
            func tapIt(_ element: XCUIElement) { element.tap() }
            func countIt(_ query: XCUIElementQuery) -> Int { query.count }
            func pressHome() { XCUIDevice.shared.press(.home) }
            func shoot() { _ = XCUIScreen.main.screenshot() }
            func point(_ coordinate: XCUICoordinate) -> CGPoint { coordinate.screenPoint }
            """

        static func isolationDiagnostics(_ output: String, _ kind: String) -> [Substring] {
            output.split(separator: "\n").filter { $0.contains("\(kind):") && $0.contains("main actor-isolated") }
        }

        @Test(.enabled(if: canTypeCheck, "needs swiftc on PATH and a built XCUIShim module"))
        func swift6SynchronousCodeOffTheMainActorIsDiagnosedAndRefusedAsErrors() throws {
            // Diagnosed, as Apple's XCUI is in Swift 6: the `ActorIsolatedCall` warning…
            let (status, output) = try Self.typeCheck(Self.offTheMainActor)
            #expect(status == 0, "\(output)")
            #expect(Self.isolationDiagnostics(output, "warning").count >= 6, "\(output)")
            // …which a Swift 6 project refuses with `-Werror ActorIsolatedCall` (SwiftPM:
            // `.treatWarning("ActorIsolatedCall", as: .error)`), or with warnings as errors.
            let (strictStatus, strictOutput) = try Self.typeCheck(Self.offTheMainActor, flags: ["-Werror", "ActorIsolatedCall"])
            #expect(strictStatus != 0)
            #expect(Self.isolationDiagnostics(strictOutput, "error").count >= 6, "\(strictOutput)")
        }

        @Test(.enabled(if: canTypeCheck, "needs swiftc on PATH and a built XCUIShim module"))
        func swift6AsynchronousCodeOffTheMainActorIsRejected() throws {
            let (status, output) = try Self.typeCheck("""
                import Foundation
                import XCUIShim

                func tapLater(_ element: XCUIElement) async { element.tap() }
                func countElsewhere() { Task.detached { _ = XCUIApplication().cells.count } }
                """)
            #expect(status != 0)
            let errors = output.split(separator: "\n").filter { $0.contains("error:") && $0.contains("is 'async' but is not marked with 'await'") }
            #expect(errors.count >= 2, "\(output)")
        }

        @Test(.enabled(if: canTypeCheck, "needs swiftc on PATH and a built XCUIShim module"))
        func swift5CodeThatHasNotAdoptedConcurrencyCompilesAsOnApple() throws {
            let (status, output) = try Self.typeCheck(Self.offTheMainActor + """

                final class Page {
                    var app: XCUIApplication { XCUIApplication() }
                    func verify() -> String { app.staticTexts["Detail"].label + app.buttons["OK"].description }
                }
                """, swiftVersion: "5")
            #expect(status == 0, "\(output)")
            #expect(!output.contains("warning:") && !output.contains("error:"), "\(output)")
        }
    }
}
#endif
