import ElementCore

/// The Swift element a node becomes in a generated Screen: a predefined element of ElementCore
/// (`Button`, `Label`, `Link`…), or, for a type ElementCore predefines none of (a toggle, a
/// tab group), an element declared inside the Screen.
public struct ElementKind: Sendable, Hashable, CustomStringConvertible {
    /// The type's name in Swift, e.g. `Button` or `Link`.
    public var typeName: String
    /// The node type it matches.
    public var type: ElementType
    /// Whether ElementCore predefines it; otherwise the Screen declares it.
    public var isPredefined: Bool
    /// Whether it can be tapped (conforms to `Tappable`).
    public var isTappable: Bool
    /// Whether text can be typed into it (conforms to `Editable`).
    public var isEditable: Bool
    /// Whether other elements can be looked up inside it, as their parent.
    public var isContainer: Bool

    /// What ends a property of this kind when its id does not say what it is: the type's name
    /// (`logInButton`, `settingsNavBar`), `Field` for text fields (`usernameField`).
    public var suffix: String {
        typeName.hasSuffix("TextField") ? "Field" : typeName
    }

    /// The type name's last word, e.g. `Bar` for `NavBar`: an id ending with it already says
    /// what the element is (`NavBar` → `navBar`).
    public var lastWord: String {
        SwiftNames.words(typeName).last ?? typeName
    }

    /// The type name.
    public var description: String { typeName }

    private init(_ typeName: String, _ type: ElementType, predefined: Bool = true, tappable: Bool = false,
                 editable: Bool = false, container: Bool = false) {
        self.typeName = typeName
        self.type = type
        self.isPredefined = predefined
        self.isTappable = tappable || editable
        self.isEditable = editable
        self.isContainer = container
    }

    /// A heading: `Header` (type `.other`).
    public static let header = ElementKind("Header", .other)
    /// A plain container: `View` (type `.other`).
    public static let view = ElementKind("View", .other, container: true)

    /// The kind of a node: `nil` for nodes a Screen does not declare (the application, windows,
    /// the keyboard, picker wheels — reached through their picker —, and nodes matching any type).
    /// `isHeading` tells a `Header` from a `View`, both of type `.other`.
    public static func kind(for type: ElementType, isHeading: Bool) -> ElementKind? {
        if type == .other { return isHeading ? .header : .view }
        if let predefined = predefined[type] { return predefined }
        if skipped.contains(type) { return nil }
        let name = SwiftNames.upperCamel(SwiftNames.words(type.xcuiClassName).dropFirst(3).map { $0 })
        return ElementKind(name.isEmpty ? "Node" : name, type, predefined: false, tappable: tappable.contains(type),
                           editable: editable.contains(type), container: containers.contains(type))
    }

    /// Every predefined element a generated Screen may use, by the type it matches (`.other`
    /// aside: `Header` or `View`).
    public static let predefined: [ElementType: ElementKind] = {
        let kinds = [
            ElementKind("Button", .button, tappable: true),
            ElementKind("Cell", .cell, tappable: true, container: true),
            ElementKind("Table", .table, container: true),
            ElementKind("CollectionView", .collectionView, container: true),
            ElementKind("ScrollView", .scrollView, container: true),
            ElementKind("WebView", .webView, container: true),
            ElementKind("Label", .staticText),
            ElementKind("TextField", .textField, editable: true),
            ElementKind("SecureTextField", .secureTextField, editable: true),
            ElementKind("TextView", .textView, editable: true),
            ElementKind("Switch", .switch, tappable: true),
            ElementKind("Slider", .slider),
            ElementKind("Stepper", .stepper, container: true),
            ElementKind("SegmentedControl", .segmentedControl, container: true),
            ElementKind("Picker", .picker),
            ElementKind("DatePicker", .datePicker),
            ElementKind("NavBar", .navigationBar, container: true),
            ElementKind("TabBar", .tabBar, container: true),
            ElementKind("Alert", .alert, container: true),
            ElementKind("Sheet", .sheet, container: true),
            ElementKind("Image", .image),
            ElementKind("Icon", .icon, tappable: true),
            ElementKind("PageIndicator", .pageIndicator),
            ElementKind("Link", .link, tappable: true),
            ElementKind("CheckBox", .checkBox, tappable: true),
            ElementKind("RadioButton", .radioButton, tappable: true),
            ElementKind("RadioGroup", .radioGroup, container: true),
            ElementKind("ComboBox", .comboBox, editable: true),
            ElementKind("SearchField", .searchField, editable: true),
            ElementKind("Menu", .menu, container: true),
            ElementKind("MenuItem", .menuItem, tappable: true),
            ElementKind("ProgressIndicator", .progressIndicator),
            ElementKind("Group", .group, container: true),
            ElementKind("Toolbar", .toolbar, container: true),
            ElementKind("MenuBar", .menuBar, container: true),
            ElementKind("Tree", .outline, container: true),
            ElementKind("TreeItem", .outlineRow, tappable: true, container: true),
        ]
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0.type, $0) })
    }()

    private static let skipped: Set<ElementType> = [.any, .application, .window, .keyboard, .key, .pickerWheel]
    private static let tappable: Set<ElementType> = [
        .link, .checkBox, .radioButton, .menuItem, .menuButton, .menuBarItem, .popUpButton, .toggle, .tab,
        .disclosureTriangle, .toolbarButton, .incrementArrow, .decrementArrow, .dockItem, .statusItem,
    ]
    private static let editable: Set<ElementType> = [.searchField, .comboBox]
    private static let containers: Set<ElementType> = [
        .group, .radioGroup, .toolbar, .menu, .menuBar, .outline, .outlineRow, .tableRow, .grid, .tabGroup,
        .splitGroup, .layoutArea, .popover, .drawer, .dialog, .browser,
    ]
}
