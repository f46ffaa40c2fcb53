import ElementCore
import Foundation
import SystemApps
import Testing

@Suite("Per-test launch settings")
struct LaunchSettingsTests {
    @Test func aNewTestHasItsOwnUUID() {
        let uuid = UUID()
        AppLaunchSettings.using(.forNewTest(uuid: uuid)) {
            #expect(AppLaunchSettings.isScoped)
            #expect(App.shared.uuid == uuid)
            #expect(App.shared.launchEnvironment == [LaunchKey.uuid: uuid.uuidString])
            #expect(App.shared.launchArguments == [])
        }
    }

    @Test func parallelTestsDoNotShareSettings() async {
        let uuids = (0..<8).map { _ in UUID() }
        let seen = await withTaskGroup(of: (UUID, UUID?, [String]).self) { group in
            for uuid in uuids {
                group.addTask {
                    await AppLaunchSettings.using(.forNewTest(uuid: uuid)) {
                        App.shared.launchArguments.append(uuid.uuidString)
                        await Task.yield()
                        return (uuid, App.shared.uuid, App.shared.launchArguments)
                    }
                }
            }
            var all: [(UUID, UUID?, [String])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(seen.count == uuids.count)
        for (uuid, read, arguments) in seen {
            #expect(read == uuid)
            #expect(arguments == [uuid.uuidString])
        }
    }

    @Test func settingsAreKeyedByApp() {
        AppLaunchSettings.using(AppLaunchSettings()) {
            Springboard().launchArguments = ["-A"]
            #expect(Springboard().launchArguments == ["-A"])
            #expect(Safari().launchArguments == [])
            #expect(App.shared.uuid == nil)
        }
    }

    @Test func updatesAreAtomic() {
        let settings = AppLaunchSettings()
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            settings.update(.underTest) { $0.arguments.append("\(index)") }
        }
        #expect(settings.configuration(for: .underTest).arguments.count == 100)
        settings.removeAll()
        #expect(settings.configuration(for: .underTest).arguments.isEmpty)
    }

    @Test func outsideATestTheSettingsAreProcessWide() {
        #expect(!AppLaunchSettings.isScoped)
        #expect(AppLaunchSettings.current === AppLaunchSettings.processWide)
    }
}
