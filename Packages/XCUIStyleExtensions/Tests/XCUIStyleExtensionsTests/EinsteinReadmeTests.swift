import ElementCore
import InMemoryEngine
import Testing
import XCUIStyleExtensions

/// Einstein's README examples, written with this package.
@Suite("Einstein's README examples")
struct EinsteinReadmeTests {
    typealias SignInPage = LoginAccessID.SignIn

    @Test func mergingPredicates() {
        let all: EasyPredicate = [.type(.button), .exists(true), .label(.beginsWith, "abc")].merged()
        #expect(all.format == #"(elementType == 9) AND (exists == true) AND (label BEGINSWITH "abc")"#)
        let any: EasyPredicate = [.type(.button), .exists(true), .label(.beginsWith, "abc")].merged(withLogic: .or)
        #expect(any.format == #"(elementType == 9) OR (exists == true) OR (label BEGINSWITH "abc")"#)
    }

    @Test func filteringAQueryByPredicate() {
        withEngine(loginApp()) {
            // Einstein: query.filter(predicate: .label(.beginsWith, "abc")).element
            let target = Button(id: nil).matching(.label(.beginsWith, "Sign"))
            #expect(target.label == "Sign in")
        }
    }

    @Test func prettyIdentifiers() {
        let str1 = LoginAccessID.SignUp.phoneNumber
        let str2 = LoginAccessID.SignUp.signUp
        let str3 = LoginAccessID.Forget.phoneNumber
        #expect(str1.accessibilityID == "phoneNumber")
        #expect(str2.accessibilityID == "signUp")
        #expect(str3.accessibilityID == "LoginAccessID_Forget_phoneNumber")
        #expect(str3.prettyRawValue == "LoginAccessID_Forget_phoneNumber")

        var forgetPhoneTextField = FakeView()
        forgetPhoneTextField <<< LoginAccessID.Forget.phoneNumber
        #expect(forgetPhoneTextField.accessibilityIdentifier == "LoginAccessID_Forget_phoneNumber")
    }

    @Test func typingThePhoneNumberToLogIn() {
        let driver = loginApp()
        let failures = Failures.capture {
            withEngine(driver) {
                driver.update { ui in ui.setEnabled(true, SignInPage.signIn.accessibilityID) }

                // The comparative sample (on Apple platforms `.element` is Einstein's XCUIElement,
                // from EinsteinXCUI, and EinsteinXCUITests run it).
                #if !TABTESTKIT_XCUI
                SignInPage.phoneNumber.element
                    .assertBreak(predicate: .exists(true))?
                    .clearAndType("MyPhoneNumber")
                #endif

                // Apply in UITest.
                TextField(id: SignInPage.phoneNumber).clearAndType("myPhoneNumber")
                SecureTextField(id: SignInPage.password).clearAndType("******")
                Button(id: SignInPage.signIn).assert(predicate: .isEnabled(true)).tap()

                #expect(TextField(id: SignInPage.phoneNumber).value == "myPhoneNumber")
            }
        }
        #expect(failures.isEmpty)
        #expect(driver.actionLog.last == #"tap button "Sign in" id=LoginAccessID_SignIn_signIn"#)
    }

    @Test func assertingADisabledSignInButtonFails() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                ElementConfiguration.with(quick) {
                    Button(id: SignInPage.signIn).assert(predicate: .isEnabled(true)).tap()
                }
            }
        }
        #expect(failures.count == 2, "the assertion, then the tap of a disabled button")
        #expect(failures.first?.message.contains("to match: isEnabled == true") == true)
        #expect(failures.last?.message.contains("it is disabled") == true)
    }
}
