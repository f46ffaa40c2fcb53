// The page runtime's checks: `node --check` on every file (and on the assembled runtime),
// then the JS tests (*.test.mjs) in real headless Chromium. Exits non-zero on any failure;
// never skips (missing browsers fail the run).
//
//   node Packages/WebDriver/Tests/RuntimeJS/run.mjs [name filter]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { assemble, partFiles, runtimeDirectory } from "./assemble.mjs";
import { PageContext, registeredTests } from "./harness.mjs";
import { serve } from "./server.mjs";
import { newSession, startDriver } from "./webdriver.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] || "";

function syntaxCheck() {
  const files = [...partFiles(), "shell.js"].map((name) => join(runtimeDirectory, name));
  const scratch = mkdtempSync(join(tmpdir(), "ttk-runtime-check-"));
  const assembled = join(scratch, "assembled-runtime.js");
  writeFileSync(assembled, assemble().source);
  try {
    for (const file of [...files, assembled]) execFileSync(process.execPath, ["--check", file], { stdio: "pipe" });
  } catch (error) {
    console.error(`✘ node --check failed:\n${error.stderr || error.message}`);
    process.exit(1);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`✔ node --check: ${files.length} runtime files and the assembled runtime`);
}

async function main() {
  syntaxCheck();
  for (const file of readdirSync(here).filter((name) => name.endsWith(".test.mjs")).sort()) {
    await import(join(here, file));
  }
  const tests = registeredTests().filter((t) => t.name.includes(filter));
  if (tests.length === 0) { console.error("✘ no JS tests matched"); process.exit(1); }
  const server = await serve(join(here, "Pages"));
  const driver = await startDriver();
  const failures = [];
  try {
    const session = await newSession(driver);
    try {
      const page = new PageContext(session, server);
      for (const t of tests) {
        const started = Date.now();
        try {
          await t.body(page);
          console.log(`✔ ${t.name} (${Date.now() - started} ms)`);
        } catch (error) {
          failures.push(t.name);
          console.log(`✘ ${t.name}: ${error.message}`);
        }
      }
    } finally {
      await session.close();
    }
  } finally {
    driver.stop();
    server.close();
  }
  console.log(`${tests.length - failures.length} passed, ${failures.length} failed (page runtime JS tests in headless Chromium)`);
  if (failures.length) process.exit(1);
}

main().catch((error) => { console.error(`✘ ${error.stack || error.message}`); process.exit(1); });
