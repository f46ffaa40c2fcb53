import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// A login screen identified by its header.
struct LoginScreen: Screen {
    let trait = Header(id: "Welcome")
    let logInButton = Button(id: "Log in")
}

/// A feed that scrolls as a whole.
struct FeedScreen: ScrollableScreen {
    let trait = ScrollView(id: "Feed")
    let lastPost = Label(id: "Post 29")
}

@Suite("Screens")
struct ScreenTests {
    static func feedApp() -> InMemoryEngine {
        app {
            InMemoryNode(.scrollView, id: "Feed") {
                for post in 0..<30 { InMemoryNode(.staticText, label: "Post \(post)") }
            }
        }
    }

    @Test func waitForChecksTheTrait() {
        expectNoFailures(on: profileApp()) {
            #expect(profileScreen.waitFor())
            #expect(profileScreen.determine())
            #expect(!LoginScreen().determine(timeout: 0))
        }
    }

    @Test func waitForRequiresExistsHittableAndVisible() throws {
        let driver = app {
            InMemoryNode(.other, label: "Welcome")
            InMemoryNode(.other, label: "Spinner").modal().frame(screenRect)
        }
        #expect(causes(on: driver) { LoginScreen().waitFor() } == [Cause(
            .timedOut(expected: "exists, hittable, visible", observed: "exists, not hittable (covered by other \"Spinner\"), visible"),
            attempt: "Header \"Welcome\" to be: exists, hittable, visible", timeout: 0.3
        )])
        withEngine(driver) { #expect(!LoginScreen().determine(timeout: 0.1)) }
        driver.update { ui in ui.remove("Spinner") }
        expectNoFailures(on: driver) { #expect(LoginScreen().waitFor()) }
    }

    @Test func waitForAbsence() throws {
        let driver = profileApp()
        expectNoFailures(on: driver) {
            #expect(LoginScreen().waitForAbsence())
            profileScreen.logOutButton.tap()
            #expect(profileScreen.waitForAbsence())
            #expect(LoginScreen().waitFor())
        }
        #expect(causes(on: driver) { LoginScreen().waitForAbsence() }
            == [Cause(.timedOut(expected: "not exists", observed: "exists"), attempt: "Header \"Welcome\" to not be: exists", timeout: 0.3)])
    }

    @Test func determineNeverFails() {
        let recorded = messages(on: profileApp()) {
            #expect(!LoginScreen().determine(timeout: 0.1))
        }
        #expect(recorded.isEmpty)
    }

    @Test func screenFailuresPointAtTheCaller() throws {
        let line: UInt = #line + 2
        let recorded = failures(on: profileApp()) {
            LoginScreen().waitFor()
        }
        let failure = try #require(recorded.first)
        #expect(failure.line == line)
        #expect(failure.fileID.hasSuffix("ScreenTests.swift"))
    }

    @Test func scrollableScreenForwardsScrolling() {
        let driver = Self.feedApp()
        expectNoFailures(on: driver) {
            let feed = FeedScreen()
            #expect(feed.waitFor())
            #expect(feed.lastPost.determine(not: .visible, timeout: 0))
            for _ in 0..<10 where !feed.lastPost.determine(.visible, timeout: 0) { feed.scroll(.downwards) }
            #expect(feed.lastPost.determine(.visible, .hittable, timeout: 0))
        }
        #expect(driver.actionLog.first == "drag from (0.50, 0.50) to (0.50, 0.33) scrollView id=Feed")
    }
}
