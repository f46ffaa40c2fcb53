// The web-platform-tests' accessible-name and role pages against the page runtime and Chromium.
//
//   node Tools/conformance/wpt/run.mjs [page filter]
//
// Serves ../shared/conformance/wpt (or $TABTESTKIT_CONFORMANCE_DATA/wpt) as web root on 127.0.0.1,
// opens every test page of accname/, html-aam/, wai-aria/role/ and svg-aam/ in headless Chromium
// (chromedriver), installs the assembled page runtime and, for every element with
// data-expectedlabel, data-expectedrole or class ex-generic, compares the runtime's name and
// role and Chromium's own (WebDriver computedlabel / computedrole) with the expectation, the way
// the pages' helper (wai-aria/scripts/aria-utils.js) checks it. The pages' testharness runs but
// cannot reach WPT's test driver; only the elements' attributes and the settled page are read.
//
// Prints per folder how often each agrees, writes every disagreement to reports/conformance-wpt.md
// (and the raw results to reports/conformance-wpt.json), and exits non-zero when the runtime
// agrees less often than Chromium in any folder, for names or roles, after the known cases
// (known-cases.json: where the tests, the spec and browsers disagree, each with its reason).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { assemble } from "../../../Packages/WebDriver/Tests/RuntimeJS/assemble.mjs";
import { newSession, startDriver } from "../../../Packages/WebDriver/Tests/RuntimeJS/webdriver.mjs";
import { checkLabel, checkRole, knownCases } from "./expectations.mjs";
import { writeReport } from "./report.mjs";
import { serveFolder } from "./server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const FOLDERS = ["accname", "html-aam", "wai-aria/role", "svg-aam"];
const MARKERS = /data-expectedlabel|data-expectedrole|ex-generic/;

function dataFolder() {
  const base = process.env.TABTESTKIT_CONFORMANCE_DATA || join(root, "..", "shared", "conformance");
  const wpt = join(base, "wpt");
  if (!existsSync(wpt)) {
    console.error(`✘ the web-platform-tests pages are not at ${wpt} (see ../shared/conformance/README.md)`);
    process.exit(2);
  }
  return wpt;
}

// Every HTML page under the folders that has an element with an expectation, in a stable order.
function testPages(wpt, filter) {
  const pages = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(wpt, folder), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.html?$/.test(entry.name) && MARKERS.test(readFileSync(join(wpt, path), "utf8"))) pages.push(path);
    }
  };
  for (const folder of FOLDERS) walk(folder);
  return pages.filter((page) => page.includes(filter));
}

// Runs in the page: installs nothing, reads every element with an expectation and the runtime's answers.
const COLLECT = `
  const ttk = window.__tabtestkit;
  const answer = (f) => { try { return f(); } catch (error) { return "(runtime threw: " + error.message + ")"; } };
  return Array.from(document.querySelectorAll("[data-expectedlabel], [data-expectedrole], .ex-generic")).map((el) => ({
    el, testname: el.getAttribute("data-testname") || "", expectedLabel: el.getAttribute("data-expectedlabel"),
    expectedRole: el.getAttribute("data-expectedrole"), generic: el.classList.contains("ex-generic"),
    runtimeName: el.hasAttribute("data-expectedlabel") ? answer(() => ttk.accessibleName(el)) : null,
    runtimeRole: answer(() => ttk.role(el)), html: el.outerHTML.slice(0, 240) }));`;

async function settle(session) {
  await session.executeAsync(`const done = arguments[0];
    const ready = () => document.readyState === "complete" ? requestAnimationFrame(() => requestAnimationFrame(() => done())) : setTimeout(ready, 20);
    ready();`);
}

