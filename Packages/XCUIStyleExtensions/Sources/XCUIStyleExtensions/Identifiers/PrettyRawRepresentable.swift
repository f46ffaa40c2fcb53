/// A string enum whose cases make unique accessibility identifiers by carrying their type's
/// path: `LoginAccessID.Forget.phoneNumber` gives `LoginAccessID_Forget_phoneNumber`.
///
/// Share the enums between the app (which sets identifiers with `<<<`) and the tests (which
/// find elements with them: `TextField(id: LoginAccessID.Forget.phoneNumber)`), so both
/// always agree.
///
/// ```swift
/// enum LoginAccessID {
///     enum Forget: String, PrettyRawRepresentable {
///         case phoneNumber
///     }
/// }
/// LoginAccessID.Forget.phoneNumber.prettyRawValue // "LoginAccessID_Forget_phoneNumber"
/// ```
///
/// ## The rule
/// ``prettyRawValue`` is ``identifierPrefix``, `_`, then the raw value, where the prefix is
/// derived from `String(reflecting: Self.self)`:
/// 1. generic arguments are dropped (`Screen<Int>.IDs` → `Screen.IDs`);
/// 2. the leading module name is dropped, so the identifier is the same whichever module
///    (app or test target) compiles the enum;
/// 3. anonymous contexts are dropped (types declared in a function, or `private` at file
///    level, which Swift reports as `(unknown context at $…)`); the types around them stay,
///    so an enum declared in a method of `LoginScreen` is prefixed `LoginScreen_IDs`;
/// 4. the remaining names are joined with `_`.
///
/// Two exceptions keep identifiers under your control:
/// - a case whose raw value was written by hand (`case signIn = "SignInButton"`) keeps that
///   raw value as it is, as in Einstein (the case name is read by reflection, so this needs an
///   enum without a custom `description`; with one, every raw value gets the prefix);
/// - a type can override ``identifierPrefix`` (say, to keep identifiers stable across a
///   rename); an empty prefix gives the bare raw value.
public protocol PrettyRawRepresentable: RawRepresentable where RawValue == String {
    /// The prefix of the identifiers, without the `_` that follows it. Defaults to the
    /// type's path without its module, e.g. `LoginAccessID_Forget`.
    static var identifierPrefix: String { get }

    /// The identifier: `LoginAccessID_Forget_phoneNumber`.
    var prettyRawValue: String { get }
}

extension PrettyRawRepresentable {
    /// The type's path without its module, nested names joined by `_`.
    public static var identifierPrefix: String { TypePath.name(of: Self.self) }

    /// ``identifierPrefix`` + `_` + the raw value; the raw value alone when it was written by
    /// hand or the prefix is empty.
    public var prettyRawValue: String {
        guard !hasExplicitRawValue else { return rawValue }
        let prefix = Self.identifierPrefix
        return prefix.isEmpty ? rawValue : prefix + "_" + rawValue
    }

    /// Whether the raw value differs from the case's name (it was written by hand).
    ///
    /// The case name is read through reflection, which a custom `description` or
    /// `debugDescription` hides: such types are treated as having no hand-written raw values.
    var hasExplicitRawValue: Bool {
        if self is any CustomStringConvertible || self is any CustomDebugStringConvertible { return false }
        return String(describing: self) != rawValue
    }
}
