import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Whether an app URL on this machine has anything listening, checked in a millisecond before
/// a browser is started for it: a stopped app server then fails the launch at once instead of
/// after a browser start.
enum LoopbackApp {
    /// `true` when `url`'s host is this machine (`localhost`, `127.x.x.x`, `::1`) and every
    /// address refuses connections on its port. `false` when something accepts, or when the
    /// answer is not known (another host, a timeout).
    static func refusesConnections(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased(), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return false
        }
        let port = UInt16(url.port ?? (scheme == "https" ? 443 : 80))
        let addresses: [String]
        switch host {
        case "localhost": addresses = ["127.0.0.1", "::1"]
        case "::1", "[::1]": addresses = ["::1"]
        default:
            guard host.hasPrefix("127."), host.split(separator: ".").count == 4 else { return false }
            addresses = [host]
        }
        return addresses.allSatisfy { refuses($0, port: port) }
    }

    /// Whether connecting to `address:port` is refused (nothing listens there).
    private static func refuses(_ address: String, port: UInt16) -> Bool {
        let isIPv6 = address.contains(":")
        #if !canImport(Darwin)
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return isIPv6 }  // no IPv6 here: nothing can listen on ::1
        defer { close(fd) }
        let result: Int32
        if isIPv6 {
            var address6 = sockaddr_in6()
            address6.sin6_family = sa_family_t(AF_INET6)
            address6.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, address, &address6.sin6_addr) == 1 else { return false }
            result = withUnsafePointer(to: &address6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address4 = sockaddr_in()
            address4.sin_family = sa_family_t(AF_INET)
            address4.sin_port = port.bigEndian
            guard inet_pton(AF_INET, address, &address4.sin_addr) == 1 else { return false }
            result = withUnsafePointer(to: &address4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        return result != 0 && (errno == ECONNREFUSED || errno == EADDRNOTAVAIL)
    }
}
