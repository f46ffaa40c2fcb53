/// Property names for a Screen's elements, unique within it, handed out in document order.
///
/// A name is the id's first words in lowerCamelCase, ending with the kind's word unless the id
/// already ends with it or a word meaning the same (`UsernameField` → `usernameField`,
/// `Log in` → `logInButton`, `Row-3` → `row3Cell`). An element looked up in a parent (its id is
/// repeated) starts with the parent's name (`row3CellDeleteButton`); a name taken already is
/// numbered (`moreLink2`).
struct ElementNaming {
    private(set) var taken: Set<String>

    /// Naming that avoids `taken` (the names of a Screen's elements so far) and the reserved names.
    init(taken: some Sequence<String> = []) {
        self.taken = Self.reserved.union(taken)
    }

    /// Names a Screen cannot use for an element: its trait, and what Swift keeps for itself.
    static let reserved: Set<String> = ["trait", "self", "init", "type", "Type", "Self", "Protocol"]

    /// A fresh name for an element of `kind` found by `id`.
    mutating func claim(id: String?, kind: ElementKind, parentName: String?) -> String {
        let base = Self.baseName(id: id, kind: kind)
        // An element is scoped by a parent only when its id is repeated: its parent tells which.
        var name = parentName.map { $0 + SwiftNames.capitalized(base) } ?? base
        var number = 2
        let stem = name
        while taken.contains(name) {
            name = stem + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// The name before it is made unique.
    static func baseName(id: String?, kind: ElementKind) -> String {
        let kindWords = SwiftNames.words(kind.typeName)
        var words = Array(SwiftNames.words(id ?? "").prefix(SwiftNames.maximumWords))
        if words.isEmpty { return SwiftNames.lowerCamel(kindWords) }
        if let last = words.last?.lowercased(), !endings(of: kind).contains(last) {
            words.append(kind.suffix)
        }
        if words.first?.first?.isNumber == true { words.insert(contentsOf: kindWords, at: 0) }
        let name = SwiftNames.lowerCamel(words)
        return reserved.contains(name) ? name + kind.typeName : name
    }

    /// The last words that already say what the element is, lower-cased.
    static func endings(of kind: ElementKind) -> Set<String> {
        let own = kind.lastWord.lowercased()
        switch kind.typeName {
        case "Button": return [own, "tab"]
        case "Label": return [own, "text"]
        case "TextView": return [own, "field"]
        case "Header": return [own, "heading", "title"]
        case "View": return [own, "screen", "container", "form", "section", "group"]
        case "Cell": return [own, "row", "item"]
        case "Table": return [own, "view", "list"]
        case "CollectionView": return [own, "grid", "collection"]
        case "Switch": return [own, "toggle"]
        case "Alert", "Sheet": return [own, "dialog"]
        case "Image": return [own, "icon", "logo", "avatar", "picture", "photo"]
        default: return [own]
        }
    }
}
