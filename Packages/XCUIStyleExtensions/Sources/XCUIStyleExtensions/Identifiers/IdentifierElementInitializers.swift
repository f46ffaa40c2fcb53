import ElementCore

/// A predefined element that can be created from an id, an index and a parent; this package
/// gives every such element an initializer that takes a string enum case as its id.
///
/// ```swift
/// let signIn = Button(id: LoginAccessID.SignIn.signIn)
/// let phone = TextField(id: LoginAccessID.Forget.phoneNumber) // "LoginAccessID_Forget_phoneNumber"
/// ```
///
/// The id used is the case's `accessibilityID`: the pretty name for a
/// ``PrettyRawRepresentable`` enum, else the raw value — exactly what `<<<` sets on the view.
/// Conform your own `LocatableElement` types to get the same initializer.
public protocol IdentifierInitializable: LocatableElement {
    /// Creates the element from an id (identifier or label), an explicit index and a parent.
    init(id: String?, index: Int?, parent: any Element)
}

extension IdentifierInitializable {
    /// The element whose identifier (or label) is `id`'s `accessibilityID`,
    /// inside `parent`.
    public init<ID: RawRepresentable>(id: ID, index: Int? = nil, parent: any Element = Application.underTest) where ID.RawValue == String {
        self.init(id: id.accessibilityID, index: index, parent: parent)
    }
}

extension Button: IdentifierInitializable {}
extension Label: IdentifierInitializable {}
extension Header: IdentifierInitializable {}
extension View: IdentifierInitializable {}
extension Image: IdentifierInitializable {}
extension Icon: IdentifierInitializable {}
extension PageIndicator: IdentifierInitializable {}
extension TextField: IdentifierInitializable {}
extension SecureTextField: IdentifierInitializable {}
extension TextView: IdentifierInitializable {}
extension Switch: IdentifierInitializable {}
extension Slider: IdentifierInitializable {}
extension Stepper: IdentifierInitializable {}
extension SegmentedControl: IdentifierInitializable {}
extension Picker: IdentifierInitializable {}
extension DatePicker: IdentifierInitializable {}
extension PickerWheel: IdentifierInitializable {}
extension Cell: IdentifierInitializable {}
extension Table: IdentifierInitializable {}
extension CollectionView: IdentifierInitializable {}
extension ScrollView: IdentifierInitializable {}
extension WebView: IdentifierInitializable {}
extension NavBar: IdentifierInitializable {}
extension TabBar: IdentifierInitializable {}

extension Alert {
    /// An alert whose title (or identifier) is `id`'s `accessibilityID`.
    public init<ID: RawRepresentable>(
        id: ID, message: String? = nil, index: Int? = nil,
        parent: any Element = Application.underTest, dismissButtonID: String = "Cancel"
    ) where ID.RawValue == String {
        self.init(id: id.accessibilityID, message: message, index: index, parent: parent, dismissButtonID: dismissButtonID)
    }
}

extension Sheet {
    /// A sheet whose title (or identifier) is `id`'s `accessibilityID`.
    public init<ID: RawRepresentable>(
        id: ID, message: String? = nil, index: Int? = nil,
        parent: any Element = Application.underTest, dismissButtonID: String = "Cancel"
    ) where ID.RawValue == String {
        self.init(id: id.accessibilityID, message: message, index: index, parent: parent, dismissButtonID: dismissButtonID)
    }
}

extension Keyboard.Key {
    /// The key whose identifier (or label) is `id`'s `accessibilityID`,
    /// inside `parent` (the keyboard by default).
    public init<ID: RawRepresentable>(id: ID, index: Int? = nil, parent: any Element = keyboard) where ID.RawValue == String {
        self.init(id: id.accessibilityID, index: index, parent: parent)
    }
}

extension CellContaining {
    /// The cell at `index` among those whose identifier or label is `id`'s
    /// `accessibilityID`.
    public func cell<ID: RawRepresentable>(matchingID id: ID, index: Int = 0) -> Cell where ID.RawValue == String {
        cell(matchingID: id.accessibilityID, index: index)
    }
}
