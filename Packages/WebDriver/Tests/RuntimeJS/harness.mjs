// A tiny test harness for the page runtime: tests run one after another in one headless
// Chromium session; each opens a page, installs the runtime and asserts on its functions.
import { assemble } from "./assemble.mjs";
import { dataURL } from "./webdriver.mjs";

const registry = [];

/** Registers a test. `body` receives a page context (see `PageContext`). */
export function test(name, body) { registry.push({ name, body }); }

export function registeredTests() { return registry; }

export class AssertionError extends Error {}

/** Fails the test unless `actual` deep-equals `expected`. */
export function eq(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) throw new AssertionError(`${what}: expected ${e}, got ${a}`);
}

/** Fails the test unless `condition` holds. */
export function ok(condition, what) {
  if (!condition) throw new AssertionError(what);
}

/** What a test can do with the page: open HTML, then call the runtime on elements found by CSS. */
export class PageContext {
  constructor(session, server) {
    this.session = session;
    this.server = server;
    this.runtime = assemble();
  }

  /** Opens `html` (a data: URL, or the loopback server's `path` when given) and installs the runtime. */
  async open(html, { path } = {}) {
    await this.session.navigate(path ? this.server.url + path.replace(/^\//, "") : dataURL(html));
    await this.install();
  }

  async install() { await this.session.execute(this.runtime.source); }

  /** Runs `body` with `ttk` (the runtime), `$` (querySelector that fails loudly) and `args`. */
  async run(body, ...args) {
    const prefix = "const ttk = window.__tabtestkit; const args = arguments;" +
      "const $ = (s) => { const e = document.querySelector(s); if (!e) throw new Error('no element matches ' + s); return e; };";
    return this.session.execute(prefix + body, args);
  }

  async runAsync(body, ...args) {
    const prefix = "const done = arguments[arguments.length - 1]; const ttk = window.__tabtestkit; const args = arguments;" +
      "const $ = (s) => { const e = document.querySelector(s); if (!e) throw new Error('no element matches ' + s); return e; };";
    return this.session.executeAsync(prefix + body, args);
  }

  role(selector) { return this.run("return ttk.role($(args[0]));", selector); }
  name(selector) { return this.run("return ttk.accessibleName($(args[0]));", selector); }
  text(selector) { return this.run("return ttk.visibleText($(args[0]));", selector); }
  label(selector) { return this.run("return ttk.label($(args[0]));", selector); }
  type(selector) { return this.run("return ttk.typeOf($(args[0]));", selector); }
  types() { return this.run("return ttk.types;"); }
}
