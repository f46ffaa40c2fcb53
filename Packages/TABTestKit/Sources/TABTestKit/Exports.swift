// One import for everything: `import TABTestKit`.
@_exported import BDD
@_exported import Biometrics
@_exported import Contexts
@_exported import ElementCore
@_exported import InMemoryDriver
@_exported import SystemApps
@_exported import WebDriver
@_exported import XCUIDriver
@_exported import XCUIStyleExtensions
