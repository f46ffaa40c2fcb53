import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Predefined elements: types, helpers and queries")
struct PredefinedElementTests {
    @Test func typesAndKindNames() {
        let elements: [(any Element, ElementType, String)] = [
            (View(), .other, "View"), (Header(), .other, "Header"), (Label(), .staticText, "Label"),
            (Button(), .button, "Button"), (ScrollView(), .scrollView, "ScrollView"), (Table(), .table, "Table"),
            (CollectionView(), .collectionView, "CollectionView"), (Cell(), .cell, "Cell"),
            (TextField(), .textField, "TextField"), (SecureTextField(), .secureTextField, "SecureTextField"),
            (TextView(), .textView, "TextView"), (Keyboard(), .keyboard, "Keyboard"), (Keyboard.Key(), .key, "Key"),
            (NavBar(), .navigationBar, "NavBar"), (TabBar(), .tabBar, "TabBar"), (Alert(), .alert, "Alert"),
            (Sheet(), .sheet, "Sheet"), (ActivitySheet(), .other, "ActivitySheet"), (Switch(), .switch, "Switch"),
            (Slider(), .slider, "Slider"), (Stepper(), .stepper, "Stepper"),
            (SegmentedControl(), .segmentedControl, "SegmentedControl"), (Picker(), .picker, "Picker"),
            (DatePicker(), .datePicker, "DatePicker"), (PickerWheel(), .pickerWheel, "PickerWheel"),
            (PageIndicator(), .pageIndicator, "PageIndicator"), (WebView(), .webView, "WebView"),
            (Image(), .image, "Image"), (Icon(), .icon, "Icon"),
        ]
        for (element, type, kind) in elements {
            #expect(element.type == type, "\(kind)")
            #expect(element.kindName == kind)
            if kind == "Key" {
                #expect(element.parent is Keyboard, "keys default to the keyboard")
            } else {
                #expect(element.parent is Application, "\(kind) defaults to the app under test")
            }
            #expect(element.isIndexExplicit == false, "\(kind) has no index by default")
        }
    }

    @Test func keyParentIsTheKeyboard() {
        #expect(keyboard.key("a").queryDescription == "App › Keyboard › Key \"a\"")
        #expect(Keyboard.Key(id: "b").queryDescription == "App › Keyboard › Key \"b\"")
    }

    @Test func helpersBuildScopedQueries() {
        #expect(NavBar().header.queryDescription == "App › NavBar › Header where has a label [0]")
        #expect(NavBar(id: "Settings").button(withID: "Back").queryDescription == "App › NavBar \"Settings\" › Button \"Back\"")
        #expect(TabBar().button(withID: "Home").queryDescription == "App › TabBar › Button \"Home\"")
        #expect(Stepper(id: "Quantity").incrementButton.queryDescription == "App › Stepper \"Quantity\" › Button \"Increment\"")
        #expect(Stepper(id: "Quantity").decrementButton.queryDescription == "App › Stepper \"Quantity\" › Button \"Decrement\"")
        #expect(SegmentedControl(index: 1).button(withID: "Map").queryDescription == "App › SegmentedControl [1] › Button \"Map\"")
        #expect(Picker(id: "Colour").wheel(1).queryDescription == "App › Picker \"Colour\" › PickerWheel [1]")
        #expect(DatePicker().wheel(0).queryDescription == "App › DatePicker › PickerWheel [0]")
        #expect(Table().header(withID: "Section").queryDescription == "App › Table › Header \"Section\"")
    }

    @Test func viewHeaderLabelImageIcon() {
        let driver = app {
            InMemoryNode(.other, id: "ProfileView") {
                InMemoryNode(.other, label: "My Profile")
                InMemoryNode(.staticText, id: "UsernameLabel", label: "kane")
                InMemoryNode(.image, id: "avatar", label: "A smiling face")
                InMemoryNode(.icon, label: "Settings")
            }
        }
        expectNoFailures(on: driver) {
            #expect(View(id: "ProfileView").exists)
            #expect(Header(id: "My Profile").value == "My Profile")
            #expect(Label(id: "UsernameLabel", parent: View(id: "ProfileView")).value == "kane")
            #expect(Image(id: "avatar").value == "A smiling face")
            #expect(Icon(id: "Settings").waitFor(.hittable))
        }
    }

    @Test func textFieldPlaceholderAndValue() {
        let driver = app {
            InMemoryNode(.textField, label: "Email", value: "Email address", placeholder: "Email address")
            InMemoryNode(.textField, label: "Name")
            InMemoryNode(.secureTextField, label: "Password", placeholder: "Required")
        }
        expectNoFailures(on: driver) {
            let email = TextField(id: "Email")
            #expect(email.placeholder == "Email address")
            #expect(email.value == "", "only the placeholder shows")
            email.type("me@example.com")
            #expect(email.value == "me@example.com")
            #expect(email.placeholder == "Email address")
            #expect(TextField(id: "Name").value == "")
            #expect(TextField(id: "Name").placeholder == "")
            #expect(SecureTextField(id: "Password").placeholder == "Required")
            #expect(SecureTextField(id: "Password").value == "")
        }
    }

