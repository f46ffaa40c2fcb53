import ElementCore
import Foundation

// XCUI's query vocabulary (`descendants(matching:)`, `buttons`, `cells`…) on every element and
// every engine: each returns a `MatchingQuery` below the element.
extension Element {
    /// The elements of `type` below this one (`.any` for every type).
    public func descendants(matching type: ElementType) -> MatchingQuery { MatchingQuery(type: type, parent: self) }

    /// The elements of `type` below this one. Engines other than XCUI search every level, not
    /// only direct children.
    public func children(matching type: ElementType) -> MatchingQuery { descendants(matching: type) }

    /// The elements below this one that pass `predicate` (Einstein's name).
    public func descendants(predicate: EasyPredicate) -> MatchingQuery { MatchingQuery(parent: self, predicate: predicate) }

    /// The elements below this one that pass the predicates (Einstein's name).
    public func descendants(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> MatchingQuery {
        MatchingQuery(parent: self, predicate: predicates.isEmpty ? nil : predicates.merged(withLogic: logic))
    }

    /// The elements below this one that pass `predicate` (Einstein's name; engines other than
    /// XCUI search every level, not only direct children).
    public func children(predicate: EasyPredicate) -> MatchingQuery { descendants(predicate: predicate) }

    /// The elements below this one that pass the predicates (Einstein's name; see
    /// ``children(predicate:)``).
    public func children(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> MatchingQuery {
        descendants(predicates: predicates, logic: logic)
    }

    /// The buttons below this element.
    public var buttons: MatchingQuery { descendants(matching: .button) }
    /// The static texts (labels) below this element.
    public var staticTexts: MatchingQuery { descendants(matching: .staticText) }
    /// The text fields below this element.
    public var textFields: MatchingQuery { descendants(matching: .textField) }
    /// The secure text fields below this element.
    public var secureTextFields: MatchingQuery { descendants(matching: .secureTextField) }
    /// The text views below this element.
    public var textViews: MatchingQuery { descendants(matching: .textView) }
    /// The search fields below this element.
    public var searchFields: MatchingQuery { descendants(matching: .searchField) }
    /// The switches below this element.
    public var switches: MatchingQuery { descendants(matching: .switch) }
    /// The sliders below this element.
    public var sliders: MatchingQuery { descendants(matching: .slider) }
    /// The cells below this element.
    public var cells: MatchingQuery { descendants(matching: .cell) }
    /// The tables below this element.
    public var tables: MatchingQuery { descendants(matching: .table) }
    /// The collection views below this element.
    public var collectionViews: MatchingQuery { descendants(matching: .collectionView) }
    /// The scroll views below this element.
    public var scrollViews: MatchingQuery { descendants(matching: .scrollView) }
    /// The alerts below this element.
    public var alerts: MatchingQuery { descendants(matching: .alert) }
    /// The sheets below this element.
    public var sheets: MatchingQuery { descendants(matching: .sheet) }
    /// The keyboards below this element.
    public var keyboards: MatchingQuery { descendants(matching: .keyboard) }
    /// The keys below this element.
    public var keys: MatchingQuery { descendants(matching: .key) }
    /// The icons below this element.
    public var icons: MatchingQuery { descendants(matching: .icon) }
    /// The images below this element.
    public var images: MatchingQuery { descendants(matching: .image) }
    /// The links below this element.
    public var links: MatchingQuery { descendants(matching: .link) }
    /// The generic elements (`.other`) below this element.
    public var otherElements: MatchingQuery { descendants(matching: .other) }
    /// The navigation bars below this element.
    public var navigationBars: MatchingQuery { descendants(matching: .navigationBar) }
    /// The tab bars below this element.
    public var tabBars: MatchingQuery { descendants(matching: .tabBar) }
    /// The pickers below this element.
    public var pickers: MatchingQuery { descendants(matching: .picker) }
    /// The picker wheels below this element.
    public var pickerWheels: MatchingQuery { descendants(matching: .pickerWheel) }
    /// The segmented controls below this element.
    public var segmentedControls: MatchingQuery { descendants(matching: .segmentedControl) }
    /// The web views below this element.
    public var webViews: MatchingQuery { descendants(matching: .webView) }
    /// The windows below this element.
    public var windows: MatchingQuery { descendants(matching: .window) }
}
