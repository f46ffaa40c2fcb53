import Foundation
import ElementCore
import InMemoryEngine
import Testing
import XCUIStyleExtensions

@Suite("Waiting for and asserting predicates")
struct WaitAndAssertTests {
    let signIn = Button(id: LoginAccessID.SignIn.signIn)

    @Test func waitUntilSeesAChangeMadeLater() {
        let driver = loginApp()
        withEngine(driver) {
            #expect(!signIn.waitUntil(predicates: [.isEnabled(true)], timeout: 0))
            driver.update { ui in
                ui.after(0.2) { later in later.setEnabled(true, LoginAccessID.SignIn.signIn.accessibilityID) }
            }
            #expect(signIn.waitUntil(predicates: [.isEnabled(true), .label(.equals, "Sign in")], timeout: 3))
        }
    }

    @Test func waitUntilTimesOutWithoutFailingTheTest() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                let start = Date()
                #expect(!signIn.waitUntil(predicate: .isEnabled(true), timeout: 0.3))
                #expect(Date().timeIntervalSince(start) >= 0.25)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func waitUntilWithOrLogicAndMissingElements() {
        let driver = loginApp()
        withEngine(driver) {
            #expect(signIn.waitUntil(predicates: [.isEnabled(true), .label(.beginsWith, "Sign")], logic: .or, timeout: 0))
            #expect(Button(id: "Nope").waitUntil(predicate: .exists(false), timeout: 0))
            #expect(!Button(id: "Nope").waitUntil(predicates: [], timeout: 0))
            #expect(Button(id: "Help").waitUntil(predicates: [], timeout: 0))
            driver.update { ui in ui.after(0.1) { later in later.remove("Help") } }
            #expect(Button(id: "Help").waitUntil(predicate: .exists(false), timeout: 3))
        }
    }

    @Test func waitUntilStopsAtOnceOnAnInvalidPredicate() {
        withEngine(loginApp()) {
            let start = Date()
            #expect(!signIn.waitUntil(predicate: .label(.matches, "["), timeout: 5))
            #expect(Date().timeIntervalSince(start) < 2)
        }
    }

    @Test func waitUntilWithoutAnEngineIsFalse() {
        #expect(!Button(id: "x").waitUntil(predicate: .exists(true), timeout: 0))
    }

    @Test func assertPassesSilentlyAndReturnsTheElement() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                let help = Button(id: "Help").assert(predicate: .isEnabled(true), timeout: 1)
                help.tap()
                Button(id: "Help").assert(predicates: [.exists(true), .label(.equals, "Help")], timeout: 1)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func assertFailsWithThePredicateTheQueryAndWhatWasSeen() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                _ = signIn.assert(predicate: .isEnabled(true), timeout: 0.2)
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.cause as? XCUIStyleFailure == XCUIStyleFailure(
            .timedOut, attempt: #"check Button "LoginAccessID_SignIn_signIn" against isEnabled == true"#,
            query: #"App › Button "LoginAccessID_SignIn_signIn""#, expected: "isEnabled == true",
            observed: #"button "Sign in" id=LoginAccessID_SignIn_signIn; isEnabled: false"#,
            description: failures.first?.cause.description ?? ""
        ))
        #expect(failures.first?.fileID.hasSuffix("WaitAndAssertTests.swift") == true)
    }

    @Test func assertOnAMissingElementSaysSo() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                _ = Button(id: "Nope", parent: View(id: "Ghost")).assert(predicate: .label(.equals, "x"), timeout: 0.1)
            }
        }
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(cause?.kind == .timedOut)
        #expect(cause?.expected == #"label == "x""#)
        #expect(cause?.observed == #"does not exist (no match for View "Ghost")"#)
    }

    @Test func assertShowsEveryAttributeThePredicateReads() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                _ = TextField(id: LoginAccessID.SignIn.phoneNumber)
                    .assert(predicates: [.value(.equals, "new"), .placeholder(.like, "P*"), .type(.textField)], timeout: 0)
            }
        }
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(cause?.kind == .timedOut)
        #expect(cause?.expected == #"(value == "new") AND (placeholderValue LIKE "P*") AND (elementType == 49)"#)
        #expect(cause?.observed?.contains(#"value: "old number", placeholderValue: "Phone", elementType: 49 (textField)"#) == true)
    }

    @Test func assertReportsAnInvalidPredicateAtOnce() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                _ = signIn.assert(predicate: .label(.matches, "("), timeout: 5)
            }
        }
        #expect(failures.count == 1)
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(cause?.kind == .invalidArgument)
        #expect(cause?.attempt == #"check Button "LoginAccessID_SignIn_signIn" against label MATCHES "(""#)
        #expect(cause?.detail?.hasPrefix("MATCHES needs an ICU regular expression") == true)
        #expect(cause?.reportFields?.kind == "invalidArgument")
    }

    @Test func assertReportsAmbiguousMatches() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                _ = Button(id: nil).matching(.label(.beginsWith, "Log")).assert(predicate: .isEnabled(true), timeout: 0)
            }
        }
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(cause?.kind == .timedOut)
        #expect(cause?.observed == #"2 elements match Button where label BEGINSWITH "Log""#)
        #expect(failures.first?.message.contains(#"[1] button "Log out""#) == true, "the matches are listed")
    }

    @Test func assertWithoutAnEngineExplainsHowToGetOne() {
        let failures = Failures.capture {
            _ = Button(id: "x").assert(predicate: .exists(true), timeout: 0)
        }
        #expect(failures.first?.message.contains("No engine to check Button against exists == true") == true)
    }

    @Test func assertBreakReturnsTheElementOrNil() {
        let (passed, none) = Failures.capture(returning: {
            withEngine(loginApp()) {
                Button(id: "Help").assertBreak(predicate: .exists(true), timeout: 0)
            }
        })
        #expect(passed?.id == "Help")
        #expect(none.isEmpty)

        var tapped = false
        let (broken, failures) = Failures.capture(returning: {
            withEngine(loginApp()) { () -> Button? in
                let result = signIn.assertBreak(predicate: .isEnabled(true), timeout: 0.1)
                result?.tap()
                tapped = result != nil
                return result
            }
        })
        #expect(broken == nil)
        #expect(!tapped)
        #expect(failures.count == 1, "the skipped tap records nothing more")
        #expect((failures.first?.cause as? XCUIStyleFailure)?.expected == "isEnabled == true")

        let (many, manyFailures) = Failures.capture(returning: {
            withEngine(loginApp()) {
                signIn.assertBreak(predicates: [.isEnabled(true), .exists(true)], logic: .or, timeout: 0)
            }
        })
        #expect(many != nil)
        #expect(manyFailures.isEmpty)
    }
}
