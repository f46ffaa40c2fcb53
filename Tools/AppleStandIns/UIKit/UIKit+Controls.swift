// The controls and views InProcessEngine's UIKit adapter reads and drives: UIControl.h,
// UILabel.h, UIImageView.h, UIButton.h, UISwitch.h, UIStepper.h, UISlider.h, UITextField.h,
// UITextView.h, UIScrollView.h, UIRefreshControl.h, UITableView.h, UITableViewCell.h,
// UICollectionView.h, UICollectionViewCell.h, as the iOS SDK (Xcode 16) imports them into
// Swift: main-actor classes, `CGFloat`/`Float`/`Double` as declared, option sets for control
// events and states. Bodies never run.
import AppleFoundation  // `Selector`, which Apple's Foundation re-exports from ObjectiveC
import Foundation

/// UIControl.h.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControlEvents`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
    }

    /// `UIControlState`.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: UIControl.State { State([]) }
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
    }

    open var isEnabled = true
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// UIAction.h (the handler form).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIAction.h.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public init(handler: @escaping UIActionHandler) { super.init() }
}

/// UILabel.h.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
}

/// UIImageView.h.
@preconcurrency @MainActor
open class UIImageView: UIView {}

/// UIButton.h.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// `UIButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    open func title(for state: UIControl.State) -> String? { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open var currentTitle: String? { nil }
}

/// UISwitch.h.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) {}
}

/// UIStepper.h.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
}

/// UISlider.h.
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open func setValue(_ value: Float, animated: Bool) {}
}

/// UITextField.h (its methods are all optional; see the README's limits).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {}

/// UITextField.h (`isSecureTextEntry` comes from UITextInputTraits).
@preconcurrency @MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
    weak open var delegate: (any UITextFieldDelegate)?
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
}

/// UIGeometry.h.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIScrollView.h (the delegate's methods are all optional; see the README's limits).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// UIScrollView.h.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    weak open var delegate: (any UIScrollViewDelegate)?
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var adjustedContentInset: UIEdgeInsets { .zero }
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var refreshControl: UIRefreshControl?
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

/// UITextView.h (its methods are all optional; see the README's limits).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {}

/// UITextView.h. (Apple declares `delegate` again with the text view's delegate type, which a
/// Swift subclass cannot; assigning one works here as a scroll view delegate.)
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    open var text: String!
    open var isEditable = true
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
}

/// UIRefreshControl.h.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    open func beginRefreshing() {}
}

/// UITableView.h: the data source's two required methods.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// UITableView.h (the delegate's methods are all optional; see the README's limits).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// UITableView.h.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// `UITableViewStyle`.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// `UITableViewScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    weak open var dataSource: (any UITableViewDataSource)?
    open var visibleCells: [UITableViewCell] { [] }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open var allowsSelection = true
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
}

/// UITableViewCell.h.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    open var contentView: UIView { UIView(frame: .zero) }
}

/// UITableView.h: `NSIndexPath (UITableView)` and `(UICollectionViewAdditions)`, as the
/// Foundation overlay exposes them on `IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

/// UICollectionView.h.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionViewScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    open var allowsSelection = true
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
}

/// UICollectionViewCell.h.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {}

/// UICollectionViewCell.h.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}
