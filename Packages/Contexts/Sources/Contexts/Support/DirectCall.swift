/// How a context function was reached. Never pass one: the parameter exists for its default.
///
/// The zero-argument context functions (`backgroundTheApp`, `deviceBiometricsAreEnabled`…)
/// come in two overloads: one that records the caller's location through default arguments
/// (`fileID`, `filePath`, `line`, `column`), and one with no parameters for use by reference
/// as a step body, `Given(I: backgroundTheApp)`.
///
/// A reference to the first overload would also fit BDD's steps that accept an expression of
/// any type (and report that a function value was never called). That overload is therefore
/// generic over a `ContextCallKind` whose only value is a default argument: a call infers it
/// from the default, while a bare reference cannot, so a reference always resolves to the
/// zero-argument overload and a call with parentheses to the located one.
public protocol ContextCallKind {}

/// The default ``ContextCallKind``: the function was called, with parentheses.
public enum DirectCall: ContextCallKind {}
