/// Anything with an accessibility identifier that `<<<` can set.
///
/// UIKit views and AppKit views work with `<<<` without conforming. Conform your own types
/// (view models, test doubles, views of other frameworks) to use `<<<` with them, on every
/// platform:
///
/// ```swift
/// struct FakeView: AccessibilityIdentifiable {
///     var accessibilityIdentifier: String?
/// }
/// var view = FakeView()
/// view <<< LoginAccessID.Forget.phoneNumber
/// ```
public protocol AccessibilityIdentifiable {
    /// The identifier UI tests find the element by.
    var accessibilityIdentifier: String? { get set }
}
