// How the web-platform-tests pages check an answer (wai-aria/scripts/aria-utils.js), and the
// list of known cases left out of the figures.
import { readFileSync } from "node:fs";

// aria-utils.js collapses ASCII whitespace only (not U+00A0) and trims before comparing labels.
const ASCII_WHITESPACE = /[\t\n\f\r\u0020]+/g;

export function normalizedLabel(label) {
  return typeof label === "string" ? label.replace(ASCII_WHITESPACE, " ").replace(/^ | $/g, "") : label;
}

/** A name check: the answers, normalized as the pages normalize them, against data-expectedlabel. */
export function checkLabel(expected, runtime, chromium) {
  const r = normalizedLabel(runtime), c = normalizedLabel(chromium);
  return { expected, runtime: r, chromium: c, runtimeAgrees: r === expected, chromiumAgrees: c === expected };
}

// verifyGenericRolesBySelector: "generic", "" (WebKit) and "none" (Chromium) all mean no semantics.
const GENERIC_VARIANTS = ["generic", "", "none"];

/**
 * A role check. data-expectedrole is compared exactly (verifyRolesBySelector: the pages already
 * spell synonyms the way browsers report them, e.g. "image" for img); class ex-generic accepts
 * any of the generic variants.
 */
export function checkRole(expectedRole, generic, runtime, chromium) {
  const accepted = expectedRole !== null ? [expectedRole] : GENERIC_VARIANTS;
  const expected = expectedRole !== null ? expectedRole : "generic | \"\" | none";
  return { expected, runtime, chromium, runtimeAgrees: accepted.includes(runtime), chromiumAgrees: accepted.includes(chromium) };
}

/**
 * known-cases.json: [{ page, kind: "name" | "role", id, reason }]. A case is listed only where
 * the expectation is no answer any browser could give (a placeholder) or the spec and every
 * browser disagree with the test — never because the runtime alone fails it.
 */
export function knownCases(path) {
  const entries = JSON.parse(readFileSync(path, "utf8"));
  for (const entry of entries) {
    if (!entry.page || !entry.kind || !entry.id || !entry.reason) throw new Error(`${path}: each known case needs page, kind, id and reason: ${JSON.stringify(entry)}`);
  }
  const used = new Set();
  return {
    reasonFor(c) {
      const entry = entries.find((e) => e.page === c.page && e.kind === c.kind && e.id === c.id);
      if (!entry) return null;
      used.add(entry);
      return entry.reason;
    },
    unused: () => entries.filter((e) => !used.has(e)),
  };
}
