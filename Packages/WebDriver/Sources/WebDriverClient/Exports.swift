// The W3C WebDriver client is its own target (`W3CWebDriver`: classic commands only, no
// environment, no browser processes); this target adds browser control (CDP, BiDi, isolated
// tabs, the DevTools page channel) and managed browsers on top, and re-exports it so that
// `import WebDriverClient` gives both.
@_exported import W3CWebDriver
