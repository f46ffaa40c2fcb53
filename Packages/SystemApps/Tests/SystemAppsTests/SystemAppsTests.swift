import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("System apps and their screens")
struct SystemAppsTests {
    @Test func bundleIdentifiers() {
        #expect(SystemPreferences().appTarget == .bundleIdentifier("com.apple.Preferences"))
        #expect(Safari().appTarget == .bundleIdentifier("com.apple.mobilesafari"))
        #expect(Springboard().appTarget == .bundleIdentifier("com.apple.springboard"))
        #expect(App.shared.appTarget == .underTest)
        #expect(Springboard().displayName == "Springboard (com.apple.springboard)")
    }

    @Test func appsAreParents() {
        let ok = Button(id: "OK", parent: Springboard())
        #expect(ok.queryDescription == "App(\"com.apple.springboard\") › Button \"OK\"")
        #expect(Label(id: "Name", parent: App.shared).queryDescription == Label(id: "Name").queryDescription)
    }

    @Test func settingsScreensWalkToTheResetSheet() {
        let log = EventLog()
        let driver = driverWithSystemApps(log: log)
        expectNoFailures(on: driver) {
            SystemPreferences().launch()
            #expect(systemPreferencesRootScreen.waitFor())
            systemPreferencesRootScreen.generalCell.tap()
            #expect(systemPreferencesGeneralScreen.waitFor())
            systemPreferencesGeneralScreen.resetCell.tap()
            #expect(systemPreferencesResetScreen.waitFor())
            systemPreferencesResetScreen.resetCell.tap()
            #expect(systemPreferencesResetScreen.confirmResetSheet.waitFor(.exists))
            systemPreferencesResetScreen.resetWarningsButton.tap()
            #expect(systemPreferencesResetScreen.confirmResetSheet.waitFor(not: .exists))
        }
        #expect(log.events == ["reset warnings"])
    }

    @Test func faceIDPromptUsesTypographicQuotes() {
        let prompt = Springboard().permissionPrompt(.faceID, for: "Example")
        #expect(prompt.title == "Do you want to allow \u{201C}Example\u{201D} to use Face ID?")
        #expect(prompt.dontAllowButton.id == "Don\u{2019}t Allow")
        #expect(prompt.allowButton.id == "OK")
        #expect(prompt.alert.queryDescription.hasPrefix("App(\"com.apple.springboard\") › Alert"))
    }

    @Test func answeringAPermissionPrompt() {
        let log = EventLog()
        let driver = driverWithSystemApps(log: log)
        expectNoFailures(on: driver) {
            Springboard().activate()
            let prompt = SystemAlert.permission(.faceID, for: "Example")
            #expect(prompt.waitFor())
            prompt.dontAllowButton.tap()
            #expect(prompt.alert.waitFor(not: .exists))
        }
        #expect(log.events == ["don't allow"])
    }

    @Test func aStraightApostropheDoesNotMatch() {
        let driver = driverWithSystemApps()
        let recorded = failures(on: driver) {
            Springboard().activate()
            SystemAlert.permission(.faceID, for: "Example").button("Don't Allow").tap()
        }
        #expect(recorded.first?.elementFailure?.kind == "notFound")
        #expect(recorded.first?.elementFailure?.attempt == "tap Button \"Don't Allow\"")
    }

    @Test func safariScreen() {
        let driver = driverWithSystemApps()
        expectNoFailures(on: driver) {
            Safari().activate()
            #expect(SystemApps.safariScreen.waitFor())
            #expect(SystemApps.safariScreen.addressBar.value == "example.com")
            #expect(SystemApps.safariScreen.openInAppBanner.waitFor())
            SystemApps.safariScreen.openInAppBanner.openButton.tap()
        }
        #expect(driver.actionLog.last == "tap button \"Open\"")
    }

    @Test func otherPromptsAndTheirAllowButtons() {
        let labels = SystemLabels.english
        #expect(SystemAlert.permission(.notifications, for: "X").title == "\u{201C}X\u{201D} Would Like to Send You Notifications")
        #expect(SystemAlert.permission(.notifications, for: "X").allowButton.id == labels.allow)
        #expect(SystemAlert.permission(.location, for: "X").allowButton.id == "Allow While Using App")
        #expect(PermissionKind.allCases.allSatisfy { $0.titleTemplate(in: labels).contains("%@") })
        #expect(Springboard().alert(titled: "Low Battery").okButton.id == "OK")
    }
}
