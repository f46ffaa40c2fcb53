import Foundation

extension Interactions {
    /// Types `text` as a keyboard would: editing begins (the delegate may refuse), then each
    /// character is offered to the delegate's `shouldChangeCharactersIn` at the end of the
    /// text, and added only when it agrees, telling the app the text changed.
    ///
    /// - Returns: whether editing began; characters the delegate refused are not typed.
    @discardableResult
    public static func type(_ text: String, into input: any TextInputNode) -> Bool {
        guard isInteractable(input), input.isEditing || input.beginEditing() else { return false }
        for character in text {
            let current = input.text ?? ""
            let end = NSRange(location: current.utf16.count, length: 0)
            let replacement = String(character)
            if input.shouldChangeText(in: end, replacementText: replacement) {
                input.replaceText(with: current + replacement)
            }
        }
        return true
    }

    /// Deletes `count` characters from the end, one at a time, as the delete key does (each
    /// deletion offered to the delegate).
    @discardableResult
    public static func deleteBackward(_ count: Int, in input: any TextInputNode) -> Bool {
        guard isInteractable(input), input.isEditing || input.beginEditing() else { return false }
        for _ in 0..<max(0, count) {
            let current = input.text ?? ""
            guard let last = current.last else { break }
            let length = String(last).utf16.count
            let range = NSRange(location: current.utf16.count - length, length: length)
            if input.shouldChangeText(in: range, replacementText: "") {
                input.replaceText(with: String(current.dropLast()))
            }
        }
        return true
    }

    /// Removes all the text at once (the delegate is asked once, for the whole range).
    @discardableResult
    public static func clear(_ input: any TextInputNode) -> Bool {
        guard isInteractable(input), input.isEditing || input.beginEditing() else { return false }
        let current = input.text ?? ""
        guard !current.isEmpty else { return true }
        if input.shouldChangeText(in: NSRange(location: 0, length: current.utf16.count), replacementText: "") {
            input.replaceText(with: "")
        }
        return true
    }
}

extension Interactions {
    /// A direction to swipe in, named as UI Testing names its swipes: `up` moves the finger
    /// up, so the content moves up and what was below comes into view.
    public enum SwipeDirection: Sendable, Hashable {
        /// Finger up: reveals what is below.
        case up
        /// Finger down: reveals what is above.
        case down
        /// Finger left: reveals what is on the right.
        case left
        /// Finger right: reveals what is on the left.
        case right
    }

    /// Scrolls by `delta` points of content (positive: towards the end), kept within the
    /// content and its insets, and snapped to a page when paging is on.
    ///
    /// - Returns: whether the offset changed.
    @discardableResult
    public static func scroll(_ scrollView: any ScrollNode, by delta: CGPoint) -> Bool {
        guard scrollView.isUserInteractionEnabled, scrollView.isScrollEnabled else { return false }
        let size = scrollView.frameInWindow.size
        let insets = scrollView.contentInsets
        let start = scrollView.contentOffset
        let minX = -CGFloat(insets.left), minY = -CGFloat(insets.top)
        let maxX = max(minX, scrollView.contentSize.width + CGFloat(insets.right) - size.width)
        let maxY = max(minY, scrollView.contentSize.height + CGFloat(insets.bottom) - size.height)
        var target = CGPoint(x: start.x + delta.x, y: start.y + delta.y)
        if scrollView.isPagingEnabled {
            target.x = page(from: start.x, moving: delta.x, size: size.width)
            target.y = page(from: start.y, moving: delta.y, size: size.height)
        }
        target.x = min(max(target.x, minX), maxX)
        target.y = min(max(target.y, minY), maxY)
        guard target != start else { return false }
        scrollView.scroll(to: target)
        return true
    }

    /// Swipes across half the scroll view in `direction` (a whole page when paging is on).
    @discardableResult
    public static func swipe(_ scrollView: any ScrollNode, _ direction: SwipeDirection) -> Bool {
        let size = scrollView.frameInWindow.size
        switch direction {
        case .up: return scroll(scrollView, by: CGPoint(x: 0, y: size.height / 2))
        case .down: return scroll(scrollView, by: CGPoint(x: 0, y: -size.height / 2))
        case .left: return scroll(scrollView, by: CGPoint(x: size.width / 2, y: 0))
        case .right: return scroll(scrollView, by: CGPoint(x: -size.width / 2, y: 0))
        }
    }

    /// The page boundary a drag of `delta` from `offset` settles on: the next page in the
    /// drag's direction.
    private static func page(from offset: CGFloat, moving delta: CGFloat, size: CGFloat) -> CGFloat {
        guard size > 0, delta != 0 else { return offset }
        let current = (offset / size).rounded()
        return (delta > 0 ? current + 1 : current - 1) * size
    }
}
