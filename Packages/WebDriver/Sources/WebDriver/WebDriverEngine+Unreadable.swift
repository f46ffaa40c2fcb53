import ElementCore
import Foundation
import WebDriverClient

/// Components whose shadow root is closed (`unreadableHosts` in 66-unreadable.js): the page
/// runtime cannot read inside them, so a not-found failure names them.
extension WebDriverEngine: UnreadableContentReporting {
    private struct Host: Decodable {
        var tag: String
        var id: String?
        var frame: [Double]
    }

    public func unreadableContent(limit: Int) throws(EngineError) -> [String] {
        guard sessions.session != nil, limit > 0 else { return [] }
        let hosts = try runtimeCall("return ttk.unreadableHosts(arguments[0]);", arguments: [.number(Double(limit))],
                                    reads: true, as: [Host].self, what: "look for closed shadow roots")
        return hosts.map { host in
            let name = host.id.map { "<\(host.tag) id=\"\($0)\">" } ?? "<\(host.tag)>"
            let box = host.frame.count == 4
                ? String(format: " at (%.0f, %.0f, %.0f×%.0f)", host.frame[0], host.frame[1], host.frame[2], host.frame[3]) : ""
            return "\(name)\(box): a closed shadow root, whose content no page script can read"
        }
    }
}
