import Foundation
import Testing
import WebDriver

/// The page runtime as it goes out with each tab: without comment lines and indentation, and
/// never changed where dropping a line could change what the code means. (Every real-browser
/// test, and `Tests/RuntimeJS`, runs the compacted runtime.)
@Suite("Page runtime source")
struct PageRuntimeSourceTests {
    @Test("comment lines, blank lines and indentation go; code lines stay, in order, whole")
    func dropsCommentsAndIndentation() {
        let part = """
            // What this part does.
            function f(a) {
              // Why the loop.
              const url = 'http://example.test'; // a trailing comment stays: it may be text
                return a + 1;

            }
            """
        #expect(PageRuntime.compacted(part) == """
            function f(a) {
            const url = 'http://example.test'; // a trailing comment stays: it may be text
            return a + 1;
            }
            """)
    }

    @Test("a part with a template literal over several lines is sent as it is")
    func keepsMultiLineTemplateLiterals() {
        let part = """
            const text = `first line
              // text, not a comment
            last line`;
            """
        #expect(PageRuntime.compacted(part) == part)
    }

    @Test("a part with a string continued on the next line is sent as it is")
    func keepsContinuedStrings() {
        let part = """
            const text = 'first \\
              // text, not a comment';
            """
        #expect(PageRuntime.compacted(part) == part)
    }

    @Test("the bundled runtime has no comment line and is well under its parts' size")
    func bundledRuntimeIsCompacted() throws {
        let runtime = try PageRuntime.source()
        let lines = runtime.script.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("//") || $0.hasPrefix(" ") })
        #expect(runtime.script.contains("window.__tabtestkit"))
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/WebDriver/Runtime/JavaScript")
        let parts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        let partsSize = try parts.reduce(0) { $0 + (try Data(contentsOf: folder.appendingPathComponent($1))).count }
        #expect(parts.count > 10)
        #expect(Double(runtime.script.utf8.count) < 0.8 * Double(partsSize),
                "the runtime sent with each tab: \(runtime.script.utf8.count) bytes, its parts \(partsSize)")
    }
}
