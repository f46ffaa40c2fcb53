#if canImport(XCTest)
/// BDD's hook into XCTest.
///
/// BDD learns which XCTest test case is running, and which failures XCTest records during a
/// step, through an `XCTestObservation` observer (TestRuntime's `XCTestTracking`). It is
/// registered the first time a ``Step`` or ``Scenario`` runs, which is enough almost always. The
/// one gap is the very first test that uses BDD: the observer was not yet registered when that
/// test started, so a failure reported there cannot be attributed to the step's line and is
/// reported through `XCTFail` with the location in the message. `TABTestCase` closes the gap;
/// otherwise call ``install()`` before tests start (from a test bundle's principal class, or
/// from `override class func setUp()` of a base test class).
public enum XCTestIntegration {
    /// Registers the XCTest observer now, if it is not registered yet.
    /// Call it on the main thread. Calling it again does nothing.
    public static func install() {
        XCTestTracking.installIfNeeded()
        XCTestTracking.setFallbackSink(LatestXCTestStep.shared)
    }
}
#endif
