// `XCUIElementTypeQueryProvider`: one descendants-by-type query per element type.
//
// Source of truth: XCUIElementTypeQueryProvider.h (main-actor protocol; Xcode 16.3 list). Every
// property is `descendants(matching: <type>)`. `disclosedChildRows` (macOS outline disclosure) is
// intentionally not provided because it is not a plain type query.
#if !canImport(Darwin)
import Foundation

/// Element-type query accessors shared by `XCUIElement` and `XCUIElementQuery`.
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {
    var touchBars: XCUIElementQuery { get }
    var groups: XCUIElementQuery { get }
    var windows: XCUIElementQuery { get }
    var sheets: XCUIElementQuery { get }
    var drawers: XCUIElementQuery { get }
    var alerts: XCUIElementQuery { get }
    var dialogs: XCUIElementQuery { get }
    var buttons: XCUIElementQuery { get }
    var radioButtons: XCUIElementQuery { get }
    var radioGroups: XCUIElementQuery { get }
    var checkBoxes: XCUIElementQuery { get }
    var disclosureTriangles: XCUIElementQuery { get }
    var popUpButtons: XCUIElementQuery { get }
    var comboBoxes: XCUIElementQuery { get }
    var menuButtons: XCUIElementQuery { get }
    var toolbarButtons: XCUIElementQuery { get }
    var popovers: XCUIElementQuery { get }
    var keyboards: XCUIElementQuery { get }
    var keys: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var tabBars: XCUIElementQuery { get }
    var tabGroups: XCUIElementQuery { get }
    var toolbars: XCUIElementQuery { get }
    var statusBars: XCUIElementQuery { get }
    var tables: XCUIElementQuery { get }
    var tableRows: XCUIElementQuery { get }
    var tableColumns: XCUIElementQuery { get }
    var outlines: XCUIElementQuery { get }
    var outlineRows: XCUIElementQuery { get }
    var browsers: XCUIElementQuery { get }
    var collectionViews: XCUIElementQuery { get }
    var sliders: XCUIElementQuery { get }
    var pageIndicators: XCUIElementQuery { get }
    var progressIndicators: XCUIElementQuery { get }
    var activityIndicators: XCUIElementQuery { get }
    var segmentedControls: XCUIElementQuery { get }
    var pickers: XCUIElementQuery { get }
    var pickerWheels: XCUIElementQuery { get }
    var switches: XCUIElementQuery { get }
    var toggles: XCUIElementQuery { get }
    var links: XCUIElementQuery { get }
    var images: XCUIElementQuery { get }
    var icons: XCUIElementQuery { get }
    var searchFields: XCUIElementQuery { get }
    var scrollViews: XCUIElementQuery { get }
    var scrollBars: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
    var secureTextFields: XCUIElementQuery { get }
    var datePickers: XCUIElementQuery { get }
    var textViews: XCUIElementQuery { get }
    var menus: XCUIElementQuery { get }
    var menuItems: XCUIElementQuery { get }
    var menuBars: XCUIElementQuery { get }
    var menuBarItems: XCUIElementQuery { get }
    var maps: XCUIElementQuery { get }
    var webViews: XCUIElementQuery { get }
    var steppers: XCUIElementQuery { get }
    var incrementArrows: XCUIElementQuery { get }
    var decrementArrows: XCUIElementQuery { get }
    var tabs: XCUIElementQuery { get }
    var timelines: XCUIElementQuery { get }
    var ratingIndicators: XCUIElementQuery { get }
    var valueIndicators: XCUIElementQuery { get }
    var splitGroups: XCUIElementQuery { get }
    var splitters: XCUIElementQuery { get }
    var relevanceIndicators: XCUIElementQuery { get }
    var colorWells: XCUIElementQuery { get }
    var helpTags: XCUIElementQuery { get }
    var mattes: XCUIElementQuery { get }
    var dockItems: XCUIElementQuery { get }
    var rulers: XCUIElementQuery { get }
    var rulerMarkers: XCUIElementQuery { get }
    var grids: XCUIElementQuery { get }
    var levelIndicators: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
    var layoutAreas: XCUIElementQuery { get }
    var layoutItems: XCUIElementQuery { get }
    var handles: XCUIElementQuery { get }
    var otherElements: XCUIElementQuery { get }
    var statusItems: XCUIElementQuery { get }

    /// An element resolved by stopping at the first match.
    var firstMatch: XCUIElement { get }

    /// The descendants of `type` (both conforming types have it; the accessors above are it).
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

// Every accessor is the same descendants query on an element and on a query.
extension XCUIElementTypeQueryProvider {
    public var touchBars: XCUIElementQuery { descendants(matching: .touchBar) }
    public var groups: XCUIElementQuery { descendants(matching: .group) }
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    public var drawers: XCUIElementQuery { descendants(matching: .drawer) }
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    public var dialogs: XCUIElementQuery { descendants(matching: .dialog) }
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var radioButtons: XCUIElementQuery { descendants(matching: .radioButton) }
    public var radioGroups: XCUIElementQuery { descendants(matching: .radioGroup) }
    public var checkBoxes: XCUIElementQuery { descendants(matching: .checkBox) }
    public var disclosureTriangles: XCUIElementQuery { descendants(matching: .disclosureTriangle) }
    public var popUpButtons: XCUIElementQuery { descendants(matching: .popUpButton) }
    public var comboBoxes: XCUIElementQuery { descendants(matching: .comboBox) }
    public var menuButtons: XCUIElementQuery { descendants(matching: .menuButton) }
    public var toolbarButtons: XCUIElementQuery { descendants(matching: .toolbarButton) }
    public var popovers: XCUIElementQuery { descendants(matching: .popover) }
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var tabGroups: XCUIElementQuery { descendants(matching: .tabGroup) }
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    public var statusBars: XCUIElementQuery { descendants(matching: .statusBar) }
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    public var tableRows: XCUIElementQuery { descendants(matching: .tableRow) }
    public var tableColumns: XCUIElementQuery { descendants(matching: .tableColumn) }
    public var outlines: XCUIElementQuery { descendants(matching: .outline) }
    public var outlineRows: XCUIElementQuery { descendants(matching: .outlineRow) }
    public var browsers: XCUIElementQuery { descendants(matching: .browser) }
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    public var switches: XCUIElementQuery { descendants(matching: .`switch`) }
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var icons: XCUIElementQuery { descendants(matching: .icon) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    public var scrollBars: XCUIElementQuery { descendants(matching: .scrollBar) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    public var menuBars: XCUIElementQuery { descendants(matching: .menuBar) }
    public var menuBarItems: XCUIElementQuery { descendants(matching: .menuBarItem) }
    public var maps: XCUIElementQuery { descendants(matching: .map) }
    public var webViews: XCUIElementQuery { descendants(matching: .webView) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var incrementArrows: XCUIElementQuery { descendants(matching: .incrementArrow) }
    public var decrementArrows: XCUIElementQuery { descendants(matching: .decrementArrow) }
    public var tabs: XCUIElementQuery { descendants(matching: .tab) }
    public var timelines: XCUIElementQuery { descendants(matching: .timeline) }
    public var ratingIndicators: XCUIElementQuery { descendants(matching: .ratingIndicator) }
    public var valueIndicators: XCUIElementQuery { descendants(matching: .valueIndicator) }
    public var splitGroups: XCUIElementQuery { descendants(matching: .splitGroup) }
    public var splitters: XCUIElementQuery { descendants(matching: .splitter) }
    public var relevanceIndicators: XCUIElementQuery { descendants(matching: .relevanceIndicator) }
    public var colorWells: XCUIElementQuery { descendants(matching: .colorWell) }
    public var helpTags: XCUIElementQuery { descendants(matching: .helpTag) }
    public var mattes: XCUIElementQuery { descendants(matching: .matte) }
    public var dockItems: XCUIElementQuery { descendants(matching: .dockItem) }
    public var rulers: XCUIElementQuery { descendants(matching: .ruler) }
    public var rulerMarkers: XCUIElementQuery { descendants(matching: .rulerMarker) }
    public var grids: XCUIElementQuery { descendants(matching: .grid) }
    public var levelIndicators: XCUIElementQuery { descendants(matching: .levelIndicator) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var layoutAreas: XCUIElementQuery { descendants(matching: .layoutArea) }
    public var layoutItems: XCUIElementQuery { descendants(matching: .layoutItem) }
    public var handles: XCUIElementQuery { descendants(matching: .handle) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    public var statusItems: XCUIElementQuery { descendants(matching: .statusItem) }
}
#endif
