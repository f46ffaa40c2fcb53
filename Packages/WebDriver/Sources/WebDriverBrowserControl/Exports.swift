// Browser control is a layer of its own: the connections that control a browser next to its
// WebDriver session (DevTools and BiDi), isolated tabs, page states, input events and the
// DevTools page channel. It builds on the W3C client and re-exports it, so a target that
// controls browsers sees both; it starts no process and reads no environment.
@_exported import W3CWebDriver
