import InProcessEngine

/// The seed's `App` over the in-memory view tree on every platform (on iOS, `App` is UIKit's).
typealias MemoryApp = InProcessApp<InMemoryToolkit>