    @Test func navBarHeaderAndButtons() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.navigationBar, id: "Settings") {
                InMemoryNode(.button, label: "Back").onTap { _ in log.append("back") }
                InMemoryNode(.other, label: "Settings")
            }
            InMemoryNode(.other, label: "Elsewhere")
        }
        expectNoFailures(on: driver) {
            #expect(NavBar().header.value == "Settings")
            NavBar().button(withID: "Back").tap()
        }
        #expect(log.events == ["back"])
    }

    @Test func tabBarTabs() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.tabBar) {
                InMemoryNode(.button, label: "Home").onTap { _ in log.append("home") }
                InMemoryNode(.button, label: "Search").onTap { _ in log.append("search") }
                InMemoryNode(.button, label: "Profile")
            }
            InMemoryNode(.button, label: "Not a tab")
        }
        expectNoFailures(on: driver) {
            #expect(TabBar().numberOfTabs == 3)
            TabBar().button(withID: "Search").tap()
            TabBar().button(withID: "Home").tap()
            #expect(!TabBar().button(withID: "Not a tab").exists)
        }
        #expect(log.events == ["search", "home"])
        withEngine(app { InMemoryNode(.button, label: "x") }) {
            #expect(TabBar().numberOfTabs == 0, "no tab bar, no tabs, no waiting")
        }
    }

    @Test func stepperButtons() {
        let driver = app {
            InMemoryNode(.staticText, id: "Quantity label", label: "Quantity", value: "1")
            InMemoryNode(.stepper, id: "Quantity") {
                InMemoryNode(.button, label: "Decrement").onTap { ui in
                    ui.setValue("\((Int(ui.node("Quantity label")?.value ?? "") ?? 0) - 1)", of: "Quantity label")
                }
                InMemoryNode(.button, label: "Increment").onTap { ui in
                    ui.setValue("\((Int(ui.node("Quantity label")?.value ?? "") ?? 0) + 1)", of: "Quantity label")
                }
            }
        }
        expectNoFailures(on: driver) {
            let stepper = Stepper(id: "Quantity")
            stepper.incrementButton.tap()
            stepper.incrementButton.tap()
            stepper.decrementButton.tap()
            #expect(Label(id: "Quantity label").value == "2")
        }
    }

    @Test func segmentedControlSegments() {
        let driver = app {
            InMemoryNode(.segmentedControl) {
                InMemoryNode(.button, label: "List").selected()
                InMemoryNode(.button, label: "Map").onTap { ui in
                    ui.node("List")?.isSelected = false
                    ui.this.isSelected = true
                }
            }
        }
        expectNoFailures(on: driver) {
            let control = SegmentedControl()
            #expect(control.button(withID: "List").determine(.selected, timeout: 0))
            control.button(withID: "Map").tap()
            #expect(control.button(withID: "Map").waitFor(.selected))
            #expect(control.button(withID: "List").determine(not: .selected, timeout: 0))
            #expect(SegmentedControl(index: 0).button(withID: "Map").exists)
        }
    }

    @Test func pickerAndDatePickerWheels() {
        let driver = app {
            InMemoryNode(.picker, label: "Size") {
                InMemoryNode(.pickerWheel, value: "Medium").options(["Small", "Medium", "Large"])
            }
            InMemoryNode(.datePicker, label: "Birthday") {
                InMemoryNode(.pickerWheel, value: "March").options(["January", "February", "March"])
                InMemoryNode(.pickerWheel, value: "14")
                InMemoryNode(.pickerWheel, value: "1990")
            }
        }
        expectNoFailures(on: driver) {
            let picker = Picker(id: "Size")
            let date = DatePicker(id: "Birthday")
            #expect(picker.numberOfWheels == 1)
            #expect(date.numberOfWheels == 3)
            #expect(date.wheel(0).value == "March")
            #expect(date.wheel(2).value == "1990")
            date.wheel(0).adjust(to: "January")
            date.wheel(1).adjust(to: "1")
            #expect(date.wheel(0).value == "January")
            #expect(date.wheel(1).value == "1")
            picker.wheel(0).adjust(to: "Large")
            #expect(picker.wheel(0).value == "Large")
            #expect(!picker.wheel(1).exists)
            #expect(Picker(id: "Missing").numberOfWheels == 0)
        }
    }

    @Test func datePickerUnknownValueFails() throws {
        let driver = app {
            InMemoryNode(.datePicker, label: "Birthday") {
                InMemoryNode(.pickerWheel, value: "March").options(["January", "February", "March"])
            }
        }
        let cause = try #require(causes(on: driver) { DatePicker(id: "Birthday").wheel(0).adjust(to: "Smarch") }.first)
        guard case .engine(let error) = cause.reason else { Issue.record("not the engine's refusal: \(cause)"); return }
        #expect(error.hasSuffix("has no value \"Smarch\"; its values are \"January\", \"February\", \"March\"."), "\(error)")
    }

    @Test func pageIndicatorAndWebView() {
        let driver = app {
            InMemoryNode(.pageIndicator, label: "Pages", value: "page 1 of 3")
            InMemoryNode(.webView, id: "Terms") {
                for paragraph in 0..<40 { InMemoryNode(.staticText, label: "Paragraph \(paragraph)") }
            }
        }
        expectNoFailures(on: driver) {
            #expect(PageIndicator().value == "page 1 of 3")
            let terms = WebView(id: "Terms")
            let last = Label(id: "Paragraph 39", parent: terms)
            #expect(last.determine(not: .visible, timeout: 0))
            for _ in 0..<20 where !last.determine(.visible, timeout: 0) { terms.scroll(.downwards) }
            #expect(last.determine(.visible, .hittable, timeout: 0))
        }
    }

    @Test func locatableElementsKeepTheirTypeWhenNarrowed() {
        let narrowed: Button = Button(id: "OK").atIndex(2).filtered(by: LabelPrefix(prefix: "O"))
        #expect(narrowed.index == 2)
        #expect(narrowed.isIndexExplicit)
        #expect(narrowed.filters.count == 1)
        #expect(narrowed.id == "OK")
        let locator = Locator()
        #expect(locator.id == nil && locator.index == nil && locator.filters.isEmpty)
        #expect(locator.parent is Application)
    }
}
