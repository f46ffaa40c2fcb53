#if !canImport(Darwin)
import ElementCore
import ElementCoreTestSupport
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// The shared typing checks on the XCUI engine, over the shim: the text goes to XCUI's
/// `typeText` as it is, and the shim types it as XCUI does. The app reacts to Return as a
/// `UITextField`'s delegate would: in `Item` it shows the text in `Result`, in `Password` the
/// number of characters in `SignIn`.
final class TypingConformanceTests: ShimTestCase {
    func testTypesAsEveryEngineDoes() {
        Self.install()
        let failures = TypingConformance.run(on: XCUIEngine())
        XCTAssertEqual(failures.count, 0, failures.map(\.description).joined(separator: "\n"))
    }

    func testTheTextReachesTypeTextUnchanged() {
        Self.install()
        XCUIShimRecorder.shared.reset()
        let query = ElementQuery(app: .underTest, steps: [QueryStep(type: .textField, id: "Item", index: nil, filters: [])], isStrict: true)
        XCTAssertNoThrow(try XCUIEngine().perform(.typeText("Buy milk\n", isSecure: false), on: query))
        XCTAssertTrue(XCUIShimRecorder.shared.calls.contains { $0.hasSuffix(".typeText(\"Buy milk\\n\")") }, "\(XCUIShimRecorder.shared.calls)")
    }

    /// Installs the typing fixture: stacked rows, fields focused by a tap, Return handlers.
    static func install() {
        let root = ShimNode(.application, frame: Screen.frame)
        for (row, node) in TypingConformance.nodes.enumerated() {
            let type = XCUIElement.ElementType(rawValue: node.type.rawValue) ?? .other
            let isText = node.type == .staticText
            let initial: String? = isText ? nil : ""
            let shim = ShimNode(type, identifier: node.identifier, label: isText ? node.label : node.identifier,
                                value: initial, frame: CGRect(x: 0, y: CGFloat(row) * 44, width: Screen.frame.width, height: 44))
            root.append(shim)
            if !isText {
                shim.onTap { tapped in
                    for other in root.allDescendants { other.hasFocus = false }
                    tapped.hasFocus = true
                }
            }
        }
        root.firstDescendant("Item")?.onAction { event in
            for _ in 0..<returns(in: event.action) {
                guard let result = root.firstDescendant("Result") else { return }
                result.label = TypingConformance.submitted(event.node.value as? String ?? "", after: result.label)
            }
        }
        root.firstDescendant("Password")?.onAction { event in
            guard returns(in: event.action) > 0 else { return }
            root.firstDescendant("SignIn")?.label = TypingConformance.signedIn(characters: (event.node.value as? String ?? "").count)
        }
        XCUIShimHarness.install(root)
        XCUIShimHarness.setState(.runningForeground)
        XCUIShimHarness.requiresFocusForTyping = true
    }

    /// How many times typed text pressed Return (CR LF once).
    private static func returns(in action: ShimAction) -> Int {
        guard case .typeText(let text) = action else { return 0 }
        return text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.filter { ["\n", "\r", "\u{3}"].contains($0) }.count
    }
}
#endif
