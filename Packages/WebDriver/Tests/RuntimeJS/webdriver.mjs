// A minimal W3C WebDriver client for the runtime's JS tests: starts chromedriver on
// 127.0.0.1, opens headless Chromium sessions, runs scripts. Node 20's fetch only (no npm).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The executable `override` names, else `name` on PATH; null when there is none.
function which(name, override) {
  const candidates = override ? [override] : (process.env.PATH || "").split(":").filter(Boolean).map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try { accessSync(candidate, constants.X_OK); return candidate; } catch { /* keep looking */ }
  }
  return null;
}

/** Starts chromedriver; fails loudly (never skips) when the binaries are missing. */
export async function startDriver() {
  const chromedriver = which("chromedriver", process.env.TABTESTKIT_CHROMEDRIVER);
  const chromium = which("chromium", process.env.TABTESTKIT_CHROMIUM);
  if (!chromedriver || !chromium) {
    throw new Error("chromium and chromedriver must be on PATH (run `bash Tools/install-browser.sh`)");
  }
  const port = await freePort();
  const child = spawn(chromedriver, [`--port=${port}`], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => { stderr += chunk; });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      const answer = await fetch(`${base}/status`);
      if ((await answer.json()).value.ready) break;
    } catch { /* not listening yet */ }
    if (child.exitCode !== null) throw new Error(`chromedriver exited: ${stderr}`);
    if (Date.now() - started > 20000) { child.kill(); throw new Error("chromedriver did not start within 20 s"); }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base, chromium, stop: () => child.kill() };
}

async function call(base, method, path, body) {
  const answer = await fetch(base + path, {
    method, headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) {
    const error = new Error(`${method} ${path}: ${json.value && json.value.error}: ${json.value && json.value.message}`);
    error.code = json.value && json.value.error;
    throw error;
  }
  return json.value;
}

/** A headless Chromium session. */
export async function newSession(driver) {
  const profile = mkdtempSync(join(tmpdir(), "ttk-runtime-js-"));
  const value = await call(driver.base, "POST", "/session", { capabilities: { alwaysMatch: {
    browserName: "chrome",
    "goog:chromeOptions": { binary: driver.chromium, args: ["--headless=new", "--no-sandbox", "--disable-gpu",
      "--disable-dev-shm-usage", "--window-size=1280,900", "--no-first-run", `--user-data-dir=${profile}`] },
  } } });
  const path = `/session/${value.sessionId}`;
  const session = {
    call: (method, sub, body) => call(driver.base, method, path + sub, body),
    async navigate(url) { await session.call("POST", "/url", { url }); },
    async execute(script, args = []) { return session.call("POST", "/execute/sync", { script, args }); },
    async executeAsync(script, args = []) { return session.call("POST", "/execute/async", { script, args }); },
    async computedRole(element) { return session.call("GET", `/element/${element[ELEMENT_KEY]}/computedrole`); },
    async computedLabel(element) { return session.call("GET", `/element/${element[ELEMENT_KEY]}/computedlabel`); },
    async sendKeys(element, text) { return session.call("POST", `/element/${element[ELEMENT_KEY]}/value`, { text }); },
    async close() {
      try { await call(driver.base, "DELETE", path); } finally { rmSync(profile, { recursive: true, force: true }); }
    },
  };
  return session;
}

/** A `data:` URL for an HTML document. */
export function dataURL(html) {
  return "data:text/html;charset=utf-8," + encodeURIComponent(html);
}
