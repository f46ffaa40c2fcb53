#if canImport(UIKit) && (os(iOS) || os(visionOS) || TABTESTKIT_APPLE_TYPECHECK)
import UIKit

// The seed's interactions on the UIKit views its finders return. Each goes through the
// platform-neutral rules (a disabled control is ignored), then lets the transition it
// started finish; each returns whether it happened.

extension UIButton {
    /// Sends the button's target-actions, unless it is disabled.
    @discardableResult
    public func tap() -> Bool {
        let done = Interactions.tap(UIKitButtonNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}

extension UISwitch {
    /// Flips the switch and sends its value-changed actions, unless it is disabled.
    @discardableResult
    public func toggle() -> Bool {
        let done = Interactions.toggle(UIKitSwitchNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}

extension UIStepper {
    /// Adds the step value and sends the value-changed actions, unless it is disabled.
    @discardableResult
    public func increment() -> Bool {
        let done = Interactions.increment(UIKitStepperNode(base: self))
        UIKitHost.settle(window)
        return done
    }

    /// Subtracts the step value and sends the value-changed actions, unless it is disabled.
    @discardableResult
    public func decrement() -> Bool {
        let done = Interactions.decrement(UIKitStepperNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}

extension UISlider {
    /// Sets the value and sends the value-changed actions, unless it is disabled.
    @discardableResult
    public func set(value: Float) -> Bool {
        let done = Interactions.set(UIKitSliderNode(base: self), to: Double(value))
        UIKitHost.settle(window)
        return done
    }
}

extension UITextField {
    /// Types `text` character by character, each offered to the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, unless the field is disabled.
    @discardableResult
    public func type(text: String) -> Bool {
        let done = Interactions.type(text, into: UIKitTextFieldNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}

extension UITableViewCell {
    /// Selects the cell through its index path and the table's delegate. Returns whether it
    /// was selected.
    @discardableResult
    public func tap() -> Bool {
        let window = window
        let done = Interactions.tap(UIKitTableCellNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}

extension UICollectionViewCell {
    /// Selects the cell through its index path and the collection view's delegate. Returns
    /// whether it was selected.
    @discardableResult
    public func tap() -> Bool {
        let window = window
        let done = Interactions.tap(UIKitCollectionCellNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}

extension UIScrollView {
    /// Swipes up (the content moves up: what is below comes into view). Returns whether it moved.
    @discardableResult public func swipeUp() -> Bool { Interactions.swipe(UIKitScrollNode(base: self), .up) }
    /// Swipes down (what is above comes into view). Returns whether it moved.
    @discardableResult public func swipeDown() -> Bool { Interactions.swipe(UIKitScrollNode(base: self), .down) }
    /// Swipes left (what is on the right comes into view). Returns whether it moved.
    @discardableResult public func swipeLeft() -> Bool { Interactions.swipe(UIKitScrollNode(base: self), .left) }
    /// Swipes right (what is on the left comes into view). Returns whether it moved.
    @discardableResult public func swipeRight() -> Bool { Interactions.swipe(UIKitScrollNode(base: self), .right) }
}

extension UIAlertController {
    /// Dismisses the alert and runs the handler of its first enabled button titled `title`.
    /// Returns whether there was one and its handler ran.
    @discardableResult
    public func tapButton(title: String) -> Bool {
        let window = presentingViewController?.viewIfLoaded?.window
        let done = Interactions.tapButton(title: title, in: UIKitAlertNode(base: self))
        UIKitHost.settle(window)
        return done
    }
}
#endif
