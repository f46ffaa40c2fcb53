import BDD
import Foundation

/// Reads how a `Regex` literal was written, for messages: a Swift `Regex` does not say what its
/// pattern is, but the definition's source line does.
enum DefinitionSource {
    /// The pattern of the `/…/` (or `#/…/#`) literal that follows the call at `site`, or `nil` when
    /// the source cannot be read or holds none.
    static func regexLiteral(at site: CallSite) -> String? {
        guard let text = try? String(contentsOfFile: site.filePathText, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = Int(site.line) - 1
        guard lines.indices.contains(index) else { return nil }
        let line = lines[index].dropFirst(max(0, Int(site.column) - 1))
        guard let open = line.firstIndex(of: "(") else { return nil }
        var rest = line[line.index(after: open)...].drop { $0 == " " }
        let hashes = rest.prefix { $0 == "#" }.count
        rest = rest.dropFirst(hashes)
        guard rest.first == "/" else { return nil }
        rest = rest.dropFirst()
        let closing = "/" + String(repeating: "#", count: hashes)
        var pattern = ""
        while !rest.isEmpty {
            if hashes == 0, rest.first == "\\", let escaped = rest.dropFirst().first {
                pattern += "\\\(escaped)"
                rest = rest.dropFirst(2)
                continue
            }
            if rest.hasPrefix(closing) { return pattern }
            pattern.append(rest.removeFirst())
        }
        return nil
    }
}
