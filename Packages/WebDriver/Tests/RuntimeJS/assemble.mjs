// Assembles the page runtime the way the engine does (PageRuntimeSource.swift): the parts
// (NN-*.js, in name order) inside shell.js, versioned by a hash of the parts.
import { readdirSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const runtimeDirectory = join(dirname(fileURLToPath(import.meta.url)), "../../Sources/WebDriver/Runtime/JavaScript");

export function partFiles() {
  return readdirSync(runtimeDirectory).filter((name) => /^\d\d-[a-z-]+\.js$/.test(name)).sort();
}

export function assemble() {
  const parts = partFiles().map((name) => readFileSync(join(runtimeDirectory, name), "utf8")).join("\n");
  const shell = readFileSync(join(runtimeDirectory, "shell.js"), "utf8");
  if (!shell.includes("/*@PARTS@*/") || !shell.includes("@VERSION@")) throw new Error("shell.js lost its placeholders");
  const version = "js-" + createHash("sha256").update(parts).digest("hex").slice(0, 16);
  return { version, source: shell.replace("/*@PARTS@*/", () => parts).replace("@VERSION@", version) };
}
