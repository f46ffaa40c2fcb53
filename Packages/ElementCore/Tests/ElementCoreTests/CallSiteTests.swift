import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("CallSite: where location-less calls point")
struct CallSiteTests {
    static func controlsApp() -> InMemoryEngine {
        app {
            InMemoryNode(.switch, label: "Wifi", value: "1")
            InMemoryNode(.slider, label: "Volume", value: "50%")
            InMemoryNode(.picker, label: "Colour") { InMemoryNode(.pickerWheel, value: "Red") }
        }
    }

    /// Runs `body` inside a call site scope at `line` of a made-up file.
    static func atFakeSite(line: UInt, _ body: () -> Void) {
        CallSite.with(fileID: "MyAppTests/ProfileTests.swift", filePath: "/src/MyAppTests/ProfileTests.swift", line: line, column: 9, operation: body)
    }

    @Test func scrollFailurePointsAtTheScopedLine() throws {
        let recorded = failures(on: Self.controlsApp()) {
            Self.atFakeSite(line: 4242) { ScrollView(id: "Missing").scroll(.downwards) }
        }
        let failure = try #require(recorded.first)
        #expect(failure.line == 4242)
        #expect(failure.fileID == "MyAppTests/ProfileTests.swift")
        #expect(failure.description.hasPrefix("MyAppTests/ProfileTests.swift:4242: Could not drag"))
    }

    @Test func adjustFailurePointsAtTheScopedLine() throws {
        let recorded = failures(on: Self.controlsApp()) {
            Self.atFakeSite(line: 17) { Switch(id: "Wifi").adjust(to: .on) }
            Self.atFakeSite(line: 18) { Slider(id: "Volume").adjust(to: 2) }
            Self.atFakeSite(line: 19) { Picker(id: "Colour").wheel(0).adjust(to: "Red") }
        }
        #expect(recorded.map(\.line) == [17, 18, 19])
        #expect(recorded.allSatisfy { $0.fileID == "MyAppTests/ProfileTests.swift" })
    }

    @Test func refreshAndValueReadsUseTheScopedLine() throws {
        let recorded = failures(on: Self.controlsApp()) {
            Self.atFakeSite(line: 7) { Table(id: "Missing").refresh() }
            Self.atFakeSite(line: 8) { _ = Button(id: "Missing").value }
            Self.atFakeSite(line: 9) { _ = Switch(id: "Missing").value }
        }
        #expect(recorded.map(\.line) == [7, 8, 9])
    }

    @Test func currentIsScoped() {
        #expect(CallSite.current == nil)
        Self.atFakeSite(line: 3) {
            #expect(CallSite.current?.line == 3)
            #expect(CallSite.current(or: CallSite()).line == 3)
        }
        let fallback = CallSite()
        #expect(CallSite.current(or: fallback).line == fallback.line)
        #expect("\(fallback.fileID)".hasSuffix("CallSiteTests.swift"))
    }

    @Test func explicitParametersWinOverTheScope() throws {
        let line: UInt = #line + 2
        let recorded = failures(on: Self.controlsApp()) {
            Self.atFakeSite(line: 99) { Button(id: "Missing").tap() }
        }
        // `tap` takes its own location: the scope is for location-less calls only.
        #expect(try #require(recorded.first).line == line)
    }
}
