// The package's only Apple-only file: it compiles where the `notify` module exists (Apple
// platforms) and is empty elsewhere.
#if canImport(notify)
import notify

/// The real ``DarwinNotifying``: libnotify, as the simulator's BiometricKit listens to it.
struct DarwinNotifier: DarwinNotifying {
    func post(_ name: String) -> UInt32 {
        notify_post(name)
    }

    func registerCheck(_ name: String) -> (status: UInt32, token: Int32) {
        var token: Int32 = 0
        let status = notify_register_check(name, &token)
        return (status, token)
    }

    func setState(_ state: UInt64, token: Int32) -> UInt32 {
        notify_set_state(token, state)
    }

    func cancel(_ token: Int32) -> UInt32 {
        notify_cancel(token)
    }
}
#endif
