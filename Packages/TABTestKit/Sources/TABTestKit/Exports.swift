// One import for everything: `import TABTestKit`. Like TABTestKit 1.8's umbrella, it also makes
// Foundation and XCTest available, so test files need no other import; with EinsteinXCUI, it
// also stands in for `import Einstein`, and with PageObjects for the page-object seed's matchers.
@_exported import BDD
@_exported import Biometrics
@_exported import Contexts
@_exported import EinsteinXCUI
@_exported import ElementCore
@_exported import Foundation
@_exported import GherkinRunner
@_exported import InMemoryEngine
@_exported import PageObjects
@_exported import Reporting
@_exported import SystemApps
@_exported import WebDriver
@_exported import XCUIEngine
@_exported import XCUIStyleExtensions
#if canImport(XCTest)
@_exported import XCTest
#endif
