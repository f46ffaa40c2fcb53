import TABTestKit

// The engine of TABTestCaseLifecycleTests, chosen without touching the class's source.
extension TABTestCaseLifecycleTests: TABTestCaseEngineProviding {
    func makeTestEngine() throws -> any Engine {
        let driver = InMemoryEngine(app: profileApp(), launched: false)
        try driver.setBiometricsEnrolled(true)
        self.driver = driver
        return driver
    }
}
