import Foundation
import Testing
@testable import WebDriverClient
#if !canImport(Darwin)
import Glibc
#endif

/// The managed chromedriver keeps to this machine and to this user: it listens on loopback
/// only, and its private folder and log are readable by their owner only.
@Suite("Managed chromedriver isolation (real driver)", .serialized)
struct DriverIsolationTests {
    @Test func listensOnLoopbackOnly() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let port = try #require(try chromium.start().port)
        let sockets = ListeningSocket.all(onPort: port)
        #expect(!sockets.isEmpty, "nothing listens on chromedriver's port \(port)")
        for socket in sockets {
            #expect(socket.isLoopback, "chromedriver listens on \(socket.address):\(port), not only on loopback")
        }
    }

    @Test func theBrowsersDevToolsListenOnLoopbackOnly() throws {
        // The shared browsers are controlled through their DevTools endpoint: it must not be
        // reachable from other machines either.
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        let session = try chromium.isolatedSession(timeout: 30, channel: .devTools)
        defer { session.delete() }
        let address = try #require(session.capabilities["goog:chromeOptions"]?["debuggerAddress"]?.stringValue)
        let port = try #require(address.split(separator: ":").last.flatMap { Int($0) })
        let sockets = ListeningSocket.all(onPort: port)
        #expect(!sockets.isEmpty, "nothing listens on the browser's DevTools port \(port)")
        for socket in sockets {
            #expect(socket.isLoopback, "the browser's DevTools listen on \(socket.address):\(port), not only on loopback")
        }
    }

    @Test func privateFolderAndLogAreForTheOwnerOnly() throws {
        let chromium = try ManagedChromium()
        defer { chromium.stop() }
        try chromium.start()
        let folder = try #require(chromium.privateFolder)
        #expect(try permissions(of: folder) == 0o700)
        #expect(try permissions(of: (folder as NSString).appendingPathComponent("driver.log")) == 0o600)
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
}

/// A listening TCP socket, read from `/proc/net/tcp` and `/proc/net/tcp6`.
struct ListeningSocket: CustomStringConvertible {
    /// The local address as the kernel writes it (hex).
    let address: String
    /// Whether the address is IPv6.
    let isIPv6: Bool

    /// `127.0.0.0/8` or `::1` (or `::ffff:127.x.x.x`).
    var isLoopback: Bool {
        if !isIPv6 { return address.hasSuffix("7F") }  // little-endian: the last byte is the first octet
        if address == "00000000000000000000000001000000" { return true }
        return address.hasPrefix("0000000000000000FFFF0000") && address.hasSuffix("7F")
    }

    var description: String { "\(isIPv6 ? "tcp6" : "tcp") \(address)" }

    /// Every socket in state LISTEN on `port`, IPv4 and IPv6.
    static func all(onPort port: Int) -> [ListeningSocket] {
        let portHex = String(format: "%04X", port)
        var found: [ListeningSocket] = []
        for (file, isIPv6) in [("/proc/net/tcp", false), ("/proc/net/tcp6", true)] {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 3, fields[3] == "0A" else { continue }  // 0A: LISTEN
                let local = fields[1].split(separator: ":")
                guard local.count == 2, local[1] == portHex else { continue }
                found.append(ListeningSocket(address: String(local[0]), isIPv6: isIPv6))
            }
        }
        return found
    }
}
