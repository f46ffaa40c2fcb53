import TABTestKit
import Foundation
import Testing

@Suite(.tabTestKit(engine: { InMemoryEngine(app: profileApp(), launched: false) }))
struct TraitTests: TABTestKitContexts {
    @Test func eachTestHasItsOwnEngineAndACleanLaunch() throws {
        let driver = try #require(currentEngine as? InMemoryEngine)
        let uuid = try #require(App.shared.uuid)
        #expect(driver.launchHistory.map(\.arguments) == [[LaunchKey.clean]])
        #expect(driver.launchHistory.first?.environment[LaunchKey.uuid] == uuid.uuidString)
        see(profileScreen)
        value(of: profileScreen.usernameLabel, is: "My username")
    }

    @Test(arguments: 0..<4)
    func parameterizedCasesAreScopedOneByOne(_ index: Int) throws {
        let driver = try #require(currentEngine as? InMemoryEngine)
        #expect(driver.launchHistory.count == 1)
        #expect(App.shared.uuid != nil)
    }

    @Test(.tabTestKit(
        engine: { InMemoryEngine(app: profileApp(), launched: false) },
        preLaunchSetup: { launch in
            App.shared.launchArguments.append("-Seeded")
            launch()
        }
    ))
    func aTestCanHaveItsOwnSetup() throws {
        let driver = try #require(currentEngine as? InMemoryEngine)
        #expect(driver.launchHistory.map(\.arguments) == [["-Seeded", LaunchKey.clean]])
    }
}

@Suite("withTABTestKit")
struct WithTABTestKitTests: TABTestKitContexts {
    @Test func theLifecycleAroundABlock() throws {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        let uuid = UUID()
        let seen = withTABTestKit(engine: driver, uuid: uuid) { () -> UUID? in
            see(profileScreen)
            return App.shared.uuid
        }
        #expect(seen == uuid)
        #expect(driver.launchHistory.first?.arguments == [LaunchKey.clean])
        #expect(try driver.state(of: .underTest) == .notRunning)
        #expect(currentEngine == nil)
    }

    @Test func customHooks() {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        let events = EventLog()
        withTABTestKit(
            engine: driver,
            preLaunchSetup: { _ in events.append("skipped the launch") },
            preTerminationTearDown: { terminate in
                events.append("tearing down")
                terminate()
            }
        ) {
            events.append("body")
        }
        #expect(events.events == ["skipped the launch", "body", "tearing down"])
        #expect(driver.launchHistory.isEmpty)
    }

    @Test func parallelTestsAreIsolated() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let driver = InMemoryEngine(app: profileApp(), launched: false)
                    let uuid = UUID()
                    return await withTABTestKit(engine: driver, uuid: uuid) { () async -> Bool in
                        await Task.yield()
                        return currentEngine === driver
                            && App.shared.uuid == uuid
                            && driver.launchHistory.first?.environment[LaunchKey.uuid] == uuid.uuidString
                    }
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
    }

    @Test func biometricsAreUnenrolledWhereTheEngineCan() throws {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        try driver.setBiometricsEnrolled(true)
        withTABTestKit(engine: driver) {}
        #expect(!driver.biometricsEnrolled)
    }

    @Test func enginesWithoutBiometricsAreSkippedSilently() {
        let driver = LimitedDriver(InMemoryEngine(app: profileApp(), launched: false))
        let recorded = Failures.capture { withTABTestKit(engine: driver) {} }
        #expect(recorded.map(\.message) == [])
    }
}

@Suite("Choosing an engine", .serialized)
struct EngineSelectionTests {
    @Test func theWebEngineNeedsTheAppsURL() {
        #expect(throws: TABTestKitEngineError.missingAppURL(variable: "TABTESTKIT_APP_URL")) {
            try TABTestKitEngine.platformDefault(environment: [:])
        }
        let message = TABTestKitEngineError.missingAppURL(variable: "TABTESTKIT_APP_URL").description
        #expect(message.hasPrefix("No engine for this test: set TABTESTKIT_APP_URL to the URL of the web app under test"))
    }

    @Test func theAppsURLMustBeAbsolute() {
        #expect(throws: TABTestKitEngineError.invalidAppURL(variable: "TABTESTKIT_APP_URL", value: "localhost")) {
            try TABTestKitEngine.platformDefault(environment: ["TABTESTKIT_APP_URL": "localhost"])
        }
    }

    @Test func theFactoryComesFirst() throws {
        let made = InMemoryEngine(app: profileApp())
        let other = InMemoryEngine(app: profileApp())
        TABTestKitEngine.defaultFactory = { made }
        defer { TABTestKitEngine.defaultFactory = nil }
        let chosen = try withEngine(other) { try TABTestKitEngine.makeDefaultEngine(environment: [:]) }
        #expect(chosen === made)
    }

    @Test func thenTheDriverInForce() throws {
        let scoped = InMemoryEngine(app: profileApp())
        let chosen = try withEngine(scoped) { try TABTestKitEngine.makeDefaultEngine(environment: [:]) }
        #expect(chosen === scoped)
    }
}
