/// Identifies an observer registered with ``StepObservers/add(_:)``; pass it to
/// ``StepObservers/remove(_:)`` to unregister the observer.
public struct ObservationToken: Hashable, Sendable {
    let id: UInt64
}
