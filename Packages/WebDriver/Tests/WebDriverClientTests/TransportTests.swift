import Foundation
import Testing
@testable import WebDriverClient
#if !canImport(Darwin)
import Glibc
#endif

@Suite("Platform transport")
struct TransportTests {
    /// A socket that accepts connections (the kernel completes the handshake) but never answers.
    final class SilentServer: @unchecked Sendable {
        let fd: Int32
        let port: Int

        init() throws {
            #if !canImport(Darwin)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            listen(fd, 16)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            self.fd = fd
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(fd) }
    }

    @Test func aSilentServerHitsTheDeadline() throws {
        let server = try SilentServer()
        let url = URL(string: "http://127.0.0.1:\(server.port)/status")!
        let start = Date()
        #expect(throws: HTTPTransportError.deadlineExceeded(url: url, timeout: 0.5)) {
            try PlatformDefaultTransport.shared.send(HTTPRequest(method: .get, url: url), timeout: 0.5)
        }
        #expect(Date().timeIntervalSince(start) < 3)
    }

    @Test func aDeadServerFailsFastWithAClearError() throws {
        let port = try freeLoopbackPort()  // nothing listens there
        let start = Date()
        do {
            _ = try WebDriverSession.create(serverURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: 10)
            Issue.record("expected a throw")
        } catch let error as WebDriverError {
            guard case .serverNotReachable = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(error.description.contains("the WebDriver server at http://127.0.0.1:\(port) is not running or died"))
        }
        #expect(Date().timeIntervalSince(start) < 5, "fails at the refused connection, not at the 10 s deadline")
    }
}
