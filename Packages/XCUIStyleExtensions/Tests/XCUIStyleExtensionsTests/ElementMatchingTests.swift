import ElementCore
import InMemoryEngine
import Testing
import XCUIStyleExtensions

@Suite("Matching elements on the in-memory engine")
struct ElementMatchingTests {
    @Test func matchingFiltersAQuery() {
        let driver = loginApp()
        withEngine(driver) {
            let logOut = Button(id: nil).matching(.label(.endsWith, "out"))
            #expect(logOut.label == "Log out")
            logOut.tap()
            #expect(driver.actionLog.last == #"tap button "Log out""#)

            let enabledLog = Button(id: nil).matching(.label(.like, "Log*"), .label(.contains, "in"))
            #expect(enabledLog.label == "Log in")

            let either = Button(id: nil).matching(.label(.equals, "Help"), .label(.equals, "Nope"), logic: .or)
            #expect(either.exists)

            let unchanged = Button(id: "Help").matching()
            #expect(unchanged.filters.isEmpty)
        }
    }

    @Test func strictMatchingStillAppliesAndListsTheMatches() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                ElementConfiguration.with(quick) {
                    Button(id: nil).matching(.label(.beginsWith, "Log")).tap()
                }
            }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains(#"Could not tap Button where label BEGINSWITH "Log" within 0.30 s: 2 elements match Button where label BEGINSWITH "Log" and strict matching needs one"#))
        #expect(message.contains(#"Query:     App › Button where label BEGINSWITH "Log""#))
        #expect(message.contains(#"[0] button "Log in""#))
        #expect(message.contains(#"[1] button "Log out""#))
    }

    @Test func anIndexPicksOneOfSeveralMatches() {
        withEngine(loginApp()) {
            #expect(Button(id: nil).matching(.label(.beginsWith, "Log")).atIndex(1).label == "Log out")
        }
    }

    @Test func descendantsMatchingIsScopedToTheParentAndStrict() {
        withEngine(loginApp()) {
            let form = View(id: "LoginForm")
            let welcome = form.descendants(matching: .label(.equals, "Welcome"))
            #expect(welcome.type == .any)
            #expect(welcome.queryDescription == #"App › View "LoginForm" › Element where label == "Welcome""#)
            #expect(welcome.label == "Welcome")

            let help = form.descendants(matching: .label(.equals, "Help"))
            #expect(!help.exists, "Help is outside the form")
            #expect(Application.underTest.descendants(matching: .label(.equals, "Help")).exists)

            let typed = form.descendants(matching: .type(.switch), .identifier("rememberMe"))
            #expect(typed.accessibilityValue == "0")
        }
        let failures = Failures.capture {
            withEngine(loginApp()) {
                ElementConfiguration.with(quick) {
                    _ = View(id: "LoginForm").descendants(matching: .type(.button)).label
                }
            }
        }
        #expect(failures.first?.message.contains("3 elements match Element where elementType == 9 and strict matching needs one") == true)
    }

    @Test func firstMatchingHasAnExplicitIndex() {
        withEngine(loginApp()) {
            let first = View(id: "LoginForm").first(matching: .label(.beginsWith, "Log"))
            #expect(first.isIndexExplicit)
            #expect(first.index == 0)
            #expect(first.queryDescription == #"App › View "LoginForm" › Element where label BEGINSWITH "Log" [0]"#)
            #expect(first.label == "Log in")
            first.tap()
        }
    }

    @Test func childElementIsNilWhenNothingMatches() {
        withEngine(loginApp()) {
            let form = View(id: "LoginForm")
            #expect(form.childElement(predicate: .label(.beginsWith, "Log"))?.label == "Log in")
            #expect(form.childElement(predicate: .label(.equals, "Nope")) == nil)
            #expect(form.childElement(predicate: .label(.equals, "Help")) == nil)
        }
    }

    @Test func filtersAreEvaluatedOnEveryEngineCall() {
        withEngine(loginApp()) {
            let field = TextField(id: nil).matching(.placeholder(.equals, "Phone"))
            #expect(field.value == "old number")
            let secure = Application.underTest.first(matching: .placeholder(.beginsWith.caseInsensitive, "pass"))
            #expect(secure.exists)
        }
    }

    @Test func anInvalidPredicateFailsOnceWithTheReason() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                ElementConfiguration.with(quick) {
                    Button(id: nil).matching(.label(.matches, "(")).tap()
                }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(#"MATCHES needs an ICU regular expression, and "(" is not one"#) == true)
    }
}
