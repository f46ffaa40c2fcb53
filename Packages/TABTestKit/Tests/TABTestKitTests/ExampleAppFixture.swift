import Foundation
import TABTestKit

/// An in-memory model of TABTestKit 1.8's example app, as far as its tests use it: a biometric
/// login, a tab bar, a table and a screen of other controls. The compatibility tests run the
/// 1.8 example suite's steps on it.
func tabTestKitExampleApp() -> InMemoryApp {
    InMemoryApp(name: "TABTestKit_Example") {
        InMemoryNode(.other, label: "Welcome")
        InMemoryNode(.staticText, label: "Please log in with biometrics")
        InMemoryNode(.button, label: "Log in").onTap { ui in ui.show { exampleTabs(showing: tableScreenNodes()) } }
    }
}

/// The tab bar (Table, Collection, Other, Page) above `content` (the in-memory layout stacks
/// nodes from the top).
@Sendable func exampleTabs(showing content: [InMemoryNode]) -> [InMemoryNode] {
    [
        InMemoryNode(.tabBar) {
            InMemoryNode(.button, label: "Table").onTap { ui in ui.show { exampleTabs(showing: tableScreenNodes()) } }
            InMemoryNode(.button, label: "Collection")
            InMemoryNode(.button, label: "Other").onTap { ui in ui.show { exampleTabs(showing: otherElementsNodes()) } }
            InMemoryNode(.button, label: "Page")
        },
    ] + content
}

@Sendable func tableScreenNodes() -> [InMemoryNode] {
    [
        InMemoryNode(.other, label: "Table"),
        InMemoryNode(.table) {
            InMemoryNode(.other, label: "SECTION NUMERO 0")
            InMemoryNode(.cell, label: "Row 0 section 0").onTap { ui in
                ui.show {
                    InMemoryNode(.other, id: "TableSelection") {
                        InMemoryNode(.navigationBar) { InMemoryNode(.other, label: "Row 0 section 0", value: "Row 0 section 0") }
                        InMemoryNode(.button, label: "Table").onTap { ui in ui.show { exampleTabs(showing: tableScreenNodes()) } }
                    }
                }
            }
            InMemoryNode(.cell, label: "Row 1 section 0")
        },
    ]
}

@Sendable func otherElementsNodes() -> [InMemoryNode] {
    [
        InMemoryNode(.other, label: "Other elements"),
        InMemoryNode(.scrollView, id: "MyScrollView") {
            InMemoryNode(.staticText, label: "Example label")
            InMemoryNode(.button, label: "Example button").onTap { ui in
                ui.add(InMemoryNode(.other, id: "ActivityListView") {
                    InMemoryNode(.button, label: "Close").onTap { ui in ui.remove("ActivityListView") }
                }.modal().frame(CGRect(x: 0, y: 300, width: 390, height: 200)))
            }
            InMemoryNode(.button, label: "Alert button").onTap { ui in
                ui.add(InMemoryNode(.alert, id: "Alert title", label: "Alert title") {
                    InMemoryNode(.staticText, label: "Alert message")
                    InMemoryNode(.button, label: "Dismiss").onTap { ui in ui.remove("Alert title") }
                }.modal().frame(CGRect(x: 0, y: 300, width: 390, height: 200)))
            }
            InMemoryNode(.other, id: "ExampleSegmentedControl") {
                InMemoryNode(.segmentedControl) {
                    InMemoryNode(.button, label: "First").selected()
                    InMemoryNode(.button, label: "Second").onTap { ui in ui.this.isSelected = true }
                }
            }
            InMemoryNode(.textField, id: "ExampleTextField", placeholder: "Type here")
            InMemoryNode(.secureTextField, id: "ExampleSecureTextField")
            InMemoryNode(.slider, id: "ExampleSlider", value: "50%")
            InMemoryNode(.switch, id: "ExampleSwitch", value: "1")
            InMemoryNode(.stepper, id: "ExampleStepper") {
                InMemoryNode(.button, label: "Decrement").disabled()
                InMemoryNode(.button, label: "Increment").onTap { ui in ui.setEnabled(true, "Decrement") }
            }
            InMemoryNode(.pageIndicator, id: "ExamplePageControl", value: "page 1 of 3")
            InMemoryNode(.image, id: "ExampleImage", label: "Ottoman")
            InMemoryNode(.picker, id: "ExamplePicker") {
                InMemoryNode(.pickerWheel, value: "Hello").options(["Hello", "World"])
            }
        },
    ]
}
