import Foundation

/// A compiled regular expression that can be shared between tasks.
///
/// `NSRegularExpression` is immutable and documented by Apple as safe to use from several
/// threads at once; this box states that to the compiler. (Swift's `Regex` is not `Sendable`,
/// and compiling one costs far more than matching with it, so it cannot be made per match.)
final class CompiledRegex: @unchecked Sendable {
    let pattern: String
    private let regex: NSRegularExpression

    init(_ pattern: String) throws(CucumberExpressionError) {
        self.pattern = pattern
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            throw CucumberExpressionError("The regular expression /\(pattern)/ is not valid: \(error)")
        }
    }

    /// Checks that `shape` found the same capture groups as the regular expression engine, so
    /// arguments are read from the right groups.
    func check(_ shape: GroupShape) throws(CucumberExpressionError) {
        guard shape.captureGroupCount == regex.numberOfCaptureGroups else {
            throw CucumberExpressionError("The regular expression /\(pattern)/ has \(regex.numberOfCaptureGroups) capture "
                + "groups, but only \(shape.captureGroupCount) could be located in it; simplify its groups")
        }
    }

    /// The first match in `text`: the whole match and each capture group, `nil` for a group
    /// that took no part in the match.
    func firstMatch(in text: String) -> [(value: String?, range: Range<String.Index>?)]? {
        let whole = NSRange(text.startIndex..<text.endIndex, in: text)
        guard let match = regex.firstMatch(in: text, options: [], range: whole) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            let found = match.range(at: index)
            guard found.location != NSNotFound, let range = Range(found, in: text) else { return (nil, nil) }
            return (String(text[range]), range)
        }
    }
}
