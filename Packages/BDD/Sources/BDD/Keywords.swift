/// A precondition step: `Given(I: launchTheApp())`. The same type as ``Step``.
public typealias Given = Step

/// An action step: `When(I: tap(profileScreen.logOutButton))`. The same type as ``Step``.
public typealias When = Step

/// An expectation step: `Then(I: see(loginScreen))`. The same type as ``Step``.
public typealias Then = Step

/// A step continuing the previous keyword: `And(the: value(of: x, is: "y"))`.
/// The same type as ``Step``.
public typealias And = Step
