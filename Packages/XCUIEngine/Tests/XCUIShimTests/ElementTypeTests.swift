#if !canImport(Darwin)
import Foundation
import Testing
import XCUIShim

extension ShimTests {
    @Suite("Raw values mirror the SDK headers")
    struct RawValues {
        /// Spot checks against XCUIElementTypes.h, including the first and last case.
        static let table: [(XCUIElement.ElementType, UInt)] = [
            (.any, 0), (.other, 1), (.application, 2), (.group, 3), (.window, 4), (.sheet, 5),
            (.alert, 7), (.dialog, 8), (.button, 9), (.radioButton, 10), (.checkBox, 12),
            (.keyboard, 19), (.key, 20), (.navigationBar, 21), (.tabBar, 22), (.statusBar, 25),
            (.table, 26), (.collectionView, 32), (.slider, 33), (.activityIndicator, 36),
            (.switch, 40), (.toggle, 41), (.link, 42), (.image, 43), (.searchField, 45),
            (.scrollView, 46), (.staticText, 48), (.textField, 49), (.secureTextField, 50),
            (.datePicker, 51), (.textView, 52), (.menuItem, 54), (.webView, 58), (.colorWell, 67),
            (.cell, 75), (.handle, 78), (.stepper, 79), (.tab, 80), (.touchBar, 81), (.statusItem, 82),
        ]

        @Test(arguments: table)
        func elementTypeRawValue(type: XCUIElement.ElementType, raw: UInt) {
            #expect(type.rawValue == raw)
            #expect(XCUIElement.ElementType(rawValue: raw) == type)
        }

        @Test func elementTypesAreContiguousFromAnyToStatusItem() {
            let all = XCUIElement.ElementType.shimAllCases
            #expect(all.count == 83)
            #expect(all.map(\.rawValue) == Array(0...82))
            #expect(all.first == .any)
            #expect(all.last == .statusItem)
            #expect(XCUIElement.ElementType(rawValue: 83) == nil)
        }

        @Test func elementTypeIsHashableAndSendable() async {
            let set: Set<XCUIElement.ElementType> = [.button, .button, .cell]
            #expect(set.count == 2)
            let sent = await Task.detached { XCUIElement.ElementType.staticText }.value
            #expect(sent == .staticText)
            #expect(XCUIElement.ElementType.switch.shimName == "switch")
            #expect(XCUIElement.ElementType.secureTextField.shimName == "secureTextField")
        }

        @Test func otherEnumsMatchTheirHeaders() {
            #expect(XCUIApplication.State.unknown.rawValue == 0)
            #expect(XCUIApplication.State.notRunning.rawValue == 1)
            #expect(XCUIApplication.State.runningBackgroundSuspended.rawValue == 2)
            #expect(XCUIApplication.State.runningBackground.rawValue == 3)
            #expect(XCUIApplication.State.runningForeground.rawValue == 4)
            #expect(XCUIElement.SizeClass.unspecified.rawValue == 0)
            #expect(XCUIElement.SizeClass.compact.rawValue == 1)
            #expect(XCUIElement.SizeClass.regular.rawValue == 2)
            #expect(XCUIDevice.Button.home.rawValue == 1)
            #expect(XCUIDevice.Button.volumeUp.rawValue == 2)
            #expect(XCUIDevice.Button.volumeDown.rawValue == 3)
            #expect(XCUIDevice.Button.action.rawValue == 4)
            #expect(XCUIDevice.Appearance.dark.rawValue == 2)
            #expect(XCUIElement.KeyModifierFlags.command.rawValue == 1 << 4)
            #expect(XCUIElement.KeyModifierFlags.alternate == .option)
            #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3)
        }

        @Test func keyboardKeysHaveApplesNames() {
            let keys: [XCUIKeyboardKey] = [.delete, .return, .enter, .tab, .space, .escape, .upArrow, .F1, .F19,
                                           .forwardDelete, .home, .end, .pageUp, .pageDown, .command, .secondaryFn]
            #expect(Set(keys).count == keys.count)
            #expect(XCUIKeyboardKey.space.rawValue == " ")
            #expect(XCUIKeyboardKey.tab.rawValue == "\t")
        }

        @Test func cgVectorIsAvailable() {
            let vector = CGVector(dx: 0.5, dy: 1)
            #expect(vector.dx == 0.5 && vector.dy == 1)
            #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        }
    }
}
#endif
