import ElementCore
import Foundation
import InMemoryEngine
import Testing

// These tests rely on no process-wide default driver: nothing in this test target calls
// `setDefaultEngine`, which is process-global.
@Suite("Engine selection")
struct EngineTests {
    @Test func noEngineSaysHowToProvideOne() throws {
        #expect(currentEngine == nil)
        let recorded = Failures.capture { Button(id: "x").tap() }
        let message = try #require(recorded.first?.message)
        #expect(recorded.count == 1)
        #expect(recorded.map(Cause.init) == [Cause(.noEngine, attempt: "tap Button")])
        #expect(message.hasPrefix("No engine to tap Button: this test has no driver."), "the text says what was tried")
        #expect(message.contains("TABTestCase"))
        #expect(message.contains("`.engine(…)` trait"))
        #expect(message.contains("`withEngine(driver) { … }`"))
        #expect(message.contains("`setDefaultEngine(driver)`"))
    }

    @Test func noEngineFailuresPointAtTheCall() throws {
        let line: UInt = #line + 1
        let recorded = Failures.capture { Button(id: "x").tap() }
        let failure = try #require(recorded.first)
        #expect(failure.line == line)
        #expect(failure.fileID.hasSuffix("EngineTests.swift"))
        #expect(failure.description == "\(failure.fileID):\(line): \(failure.message)")
    }

    @Test func noEngineForWaitsAndReads() {
        let recorded = Failures.capture {
            #expect(Label(id: "x").value == "")
            #expect(!Button(id: "x").waitFor(.exists))
            // Not "abc": secrets are process-wide, and another test may have typed that into a secure field.
            TextField(id: "x").type("shown text")
        }.map(Cause.init)
        #expect(recorded == [
            Cause(.noEngine, attempt: "read the value of Label \"x\""),
            Cause(.noEngine, attempt: "wait for Button to be: exists"),
            Cause(.noEngine, attempt: "type \"shown text\" TextField"),
        ])
    }

    @Test func determineWithoutAnEngineIsFalseAndSilent() {
        let recorded = Failures.capture {
            #expect(!Button(id: "x").determine(.exists, timeout: 1))
            #expect(!Button(id: "x").exists)
            #expect(ElementOperations.allMatches(of: Button()).isEmpty)
        }
        #expect(recorded.isEmpty)
    }

    @Test func usingScopesTheDriver() {
        let driver = profileApp()
        withEngine(driver) {
            #expect(currentEngine === driver)
            #expect(currentEngine?.name == "in-memory")
        }
        #expect(currentEngine == nil)
    }

    @Test func innerScopeWins() {
        let outer = app { InMemoryNode(.button, label: "Outer") }
        let inner = app { InMemoryNode(.button, label: "Inner") }
        withEngine(outer) {
            withEngine(inner) {
                #expect(Button(id: "Inner").exists)
                #expect(!Button(id: "Outer").exists)
            }
            #expect(Button(id: "Outer").exists)
        }
    }

    @Test func asyncScopeReachesChildTasks() async {
        let driver = app { InMemoryNode(.button, label: "Here") }
        let found = await withEngine(driver) { () async -> Bool in
            await Task { Button(id: "Here").exists }.value
        }
        #expect(found)
    }

    @Test func parallelTestsSeeTheirOwnDriver() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let driver = app { InMemoryNode(.button, label: "Button \(index)") }
                    return withEngine(driver) {
                        Button(id: "Button \(index)").exists && ElementOperations.allMatches(of: Button()).count == 1
                    }
                }
            }
            for await result in group { #expect(result) }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
