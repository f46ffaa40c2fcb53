/// Every context at once: what a Swift Testing suite adopts to write the steps of a
/// `TABTestCase` (which, like TABTestKit 1.8's, adopts ``DefaultContexts``; add
/// `TabBarContext` and `SystemPreferencesContext` to it where needed).
///
/// ```swift
/// @Suite(.tabTestKit(engine: { makeEngine() }))
/// struct ProfileTests: TABTestKitContexts {
///     @Test func loggingOut() {
///         Given(I: see(profileScreen))
///         When(I: tap(profileScreen.logOutButton))
///         Then(I: doNotSee(profileScreen))
///     }
/// }
/// ```
public protocol TABTestKitContexts:
    NavigationContext,
    InteractionContext,
    AppContext,
    AlertContext,
    SheetContext,
    KeyboardContext,
    TabBarContext,
    BiometricsContext,
    SystemPreferencesContext {}

/// The contexts `TABTestCase` adopts, as in TABTestKit 1.8: interaction, navigation, the app,
/// biometrics, alerts, sheets and the keyboard. A test class adds the others it needs:
/// `final class LoginTests: TABTestCase, SystemPreferencesContext {}`.
public typealias DefaultContexts = InteractionContext & NavigationContext & AppContext & BiometricsContext
    & AlertContext & SheetContext & KeyboardContext
