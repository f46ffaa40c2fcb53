import ElementCore
import Foundation
#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import UIKit
#endif

/// Typing, as ``TypedText`` says every engine types: characters go through the delegate one
/// at a time, and the characters that stand for keys do what UIKit does with those keys.
extension InProcessActionPerformer {
    /// Types `text` into `element`, refusing what ``TypedText`` refuses before anything is typed.
    ///
    /// | key | text field | text view |
    /// | --- | --- | --- |
    /// | Enter | `primaryActionTriggered` (UIKit sends it for Return); no character | a line feed, offered to the delegate |
    /// | Tab | editing moves to the next text input on screen, where the rest of the text goes | a tab, offered to the delegate |
    /// | Backspace | deletes the last character, offered to the delegate | the same |
    /// | Escape | nothing (UIKit's text inputs ignore it) | the same |
    func type(_ text: String, into element: ScreenElement) throws(EngineError) {
        let parts = try TypedText.parts(of: text, into: element.summary)
        var input = try textInput(element)
        if parts.contains(.key(.enter)), input.kind != .textView, !Self.sendsControlEvents(input) {
            throw .unsupported("The in-process engine cannot press Return in \(element.summary): it sends no control events. Leave the line feed out.")
        }
        guard input.isEditing || input.beginEditing() else { throw .notActionable(reason: "it did not begin editing") }
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let characters):
                Interactions.type(characters, into: input)
            case .key(let key):
                let isMultiLine = input.kind == .textView
                switch key.kind {
                case .enter where isMultiLine: Interactions.type("\n", into: input)
                case .enter: Self.pressReturn(in: input)
                case .tab where isMultiLine: Interactions.type("\t", into: input)
                case .tab:
                    guard let next = nextInput(after: input) else {
                        guard index == parts.count - 1 else {
                            throw .unsupported("Tab left \(element.summary) for no other text input on screen, so the rest of the text had nowhere to go.")
                        }
                        return
                    }
                    guard next.beginEditing() else { throw .notActionable(reason: "the next text input did not begin editing after Tab") }
                    input = next
                case .backspace: Interactions.deleteBackward(1, in: input)
                default: break
                }
            }
        }
    }

    /// Whether the input is a control (`UITextField`, ``InMemoryTextField``), which can send
    /// the event Return sends.
    private static func sendsControlEvents(_ input: any TextInputNode) -> Bool {
        if input.object is InMemoryControl { return true }
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
        if input.object is UIControl { return true }
        #endif
        return false
    }

    /// Return in a text field: UIKit sends `primaryActionTriggered`.
    private static func pressReturn(in input: any TextInputNode) {
        if let control = input.object as? InMemoryControl { control.sendActions(for: .primaryActionTriggered) }
        #if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
        if let control = input.object as? UIControl { control.sendActions(for: .primaryActionTriggered) }
        #endif
    }

    /// The enabled text input after `input` on screen, in document order.
    private func nextInput(after input: any TextInputNode) -> (any TextInputNode)? {
        let inputs = screen.allViews.compactMap { $0.view as? any TextInputNode }.filter(\.isEnabled)
        guard let position = inputs.firstIndex(where: { $0.object === input.object }), position + 1 < inputs.count else { return nil }
        return inputs[position + 1]
    }
}
