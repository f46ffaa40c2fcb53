import Foundation

/// A per-thread stack of values, kept in `Thread.current.threadDictionary`.
///
/// Steps and scenarios run synchronously on the thread that created them, so
/// "the innermost running step" and "the innermost running scenario" are
/// naturally per-thread facts.
struct ThreadLocalStack<Element>: Sendable {
    /// The thread-dictionary key under which the stack lives.
    let key: String

    private final class Storage {
        var elements: [Element] = []
    }

    private func storage(creating: Bool) -> Storage? {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Storage {
            return existing
        }
        guard creating else { return nil }
        let created = Storage()
        dictionary[key] = created
        return created
    }

    /// The innermost element on the current thread, if any.
    var top: Element? {
        storage(creating: false)?.elements.last
    }

    /// Pushes `element` on the current thread's stack.
    func push(_ element: Element) {
        storage(creating: true)?.elements.append(element)
    }

    /// Pops the innermost element of the current thread's stack.
    func pop() {
        guard let storage = storage(creating: false), !storage.elements.isEmpty else { return }
        storage.elements.removeLast()
        if storage.elements.isEmpty {
            Thread.current.threadDictionary.removeObject(forKey: key)
        }
    }

    /// Runs `body` with `element` pushed, popping it afterwards.
    func with<Result>(_ element: Element, _ body: () throws -> Result) rethrows -> Result {
        push(element)
        defer { pop() }
        return try body()
    }
}
