import ElementCore
import Testing

/// `XCUIElementType` as declared in Apple's `XCUIElementTypes.h`: the suffix of each
/// constant's name and its value.
private let xcuiElementTypes: [(ElementType, UInt, String)] = [
    (.any, 0, "Any"), (.other, 1, "Other"), (.application, 2, "Application"), (.group, 3, "Group"),
    (.window, 4, "Window"), (.sheet, 5, "Sheet"), (.drawer, 6, "Drawer"), (.alert, 7, "Alert"),
    (.dialog, 8, "Dialog"), (.button, 9, "Button"), (.radioButton, 10, "RadioButton"),
    (.radioGroup, 11, "RadioGroup"), (.checkBox, 12, "CheckBox"), (.disclosureTriangle, 13, "DisclosureTriangle"),
    (.popUpButton, 14, "PopUpButton"), (.comboBox, 15, "ComboBox"), (.menuButton, 16, "MenuButton"),
    (.toolbarButton, 17, "ToolbarButton"), (.popover, 18, "Popover"), (.keyboard, 19, "Keyboard"),
    (.key, 20, "Key"), (.navigationBar, 21, "NavigationBar"), (.tabBar, 22, "TabBar"),
    (.tabGroup, 23, "TabGroup"), (.toolbar, 24, "Toolbar"), (.statusBar, 25, "StatusBar"),
    (.table, 26, "Table"), (.tableRow, 27, "TableRow"), (.tableColumn, 28, "TableColumn"),
    (.outline, 29, "Outline"), (.outlineRow, 30, "OutlineRow"), (.browser, 31, "Browser"),
    (.collectionView, 32, "CollectionView"), (.slider, 33, "Slider"), (.pageIndicator, 34, "PageIndicator"),
    (.progressIndicator, 35, "ProgressIndicator"), (.activityIndicator, 36, "ActivityIndicator"),
    (.segmentedControl, 37, "SegmentedControl"), (.picker, 38, "Picker"), (.pickerWheel, 39, "PickerWheel"),
    (.switch, 40, "Switch"), (.toggle, 41, "Toggle"), (.link, 42, "Link"), (.image, 43, "Image"),
    (.icon, 44, "Icon"), (.searchField, 45, "SearchField"), (.scrollView, 46, "ScrollView"),
    (.scrollBar, 47, "ScrollBar"), (.staticText, 48, "StaticText"), (.textField, 49, "TextField"),
    (.secureTextField, 50, "SecureTextField"), (.datePicker, 51, "DatePicker"), (.textView, 52, "TextView"),
    (.menu, 53, "Menu"), (.menuItem, 54, "MenuItem"), (.menuBar, 55, "MenuBar"), (.menuBarItem, 56, "MenuBarItem"),
    (.map, 57, "Map"), (.webView, 58, "WebView"), (.incrementArrow, 59, "IncrementArrow"),
    (.decrementArrow, 60, "DecrementArrow"), (.timeline, 61, "Timeline"), (.ratingIndicator, 62, "RatingIndicator"),
    (.valueIndicator, 63, "ValueIndicator"), (.splitGroup, 64, "SplitGroup"), (.splitter, 65, "Splitter"),
    (.relevanceIndicator, 66, "RelevanceIndicator"), (.colorWell, 67, "ColorWell"), (.helpTag, 68, "HelpTag"),
    (.matte, 69, "Matte"), (.dockItem, 70, "DockItem"), (.ruler, 71, "Ruler"), (.rulerMarker, 72, "RulerMarker"),
    (.grid, 73, "Grid"), (.levelIndicator, 74, "LevelIndicator"), (.cell, 75, "Cell"), (.layoutArea, 76, "LayoutArea"),
    (.layoutItem, 77, "LayoutItem"), (.handle, 78, "Handle"), (.stepper, 79, "Stepper"), (.tab, 80, "Tab"),
    (.touchBar, 81, "TouchBar"), (.statusItem, 82, "StatusItem"),
]

@Suite("ElementType matches XCUIElementTypes.h")
struct ElementTypeTests {
    @Test func thereAre83TypesInRawValueOrder() {
        #expect(ElementType.allCases.count == 83)
        #expect(xcuiElementTypes.count == 83)
        #expect(ElementType.allCases.map(\.rawValue) == Array(UInt(0)...82))
        #expect(ElementType(rawValue: 83) == nil)
    }

    @Test(arguments: xcuiElementTypes.map { ($0.0, $0.1) })
    func rawValueIsApples(type: ElementType, rawValue: UInt) {
        #expect(type.rawValue == rawValue)
        #expect(ElementType(rawValue: rawValue) == type)
    }

    @Test func everyCaseIsInTheTable() {
        #expect(Set(xcuiElementTypes.map(\.0)) == Set(ElementType.allCases))
    }

    @Test(arguments: xcuiElementTypes.map { ($0.0, $0.2) })
    func namesAndClassNames(type: ElementType, suffix: String) {
        let swiftName = suffix.prefix(1).lowercased() + suffix.dropFirst()
        #expect(type.name == swiftName)
        #expect(type.description == swiftName)
        #expect(type.xcuiClassName == "XCUIElementType" + suffix)
    }

    @Test func spotChecks() {
        #expect(ElementType.button.rawValue == 9)
        #expect(ElementType.staticText.xcuiClassName == "XCUIElementTypeStaticText")
        #expect(ElementType.switch.name == "switch")
        #expect(ElementType.switch.xcuiClassName == "XCUIElementTypeSwitch")
        #expect(ElementType.secureTextField.xcuiClassName == "XCUIElementTypeSecureTextField")
        #expect(ElementType.statusItem.rawValue == 82)
        #expect("\(ElementType.collectionView)" == "collectionView")
    }
}
