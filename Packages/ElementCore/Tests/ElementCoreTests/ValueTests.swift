import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("ValueRepresentable for every element type")
struct ValueTests {
    static func valuesApp() -> InMemoryEngine {
        app {
            InMemoryNode(.button, id: "save", label: "Save", value: "ignored")
            InMemoryNode(.other, id: "title", label: "My Profile", value: "ignored")
            InMemoryNode(.staticText, id: "name", label: "Name label")
            InMemoryNode(.staticText, id: "count", label: "Count", value: "42")
            InMemoryNode(.staticText, label: "SaveStatus", text: "Saved…")
            InMemoryNode(.image, id: "avatar", label: "Profile picture", value: "ignored")
            InMemoryNode(.pageIndicator, label: "Pages", value: "page 2 of 3")
            InMemoryNode(.textField, label: "Email", value: "a@b.c", placeholder: "Your email")
            InMemoryNode(.secureTextField, label: "Password")
            InMemoryNode(.textView, label: "Bio", value: "Line 1\nLine 2")
            InMemoryNode(.switch, label: "Wifi", value: "1")
            InMemoryNode(.switch, label: "Bluetooth", value: "0")
            InMemoryNode(.slider, label: "Volume", value: "0.25")
            InMemoryNode(.slider, label: "Brightness", value: "75%")
            InMemoryNode(.picker, label: "Colour") {
                InMemoryNode(.pickerWheel, value: "Red")
            }
            InMemoryNode(.keyboard) {
                InMemoryNode(.key, id: "shift", label: "Shift")
            }
        }
    }

    @Test func buttonHeaderAndImageShowTheirLabel() {
        expectNoFailures(on: Self.valuesApp()) {
            #expect(Button(id: "save").value == "Save")
            #expect(Header(id: "title").value == "My Profile")
            #expect(Image(id: "avatar").value == "Profile picture")
            #expect(keyboard.key("shift").value == "Shift")
        }
    }

    @Test func labelShowsItsValueElseItsLabel() {
        expectNoFailures(on: Self.valuesApp()) {
            #expect(Label(id: "name").value == "Name label")
            #expect(Label(id: "count").value == "42")
        }
    }

    @Test func labelShowsItsTextWhenItDiffersFromItsName() {
        expectNoFailures(on: Self.valuesApp()) {
            #expect(Label(id: "SaveStatus").value == "Saved…", "found by its name, reads its text")
            #expect(Label(id: "SaveStatus").label == "SaveStatus")
        }
    }

    @Test func aSnapshotsTextIsItsLabelUnlessSetApart() {
        var snapshot = ElementSnapshot(type: .staticText, label: "Name")
        #expect(snapshot.text == "Name")
        snapshot.label = "Renamed"
        #expect(snapshot.text == "Renamed", "follows the label while not set apart")
        snapshot.text = "Shown"
        #expect(snapshot.text == "Shown")
        #expect(ElementSnapshot(type: .staticText, label: "A", text: "A") == ElementSnapshot(type: .staticText, label: "A"),
                "the same text, set apart or not, is the same snapshot")
        #expect(ElementSnapshot(type: .staticText, label: "A", text: "B") != ElementSnapshot(type: .staticText, label: "A"))
    }

    @Test func pageIndicatorShowsItsValue() {
        expectNoFailures(on: Self.valuesApp()) {
            #expect(PageIndicator(id: "Pages").value == "page 2 of 3")
            #expect(PageIndicator().value == "page 2 of 3")
        }
    }

    @Test func textInputsShowTheirText() {
        let driver = Self.valuesApp()
        expectNoFailures(on: driver) {
            #expect(TextField(id: "Email").value == "a@b.c")
            #expect(SecureTextField(id: "Password").value == "")
            #expect(TextView(id: "Bio").value == "Line 1\nLine 2")
        }
    }

    @Test func switchSliderAndWheel() {
        expectNoFailures(on: Self.valuesApp()) {
            #expect(Switch(id: "Wifi").value == .on)
            #expect(Switch(id: "Bluetooth").value == .off)
            #expect(Slider(id: "Volume").value == 0.25)
            #expect(Slider(id: "Brightness").value == 0.75)
            #expect(Picker(id: "Colour").wheel(0).value == "Red")
        }
    }

    @Test func switchStateParsing() {
        let on = ["1", "true", "On", "YES", "checked"]
        let off = ["0", "false", "off", "", "mixed"]
        let driver = app {
            for (index, raw) in on.enumerated() { InMemoryNode(.switch, id: "on\(index)", value: raw) }
            for (index, raw) in off.enumerated() { InMemoryNode(.switch, id: "off\(index)", value: raw) }
            InMemoryNode(.switch, id: "none")
        }
        expectNoFailures(on: driver) {
            for index in on.indices { #expect(Switch(id: "on\(index)").value == .on, "\(on[index])") }
            for index in off.indices { #expect(Switch(id: "off\(index)").value == .off, "\(off[index])") }
            #expect(Switch(id: "none").value == .off)
        }
        #expect(Switch.State.on.description == "on")
        #expect(Switch.State.off.rawValue == 0 && Switch.State(rawValue: 1) == .on, "TABTestKit 1.8: off = 0, on = 1")
    }

    @Test func sliderPositionParsing() {
        #expect(Slider.position(from: ElementSnapshot(type: .slider, value: "0.5")) == 0.5)
        #expect(Slider.position(from: ElementSnapshot(type: .slider, value: " 50% ")) == 0.5)
        #expect(Slider.position(from: ElementSnapshot(type: .slider, value: "100%")) == 1)
        #expect(Slider.position(from: ElementSnapshot(type: .slider, value: "loud")) == nil)
        #expect(Slider.position(from: ElementSnapshot(type: .slider, value: "")) == nil)
        #expect(Slider.position(from: nil) == nil)
    }

    @Test func valuesAreReadAfresh() {
        let driver = Self.valuesApp()
        expectNoFailures(on: driver) { #expect(Label(id: "count").value == "42") }
        driver.update { ui in ui.setValue("43", of: "count") }
        expectNoFailures(on: driver) { #expect(Label(id: "count").value == "43") }
        driver.update { ui in ui.setLabel("Sauvegarder", of: "save") }
        expectNoFailures(on: driver) { #expect(Button(id: "save").value == "Sauvegarder") }
    }

    @Test func missingElementReadsEmptyWithAFailure() throws {
        let driver = Self.valuesApp()
        let (value, recorded) = Failures.capture(returning: {
            withEngine(driver) { ElementConfiguration.with(.fast) { Label(id: "Nope").value } }
        })
        #expect(value == "")
        #expect(recorded.map(Cause.init)
            == [Cause(.notFound(query: "App › Label \"Nope\""), attempt: "read the value of Label \"Nope\"", timeout: 0.3)])
    }

    @Test func textValueHelper() {
        expectNoFailures(on: Self.valuesApp()) {
            #expect(Label(id: "count").textValue() == "42")
            #expect(Label(id: "count").textValue(preferLabel: true) == "Count")
            #expect(Label(id: "name").textValue() == "Name label")
        }
    }
}
