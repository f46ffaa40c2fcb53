import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Adjustable on the in-memory engine")
struct AdjustableTests {
    static func controlsApp() -> InMemoryEngine {
        app {
            InMemoryNode(.switch, label: "Wifi", value: "0")
            InMemoryNode(.switch, label: "Airplane", value: "0").disabled()
            InMemoryNode(.slider, label: "Volume", value: "50%")
            InMemoryNode(.picker, label: "Colour") {
                InMemoryNode(.pickerWheel, value: "Red").options(["Red", "Green", "Blue"])
                InMemoryNode(.pickerWheel, value: "Small")
            }
        }
    }

    @Test func switchTurnsOnAndOffByTapping() {
        let driver = Self.controlsApp()
        expectNoFailures(on: driver) {
            let wifi = Switch(id: "Wifi")
            wifi.adjust(to: .on)
            #expect(wifi.value == .on)
            wifi.adjust(to: .off)
            #expect(wifi.value == .off)
            wifi.tap()
            #expect(wifi.value == .on)
        }
        #expect(driver.actionLog == ["tap switch \"Wifi\"", "tap switch \"Wifi\"", "tap switch \"Wifi\""])
    }

    @Test func adjustingASwitchToItsValueFails() throws {
        let driver = Self.controlsApp()
        let recorded = messages(on: driver) { Switch(id: "Wifi").adjust(to: .off) }
        #expect(recorded == ["""
            Cannot adjust Switch "Wifi" to off: that is already its value.
              Query:     App › Switch "Wifi"
              Check the state your test expects before adjusting, or skip the adjustment.
            """])
        #expect(driver.actionLog.isEmpty, "it did not tap")
    }

    @Test func disabledSwitchCannotBeAdjusted() throws {
        let driver = Self.controlsApp()
        #expect(causes(on: driver) { Switch(id: "Airplane").adjust(to: .on) }
            == [Cause(.notActionable("it is disabled"), attempt: "tap Switch \"Airplane\"", timeout: 0.3)])
    }

    @Test func switchThatDoesNotChangeFailsTheWait() {
        // A switch whose tap is swallowed (the app flips it back).
        let driver = app {
            InMemoryNode(.switch, label: "Stubborn", value: "0").onTap { ui in ui.setValue("0") }
        }
        #expect(causes(on: driver) { Switch(id: "Stubborn").adjust(to: .on) }
            == [Cause(.notToggled(state: "off"), attempt: "tap Switch \"Stubborn\"", timeout: 0.3)])
    }

    @Test func aTapThatDidNotToggleReadsAsBefore() {
        let query = Switch(id: "Stubborn").query
        let cause = ElementFailure(.notToggled(state: "off"), attempt: "tap Switch \"Stubborn\"", query: query, timeout: 0.3)
        #expect(cause.kind == "notToggled")
        #expect(cause.expectedAndObserved?.expected == "not off")
        #expect(cause.description == """
            Could not tap Switch "Stubborn": the tap reached it, but it did not toggle within 0.30 s.
              Query:     \(query)
              Expected:  not off
              Observed:  off
            """)
    }

    @Test func sliderMovesToAPosition() {
        let driver = Self.controlsApp()
        expectNoFailures(on: driver) {
            let volume = Slider(id: "Volume")
            #expect(volume.value == 0.5)
            volume.adjust(to: 0.8)
            #expect(abs(volume.value - 0.8) < 0.001)
            volume.adjust(to: 0)
            #expect(volume.value == 0)
            volume.adjust(to: 1)
            #expect(volume.value == 1)
        }
        #expect(driver.actionLog.first == "adjust slider to 0.8 slider \"Volume\"")
    }

    @Test func sliderOutOfRangeFails() throws {
        let driver = Self.controlsApp()
        let recorded = causes(on: driver) {
            Slider(id: "Volume").adjust(to: 1.5)
            Slider(id: "Volume").adjust(to: -0.1)
            Slider(id: "Volume").adjust(to: .nan)
        }
        #expect(recorded == ["1.5", "-0.1", "nan"].map {
            Cause(.invalidArgument("a slider position goes from 0 to 1"), attempt: "adjust Slider \"Volume\" to \($0)")
        })
        #expect(driver.actionLog.isEmpty)
    }

    @Test func sliderAlreadyThereFails() throws {
        let driver = Self.controlsApp()
        #expect(causes(on: driver) { Slider(id: "Volume").adjust(to: 0.501) }
            == [Cause(.alreadySet(value: "0.5"), attempt: "adjust Slider \"Volume\" to 0.5")])
    }

    @Test func pickerWheelSelectsAValue() {
        let driver = Self.controlsApp()
        expectNoFailures(on: driver) {
            let picker = Picker(id: "Colour")
            picker.wheel(0).adjust(to: "Blue")
            #expect(picker.wheel(0).value == "Blue")
            picker.wheel(1).adjust(to: "Large")
            #expect(picker.wheel(1).value == "Large", "a wheel without options takes any value")
        }
        #expect(driver.actionLog.first == "adjust picker wheel to \"Blue\" pickerWheel")
    }

    @Test func pickerWheelUnknownOptionFails() throws {
        let driver = Self.controlsApp()
        var elapsed: TimeInterval = 0
        let recorded = causes(on: driver, configuration: ElementConfiguration(defaultTimeout: 20, actionTimeout: 20)) {
            elapsed = measure { Picker(id: "Colour").wheel(0).adjust(to: "Purple") }
        }
        #expect(recorded == [Cause(
            .engine("pickerWheel has no value \"Purple\"; its values are \"Red\", \"Green\", \"Blue\"."),
            attempt: "adjust picker wheel to \"Purple\" PickerWheel [0]"
        )], "no deadline: retrying would not help")
        #expect(elapsed < 10, "an unknown value is not retried until the 20 s timeout")
        expectNoFailures(on: driver) { #expect(Picker(id: "Colour").wheel(0).value == "Red") }
    }

    @Test func pickerWheelAlreadySelectedFails() throws {
        let driver = Self.controlsApp()
        let recorded = failures(on: driver) { Picker(id: "Colour").wheel(0).adjust(to: "Red") }
        #expect(recorded.map(Cause.init) == [Cause(.alreadySet(value: "Red"), attempt: "adjust PickerWheel [0] to Red")])
        #expect(recorded.first?.elementFailure?.query?.description == "App › Picker \"Colour\" › PickerWheel [0]")
    }

    @Test func valueChangeBehavioursRun() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.slider, label: "Volume", value: "0%").on(.valueChange) { ui in log.append(ui.this.value ?? "") }
        }
        expectNoFailures(on: driver) { Slider(id: "Volume").adjust(to: 0.3) }
        #expect(log.events == ["30%"])
    }
}
