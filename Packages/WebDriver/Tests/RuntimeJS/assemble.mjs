// Assembles the page runtime the way the engine does (PageRuntime.swift): the parts
// (NN-*.js, in name order, each compacted) inside shell.js, versioned by a hash of the parts.
import { readdirSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const runtimeDirectory = join(dirname(fileURLToPath(import.meta.url)), "../../Sources/WebDriver/Runtime/JavaScript");

export function partFiles() {
  return readdirSync(runtimeDirectory).filter((name) => /^\d\d-[a-z-]+\.js$/.test(name)).sort();
}

// PageRuntime.compacted: the part without comment lines and indentation, unless a line holds an
// odd number of backticks or ends in a backslash (text that goes on over the next line).
export function compacted(part) {
  const code = part.split("\n").map((line) => line.replace(/^[ \t]+/, "")).filter((line) => line !== "" && !line.startsWith("//"));
  const safe = code.every((line) => (line.match(/`/g) || []).length % 2 === 0 && !line.endsWith("\\"));
  return safe ? code.join("\n") : part;
}

export function assemble() {
  const texts = partFiles().map((name) => readFileSync(join(runtimeDirectory, name), "utf8"));
  const parts = texts.join("\n");
  const shell = readFileSync(join(runtimeDirectory, "shell.js"), "utf8");
  if (!shell.includes("/*@PARTS@*/") || !shell.includes("@VERSION@")) throw new Error("shell.js lost its placeholders");
  const version = "js-" + createHash("sha256").update(parts).digest("hex").slice(0, 16);
  const body = texts.map(compacted).join("\n");
  return { version, source: compacted(shell).replace("/*@PARTS@*/", () => body).replace("@VERSION@", version) };
}
