import BDD
import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("Step bodies by reference")
struct StepReferenceTests: TABTestKitContexts {
    private func driver() -> InMemoryEngine {
        profileDriver(otherApps: [
            SystemBundleIdentifier.settings: settingsApp(),
            SystemBundleIdentifier.safari: InMemoryApp { InMemoryNode(.textField, id: "Address") },
        ])
    }

    @Test func zeroArgumentFunctionsAreStepBodiesWithoutParentheses() {
        let driver = driver()
        expectNoFailures(on: driver) {
            Given(I: backgroundTheApp)
            When(I: foregroundTheApp)
            And(the: deviceBiometricsAreEnabled)
            And(deviceBiometricsAreDisabled)
            And(I: successfullyAuthenticateBiometrics)
            And(I: failToAuthenticateBiometrics)
            And(I: openSafari)
            And(I: openSystemPreferences)
            And(I: terminateSystemPreferences)
            And(I: resetAllPrivacyPrompts)
            And(I: relaunchTheApp)
            And(I: terminateTheApp)
            Then(I: launchTheApp)
        }
        #expect(driver.launchHistory.count == 2)
    }

    @Test func callsAndClosuresWorkToo() {
        let driver = driver()
        expectNoFailures(on: driver) {
            let background: () -> Void = { backgroundTheApp() }
            let foreground: () -> Void = foregroundTheApp
            Given(I: background)
            When(I: foreground())
            Then(I: launchTheApp(clean: true))
            Step(I: terminateTheApp)
        }
        #expect(driver.launchHistory.last?.arguments == [LaunchKey.clean])
    }

    @Test func aFailingReferencePointsAtItsStep() {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { Given(I: backgroundTheApp) }
        #expect(recorded.count == 1)
        #expect(recorded.first?.line == line)
        #expect(recorded.first?.fileID.hasSuffix("StepReferenceTests.swift") == true)
        // SystemApps' failure: the engine's refusal, retried until the deadline.
        let cause = recorded.first?.elementFailure
        #expect(cause?.kind == "engine")
        #expect(cause?.attempt == "send App (the app under test) to the background")
        #expect(cause?.timeout == 0.3)
        #expect(recorded.first?.message.contains("Step:      Given I backgroundTheApp") == true)
    }

    @Test func aFailingCallInAStepPointsAtTheStepAndNamesTheCall() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { When(I: tap(Button(id: "Sign up"))) }
        #expect(recorded.count == 1)
        #expect(recorded.first?.line == line)
        #expect(recorded.first?.message.contains("Step:      When I tap(Button(id: \"Sign up\"))") == true)
        #expect(recorded.first?.message.contains("Called at: ContextsTests/StepReferenceTests.swift:\(line)") == true)
    }

    @Test func aValueThatArrivesLateDoesNotFailTheStep() {
        let driver = profileDriver()
        var outcome: StepOutcome?
        expectNoFailures(on: driver) {
            outcome = Then(the: value(of: Label(id: "Toast"), is: "Saved", timeout: 5)).record.outcome
        }
        #expect(outcome == .passed)
    }
}
