import TABTestKit

// The engine of TABTestCaseLifecycleTests, chosen without touching the class's source.
extension TABTestCaseLifecycleTests: TABTestCaseDriverProviding {
    func makeTestDriver() throws -> any Driver {
        let driver = InMemoryDriver(app: profileApp(), launched: false)
        try driver.setBiometricsEnrolled(true)
        self.driver = driver
        return driver
    }
}
