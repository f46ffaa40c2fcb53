// libnotify (notify.h): Darwin notifications, as the iOS simulator's BiometricKit listens to them.
//
// Signatures: how notify.h imports into Swift. The header has no nullability annotations, so
// `const char *` becomes `UnsafePointer<CChar>!` and `int *` `UnsafeMutablePointer<Int32>!`;
// statuses are `uint32_t`, tokens `int`, states `uint64_t`. Bodies never run.

public func notify_post(_ name: UnsafePointer<CChar>!) -> UInt32 { 0 }
public func notify_register_check(_ name: UnsafePointer<CChar>!, _ out_token: UnsafeMutablePointer<Int32>!) -> UInt32 { 0 }
public func notify_set_state(_ token: Int32, _ state64: UInt64) -> UInt32 { 0 }
public func notify_cancel(_ token: Int32) -> UInt32 { 0 }
