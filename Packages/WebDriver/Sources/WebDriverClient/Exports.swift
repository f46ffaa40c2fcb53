// This target manages browsers (Chromium, WebKit, remote ends; their processes, cleanup and
// environment settings). The layers below are targets of their own: `W3CWebDriver` (classic
// commands only) and `WebDriverBrowserControl` (DevTools and BiDi control, isolated tabs, the
// DevTools page channel). Both are re-exported so that `import WebDriverClient` gives all three.
@_exported import W3CWebDriver
@_exported import WebDriverBrowserControl
