import Foundation
import Testing
@testable import WebDriverClient

/// Device clouds take `https://user:key@hub…` URLs: the key is sent as HTTP Basic
/// authentication and never appears in a URL, a message or an error.
@Suite("Remote credentials")
struct RemoteCredentialsTests {
    static let key = "k3y-9f8e7d6c5b4a"
    static let urlWithKey = "https://alice:\(key)@hub.example.com/wd/hub"

    @Test func theURLLosesItsCredentialsAndTheSessionSendsThemAsBasicAuth() throws {
        let remote = try #require(try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": Self.urlWithKey]))
        #expect(remote.serverURL.absoluteString == "https://hub.example.com/wd/hub")
        #expect(remote.credentials?.user == "alice")

        let transport = FakeTransport.session()
        var withFake = remote
        withFake.transport = transport
        let session = try withFake.newSession()
        _ = try session.title()
        let expected = "Basic " + Data("alice:\(Self.key)".utf8).base64EncodedString()
        #expect(transport.sent.count == 2)
        for sent in transport.sent {
            #expect(sent.request.headers["Authorization"] == expected)
            #expect(!sent.request.url.absoluteString.contains(Self.key))
            #expect(sent.request.url.user == nil)
        }
        #expect(!session.serverURL.absoluteString.contains(Self.key))
    }

    @Test func aSessionGivenAURLWithCredentialsStripsThemToo() throws {
        let transport = FakeTransport.session()
        let session = try WebDriverSession.create(
            serverURL: URL(string: "http://bob:\(Self.key)@127.0.0.1:4444/wd/hub")!, transport: transport
        )
        #expect(session.serverURL.absoluteString == "http://127.0.0.1:4444/wd/hub")
        #expect(transport.last?.request.headers["Authorization"] == "Basic " + Data("bob:\(Self.key)".utf8).base64EncodedString())
    }

    @Test func errorsNeverShowTheKey() throws {
        let refusing = FakeTransport { request in
            throw HTTPTransportError.connectionFailed(url: request.url, reason: "Connection refused")
        }
        var remote = try #require(try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": Self.urlWithKey]))
        remote.transport = refusing
        do {
            _ = try remote.newSession()
            Issue.record("a refused connection must throw")
        } catch {
            #expect(!"\(error)".contains(Self.key), "\(error)")
            #expect("\(error)".contains("hub.example.com"))
        }

        do {
            _ = try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "ftp://alice:\(Self.key)@hub.example.com"])
            Issue.record("an ftp URL must be refused")
        } catch {
            #expect(!"\(error)".contains(Self.key), "\(error)")
            #expect("\(error)".contains("TABTESTKIT_WEBDRIVER_URL"))
        }
    }

    @Test func malformedCapabilitiesAreNeverEchoed() {
        let broken = #"{"browserName": "chrome", "cloud:options": {"accessKey": "\#(Self.key)"},"#
        do {
            _ = try RemoteWebDriver.fromEnvironment(["TABTESTKIT_WEBDRIVER_URL": "http://127.0.0.1:4444", "TABTESTKIT_CAPABILITIES": broken])
            Issue.record("broken JSON must be refused")
        } catch {
            let text = "\(error)"
            #expect(!text.contains(Self.key), "\(text)")
            #expect(!text.contains("accessKey"), "\(text)")
            #expect(text.contains("TABTESTKIT_CAPABILITIES"), "\(text)")
            #expect(text.contains("line 1"), "the error must say where the JSON breaks: \(text)")
        }

        for notAnObject in [#"["\#(Self.key)"]"#, #"{"firstMatch": ["\#(Self.key)"]}"#] {
            do {
                _ = try RemoteWebDriver.parseCapabilities(notAnObject)
                Issue.record("\(notAnObject) must be refused")
            } catch {
                #expect(!"\(error)".contains(Self.key), "\(error)")
            }
        }
        do {
            _ = try RemoteWebDriver.parseCapabilities("not-a-preset-\(Self.key)")
            Issue.record("an unknown preset must be refused")
        } catch {
            #expect(!"\(error)".contains(Self.key), "\(error)")
        }
    }
}
