import ElementCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import WebDriver

/// Reads an XCUI / Appium page source — XML whose elements are `XCUIElementType…` nodes with
/// `name`, `label`, `identifier`, `value`, `enabled`, `visible` and frame attributes — into the
/// same tree the web engine reports, so one planner serves both.
///
/// - The node type comes from the element's name (or its `type` attribute).
/// - The identifier is the `identifier` attribute when there is one, else `name` (Appium's
///   `name` is the accessibility identifier, or the label when there is none).
/// - `traits` containing `Header` make a header, as XCUI's header trait does.
/// - Elements of other names (Appium's `AppiumAUT` root) are transparent: their children count
///   as their parent's.
public enum PageSourceReader {
    /// The tree of an XML page source.
    ///
    /// - Throws: ``PageSourceError`` when the XML is malformed or holds no XCUI node.
    public static func tree(fromXML data: Data, source: String) throws(PageSourceError) -> PageTree {
        let collector = NodeCollector()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let parsed = parser.parse()
        guard parsed, parser.parserError == nil else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            throw .malformed(source: source, line: parser.lineNumber, reason: reason)
        }
        guard collector.isComplete else {
            throw .malformed(source: source, line: parser.lineNumber, reason: "the document ends inside an element")
        }
        guard !collector.nodes.isEmpty else { throw .noXCUINodes(source: source) }
        return PageTree(nodes: collector.nodes, url: source)
    }

    /// The element type an XCUI class name stands for, e.g. `XCUIElementTypeButton` → `.button`.
    public static func elementType(className: String) -> ElementType? {
        typesByClassName[className]
    }

    private static let typesByClassName: [String: ElementType] = Dictionary(
        uniqueKeysWithValues: ElementType.allCases.map { ($0.xcuiClassName, $0) }
    )

    /// The snapshot of one XML element's attributes.
    static func snapshot(type: ElementType, attributes: [String: String]) -> ElementSnapshot {
        func number(_ key: String) -> Double { attributes[key].flatMap(Double.init) ?? 0 }
        func flag(_ key: String, default value: Bool) -> Bool {
            guard let raw = attributes[key]?.lowercased() else { return value }
            return raw == "true" || raw == "1" || raw == "yes"
        }
        let label = attributes["label"] ?? ""
        let identifier = attributes["identifier"] ?? attributes["name"] ?? ""
        let visible = flag("visible", default: true)
        return ElementSnapshot(
            type: type, identifier: identifier, label: label, value: attributes["value"],
            placeholder: attributes["placeholderValue"],
            frame: CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height")),
            isEnabled: flag("enabled", default: true), isSelected: flag("selected", default: false),
            hasKeyboardFocus: flag("focused", default: false), isHittable: flag("hittable", default: visible), isVisible: visible
        )
    }
}

/// Why a page source could not be read.
public enum PageSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The XML is not well formed.
    case malformed(source: String, line: Int, reason: String)
    /// The XML has no `XCUIElementType…` element.
    case noXCUINodes(source: String)

    /// What went wrong, and what is expected.
    public var description: String {
        switch self {
        case .malformed(let source, let line, let reason):
            return "\(source) is not well-formed XML (line \(line)): \(reason)"
        case .noXCUINodes(let source):
            return "\(source) has no XCUIElementType… element: tabtestkit reads XCUI and Appium (XCUITest) page sources."
        }
    }
}

/// Collects XCUI nodes in document order, with the index of their parent node.
private final class NodeCollector: NSObject, XMLParserDelegate {
    var nodes: [PageTree.Node] = []
    /// For each open XML element, the node it made (`nil` when transparent).
    private var open: [Int?] = []
    /// Whether a root element was read and every element was closed.
    var isComplete: Bool { open.isEmpty && sawRoot }
    private var sawRoot = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        sawRoot = true
        let className = PageSourceReader.elementType(className: elementName) != nil ? elementName : (attributes["type"] ?? elementName)
        guard let type = PageSourceReader.elementType(className: className) else {
            open.append(nil)
            return
        }
        let parent = open.last(where: { $0 != nil }) ?? nil
        let isHeading = (attributes["traits"] ?? "").split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "Header" }
        nodes.append(PageTree.Node(snapshot: PageSourceReader.snapshot(type: type, attributes: attributes),
                                   role: isHeading ? "heading" : "", parent: parent))
        open.append(nodes.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }
}