async function checkPage(session, server, runtime, page) {
  await session.navigate(server.url + page.split("\\").join("/"));
  await settle(session);
  await session.execute(runtime.source);
  const elements = await session.execute(COLLECT);
  const cases = [];
  const seen = new Map();
  for (const item of elements) {
    const base = item.testname || item.expectedLabel || item.expectedRole || "(unnamed)";
    const n = (seen.get(base) || 0) + 1;
    seen.set(base, n);
    const id = n > 1 ? `${base} (#${n})` : base;
    const folder = FOLDERS.find((f) => page.startsWith(f + "/"));
    if (item.expectedLabel !== null) {
      const chromium = await session.computedLabel(item.el).catch((error) => `(computedlabel failed: ${error.message})`);
      cases.push({ folder, page, id, kind: "name", html: item.html, ...checkLabel(item.expectedLabel, item.runtimeName, chromium) });
    }
    if (item.expectedRole !== null || item.generic) {
      const chromium = await session.computedRole(item.el).catch((error) => `(computedrole failed: ${error.message})`);
      cases.push({ folder, page, id, kind: "role", html: item.html,
        ...checkRole(item.expectedRole, item.generic, item.runtimeRole, chromium) });
    }
  }
  return cases;
}

function tally(cases, known) {
  const figures = {};
  for (const c of cases) {
    c.known = known.reasonFor(c);
    if (c.known) continue;
    const key = `${c.folder}|${c.kind}`;
    const f = figures[key] || (figures[key] = { folder: c.folder, kind: c.kind, total: 0, runtime: 0, chromium: 0 });
    f.total += 1;
    if (c.runtimeAgrees) f.runtime += 1;
    if (c.chromiumAgrees) f.chromium += 1;
  }
  return FOLDERS.flatMap((folder) => ["name", "role"].map((kind) => figures[`${folder}|${kind}`]).filter(Boolean));
}

async function main() {
  const filter = process.argv[2] || "";
  const wpt = dataFolder();
  const pages = testPages(wpt, filter);
  if (pages.length === 0) { console.error("✘ no web-platform-tests page matched"); process.exit(1); }
  const known = knownCases(join(here, "known-cases.json"));
  const runtime = assemble();
  const server = await serveFolder(wpt);
  const driver = await startDriver();
  const cases = [];
  const started = Date.now();
  try {
    const session = await newSession(driver);
    try {
      for (const page of pages) cases.push(...await checkPage(session, server, runtime, page));
    } finally {
      await session.close();
    }
  } finally {
    driver.stop();
    server.close();
  }
  const figures = tally(cases, known);
  const unusedKnown = known.unused();
  const reports = join(root, "reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, "conformance-wpt.json"), JSON.stringify({ figures, cases }, null, 1));
  writeReport(join(reports, "conformance-wpt.md"), { figures, cases, pages: pages.length, source: relative(root, wpt) });

  console.log(`web-platform-tests: ${pages.length} pages, ${cases.length} checks in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  let regressions = 0;
  for (const f of figures) {
    const behind = f.runtime < f.chromium;
    if (behind) regressions += 1;
    console.log(`${behind ? "✘" : "✔"} ${f.folder.padEnd(14)} ${(f.kind + "s").padEnd(6)} runtime ${f.runtime}/${f.total}, Chromium ${f.chromium}/${f.total}`);
  }
  const knownCount = cases.filter((c) => c.known).length;
  const runtimeOnly = cases.filter((c) => !c.known && !c.runtimeAgrees && c.chromiumAgrees).length;
  console.log(`${knownCount} known cases left out (known-cases.json); ${runtimeOnly} cases where Chromium agrees and the runtime does not`);
  console.log(`disagreements: ${relative(process.cwd(), join(reports, "conformance-wpt.md"))}`);
  for (const entry of unusedKnown) console.log(`✘ known-cases.json lists a case no page has: ${entry.page} ${entry.kind} "${entry.id}"`);
  if (regressions || (unusedKnown.length && !filter)) process.exit(1);
}

main().catch((error) => { console.error(`✘ ${error.stack || error.message}`); process.exit(1); });
