import Foundation
import ElementCore
import InMemoryEngine
import Testing
import XCUIStyleExtensions

@Suite("Conveniences on the in-memory engine")
struct ConvenienceTests {
    let phone = TextField(id: LoginAccessID.SignIn.phoneNumber)
    let password = SecureTextField(id: LoginAccessID.SignIn.password)
    let remember = Switch(id: "rememberMe")

    @Test func clearAndTypeReplacesTheText() {
        let driver = loginApp()
        withEngine(driver) {
            #expect(phone.value == "old number")
            phone.clearAndType("0123456789")
            #expect(phone.value == "0123456789")
            phone.clearAndType("").clearAndType("42")
            #expect(phone.value == "42")
        }
        #expect(driver.actionLog.contains(#"clear text textField id=LoginAccessID_SignIn_phoneNumber"#))
    }

    @Test func tapAndTypeAppendsAfterTapping() {
        let driver = loginApp()
        withEngine(driver) {
            phone.tapAndType(" and more")
            #expect(phone.value == "old number and more")
        }
        #expect(Array(driver.actionLog.suffix(2)) == [
            "tap textField id=LoginAccessID_SignIn_phoneNumber",
            #"type " and more" textField id=LoginAccessID_SignIn_phoneNumber"#,
        ])
    }

    @Test func secureTextStaysSecretEvenThroughAGenericElement() {
        let driver = loginApp()
        withEngine(driver) {
            password.clearAndType("hunter2")
            #if !TABTESTKIT_XCUI  // on Apple platforms `.element` is Einstein's XCUIElement (EinsteinXCUI)
            LoginAccessID.SignIn.password.element.clearAndType("s3cret")
            LoginAccessID.SignIn.password.element.type("!")
            #endif
            #expect(password.value == "•••••••")
        }
        #expect(!driver.actionLog.joined().contains("hunter2"))
        #expect(!driver.actionLog.joined().contains("s3cret"))
        #expect(!driver.actionLog.contains { $0.contains(#"type "!""#) })
        #expect(driver.actionLog.contains("type 6 secure characters secureTextField id=LoginAccessID_SignIn_password"))
    }

    @Test func clearAndTypeStopsAfterAFailedClear() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                ElementConfiguration.with(quick) {
                    _ = TextField(id: "Nope").clearAndType("x")
                }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(#"Could not clear text TextField "Nope" within 0.30 s: it does not exist"#) == true)
    }

    @Test func setSwitchChangesOnlyWhenNeeded() {
        let driver = loginApp()
        let failures = Failures.capture {
            withEngine(driver) {
                remember.setSwitch(on: false)
                #expect(remember.value == .off)
                remember.setSwitch(on: true)
                #expect(remember.value == .on)
                remember.setSwitch(on: true)
                #expect(remember.value == .on)
                remember.setSwitch(on: false)
                #expect(remember.value == .off)
            }
        }
        #expect(failures.isEmpty, "unlike adjust(to:), an unchanged switch is not a failure")
        #expect(driver.actionLog.filter { $0.hasPrefix("tap switch") }.count == 2)
    }

    @Test func setSwitchOnAMissingSwitchFailsOnce() {
        let failures = Failures.capture {
            withEngine(loginApp()) {
                ElementConfiguration.with(quick) {
                    _ = Switch(id: "Nope").setSwitch(on: true)
                }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(#"Could not find Switch "Nope""#) == true)
        #expect(failures.first?.fileID.hasSuffix("ConvenienceTests.swift") == true)
    }

    @Test func forceTapTapsTheMiddleEvenWhenCovered() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.button, label: "Behind").onTap { ui in ui.setLabel("Tapped", of: "Behind") }
                .frame(CGRect(x: 0, y: 0, width: 100, height: 44))
            InMemoryNode(.other, label: "Overlay").modal().frame(CGRect(x: 0, y: 0, width: 390, height: 844))
        })
        let failures = Failures.capture {
            withEngine(driver) {
                ElementConfiguration.with(quick) {
                    Button(id: "Behind").tap()
                }
            }
        }
        #expect(failures.first?.message.contains("covered by other \"Overlay\"") == true)
        withEngine(driver) {
            Button(id: "Behind").forceTap()
            #expect(Button(id: "Tapped").exists)
        }
        #expect(driver.actionLog.last == #"tap at (0.50, 0.50) button "Tapped""#)
    }

    @Test func tapIfExistsTapsOnlyWhatIsThere() {
        let driver = loginApp()
        let failures = Failures.capture {
            withEngine(driver) {
                #expect(Button(id: "Help").tapIfExists())
                #expect(!Button(id: "What's new").tapIfExists())
                #expect(!Button(id: "What's new").tapIfExists(timeout: 0.1))
            }
        }
        #expect(failures.isEmpty)
        #expect(driver.actionLog == [#"tap button "Help""#])
    }

    @Test func tapIfExistsWaitsForSomethingThatShowsUp() {
        let driver = loginApp()
        withEngine(driver) {
            driver.update { ui in
                ui.after(0.1) { later in later.add(InMemoryNode(.button, label: "What's new")) }
            }
            #expect(Button(id: "What's new").tapIfExists(timeout: 3))
        }
    }

    @Test func hideKeyboardTapsAHidingKey() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.textField, id: "field")
            InMemoryNode(.keyboard, id: "kb") {
                InMemoryNode(.key, label: "a")
                InMemoryNode(.button, id: "Return", label: "return").onTap { ui in ui.remove("kb") }
            }
        })
        withEngine(driver) {
            #expect(keyboard.exists)
            TextField(id: "field").hideKeyboard()
            #expect(!keyboard.exists)
            TextField(id: "field").hideKeyboard()
        }
        #expect(driver.actionLog == [#"tap button "return" id=Return"#])
    }

    @Test func hideKeyboardPrefersHideKeyboardAndAcceptsOtherKeys() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.keyboard) {
                InMemoryNode(.key, label: "Go")
                InMemoryNode(.button, label: "Return")
                InMemoryNode(.key, label: "Hide keyboard")
            }
        })
        withEngine(driver) {
            #expect(keyboard.hide())
            #expect(keyboard.hide(keys: ["Go"]))
        }
        #expect(driver.actionLog == [#"tap key "Hide keyboard""#, #"tap key "Go""#])
    }

    @Test func hideKeyboardWithNoHidingKeyFails() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.keyboard) { InMemoryNode(.key, label: "a") }
        })
        let failures = Failures.capture {
            withEngine(driver) { _ = Application.underTest.hideKeyboard() }
        }
        let cause = failures.first?.cause as? XCUIStyleFailure
        #expect(cause?.kind == .notFound)
        #expect(cause?.attempt == "hide the keyboard")
        #expect(cause?.detail == #""Hide keyboard", "Done", "Return""#)
    }
}
