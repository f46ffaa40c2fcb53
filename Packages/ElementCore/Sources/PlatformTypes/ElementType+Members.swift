// Members every platform's `ElementType` has: Apple's `XCUIElement.ElementType` gets them here
// as an extension, and TABTestKit's own enum elsewhere gets its `CaseIterable` and
// `CustomStringConvertible` conformances from them.
extension ElementType {
    /// Every element type, in raw-value order (`any` … `statusItem`).
    public static var allCases: [ElementType] {
        (UInt(0)..<UInt(ElementTypeNames.all.count)).compactMap { ElementType(rawValue: $0) }
    }

    /// The case name as written in Swift, such as `staticText`.
    public var name: String {
        let index = Int(rawValue)
        return index < ElementTypeNames.all.count ? ElementTypeNames.all[index] : "elementType\(rawValue)"
    }

    /// The Appium / XCUI class name, such as `XCUIElementTypeStaticText`.
    public var xcuiClassName: String {
        let name = self.name
        return "XCUIElementType" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The case name, such as `button`. (On Apple platforms, string interpolation of an imported
    /// enum does not use it: write `type.name` in messages.)
    public var description: String { name }
}

/// The Swift case names of the element types, indexed by raw value.
enum ElementTypeNames {
    static let all: [String] = ["any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button", "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton", "comboBox", "menuButton", "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup", "toolbar", "statusBar", "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView", "slider", "pageIndicator", "progressIndicator", "activityIndicator", "segmentedControl", "picker", "pickerWheel", "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar", "staticText", "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar", "menuBarItem", "map", "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator", "valueIndicator", "splitGroup", "splitter", "relevanceIndicator", "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid", "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper", "tab", "touchBar", "statusItem"]
}
