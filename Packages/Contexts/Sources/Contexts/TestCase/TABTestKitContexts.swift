/// Every context at once: what `TABTestCase` conforms to, and what a Swift Testing suite
/// adopts to write the same steps.
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
