/// The few `notify(3)` calls the simulator backend makes, behind a protocol so that its logic
/// (which names, in which order, with which state) compiles and is tested everywhere.
///
/// The real implementation, ``DarwinNotifier``, is in `DarwinNotifier.swift`, the package's only
/// Apple-only file. Statuses are `notify(3)` statuses: 0 is `NOTIFY_STATUS_OK`.
protocol DarwinNotifying: Sendable {
    /// `notify_post(name)`.
    func post(_ name: String) -> UInt32
    /// `notify_register_check(name, &token)`.
    func registerCheck(_ name: String) -> (status: UInt32, token: Int32)
    /// `notify_set_state(token, state)`.
    func setState(_ state: UInt64, token: Int32) -> UInt32
    /// `notify_cancel(token)`.
    func cancel(_ token: Int32) -> UInt32
}
