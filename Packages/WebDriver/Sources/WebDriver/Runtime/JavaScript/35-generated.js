// CSS generated content in accessible names: the text of ::before and ::after (strings, attr(),
// quotes) or its alternative text (content: "…" / "alt", where counter() and counters() count),
// as Chromium puts it in names. Chromium leaves a counter out of the content text itself
// (content: counter(n) ". " reads "."), so the runtime does too.

// The text of ::before or ::after, with its alternative text when it has one ("…" / "alt").
// Kept for the call (see factsOf): a row's text and its name both read it.
function generatedContent(el, pseudo) {
  const facts = factsOf(el);
  if (!facts) return computeGeneratedContent(el, pseudo);
  if (facts.mayGenerate === undefined) facts.mayGenerate = mayHaveGeneratedContent(el);
  if (!facts.mayGenerate) return "";
  const field = pseudo === "::before" ? "before" : "after";
  if (facts[field] === undefined) facts[field] = computeGeneratedContent(el, pseudo);
  return facts[field];
}

// Whether any style sheet that reaches `el` has a rule for ::before or ::after (or `el` is a
// <q>, which the browser's own style sheet quotes). Reading a pseudo-element's style costs a
// style resolution per element and most pages give few elements generated content, so during
// a call (see factsOf) a page whose sheets never mention them skips the reads. Sheets that
// reach el: its own tree's, its shadow root's (:host::before), those of the slots it is shown
// in (::slotted(…)::before) and those of the trees around its own (::part(…)::before).
function mayHaveGeneratedContent(el) {
  if (el.localName === "q") return true;
  if (el.shadowRoot && sheetsMentionPseudo(el.shadowRoot)) return true;
  for (let slot = el.assignedSlot; slot; slot = slot.assignedSlot) if (sheetsMentionPseudo(slot.getRootNode())) return true;
  for (let root = el.getRootNode(); root; root = root.host ? root.host.getRootNode() : null) {
    if (sheetsMentionPseudo(root)) return true;
    if (!root.host) break;
  }
  return false;
}

// Whether a document's or shadow root's style sheets may style ::before or ::after: a selector
// that names either, or a sheet whose rules cannot be read (another origin's). Anything that is
// not a document or shadow root (a detached subtree) may, as far as we know.
function sheetsMentionPseudo(root) {
  const facts = factsOf(root);
  if (facts.pseudoRules === undefined) {
    const sheets = root.styleSheets ? Array.from(root.styleSheets).concat(Array.from(root.adoptedStyleSheets || [])) : null;
    facts.pseudoRules = !sheets || sheets.some(sheetMentionsPseudo);
  }
  return facts.pseudoRules;
}

const PSEUDO_SELECTOR = /before|after/i;

function sheetMentionsPseudo(sheet) {
  let rules;
  try { rules = sheet.cssRules; } catch { return true; }
  return rulesMentionPseudo(rules);
}

function rulesMentionPseudo(rules) {
  if (!rules) return false;
  for (const rule of rules) {
    if (rule.styleSheet && sheetMentionsPseudo(rule.styleSheet)) return true;   // @import
    if (rule.selectorText !== undefined && PSEUDO_SELECTOR.test(rule.selectorText)) return true;
    if (rule.cssRules && rulesMentionPseudo(rule.cssRules)) return true;        // @media, @supports, nesting…
  }
  return false;
}

function computeGeneratedContent(el, pseudo) {
  const style = getComputedStyle(el, pseudo);
  const content = style.content;
  if (!content || content === "none" || content === "normal" || style.display === "none") return "";
  let text = "";
  let alternative = null;
  const tokens = content.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[a-z-]+\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^)"'])*\)|\/|[a-z-]+/gi) || [];
  for (const token of tokens) {
    if (token === "/") { alternative = ""; continue; }
    let part = "";
    if (token[0] === "\"" || token[0] === "'") part = unquote(token);
    else if (/^attr\(/i.test(token)) part = el.getAttribute(token.slice(5, -1).trim()) || "";
    else if (/^counters?\(/i.test(token)) part = alternative !== null ? counterText(el, pseudo, token) : "";
    else if (token === "open-quote") part = "\u201C";
    else if (token === "close-quote") part = "\u201D";
    if (alternative !== null) alternative += part; else text += part;
  }
  // Alternative text stands apart like an image's; block pseudo-elements are words of their own.
  const separate = alternative !== null || style.display !== "inline";
  if (alternative !== null) text = alternative;
  return separate && text ? " " + text + " " : text;
}

function unquote(token) { return token.slice(1, -1).replace(/\\(.)/g, "$1"); }

// counter(name[, style]) or counters(name, separator[, style]) at el's pseudo-element.
function counterText(el, pseudo, token) {
  const nested = /^counters/i.test(token);
  const args = (token.slice(token.indexOf("(") + 1, -1).match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^,\s]+/g) || []);
  const name = args[0];
  if (!name) return "";
  const separator = nested ? unquote(args[1] || "\"\"") : "";
  const listStyle = (nested ? args[2] : args[1]) || "decimal";
  const counters = countersAt(el, pseudo).filter((c) => c.name === name);
  const values = counters.length ? counters.map((c) => c.value) : [0];
  return (nested ? values : values.slice(-1)).map((value) => formatCounter(value, listStyle)).join(separator);
}

// The CSS counters in scope at el's pseudo-element (CSS Lists 3, "inheriting counters" and
// "instantiating counters"): a walk of the document in tree order up to it, elements and their
// ::before and ::after, applying counter-reset, counter-increment and counter-set. Only run when
// generated content uses a counter.
function countersAt(target, targetPseudo) {
  let previous = [];   // the counters of the node just before, in tree order
  let found = null;
  const enter = (el, pseudo, style, parentCounters, siblingCounters) => {
    const counters = parentCounters.map((c) => ({ ...c }));
    for (const c of siblingCounters) if (!counters.some((own) => own.name === c.name)) counters.push({ ...c });
    for (const c of counters) {
      const latest = previous.find((p) => p.name === c.name && p.origin === c.origin);
      if (latest) c.value = latest.value;
    }
    const origin = pseudo ? { el, pseudo } : el;
    const parent = pseudo ? el : parentOf(el);
    const innermost = (name) => {
      for (let i = counters.length - 1; i >= 0; i--) if (counters[i].name === name) return counters[i];
      const created = { name, origin, parent, value: 0 };
      counters.push(created);
      return created;
    };
    for (const [name, value] of counterPairs(style.counterReset, 0)) {
      const last = counters.map((c) => c.name).lastIndexOf(name);
      if (last >= 0 && counters[last].parent === parent) counters.splice(last, 1); // a sibling's counter ends here
      counters.push({ name, origin, parent, value });
    }
    const increments = counterPairs(style.counterIncrement, 1);
    if (!pseudo && style.display === "list-item" && !increments.some(([name]) => name === "list-item")) increments.push(["list-item", 1]);
    for (const [name, value] of increments) innermost(name).value += value;
    for (const [name, value] of counterPairs(style.counterSet, 0)) innermost(name).value = value;
    previous = counters;
    return counters;
  };
  const hasContent = (style) => style.content && style.content !== "none" && style.content !== "normal" && style.display !== "none";
  // Returns the counters the next sibling inherits from el (its own, or the sibling's before it when el has no box).
  const walk = (el, parentCounters, siblingCounters) => {
    const style = getComputedStyle(el);
    if (style.display === "none") return siblingCounters;
    const own = enter(el, null, style, parentCounters, siblingCounters);
    let last = [];
    const before = getComputedStyle(el, "::before");
    if (hasContent(before) || (el === target && targetPseudo === "::before")) {
      last = enter(el, "::before", before, own, last);
      if (el === target && targetPseudo === "::before") { found = last; return own; }
    }
    for (const child of childNodesOf(el)) {
      if (child.nodeType !== 1) continue;
      last = walk(child, own, last);
      if (found) return own;
    }
    const after = getComputedStyle(el, "::after");
    if (hasContent(after) || (el === target && targetPseudo === "::after")) {
      const counters = enter(el, "::after", after, own, last);
      if (el === target && targetPseudo === "::after") { found = counters; return own; }
    }
    return own;
  };
  walk(target.ownerDocument.documentElement, [], []);
  return found || [];
}

// "name 2 other -1" (a computed counter-* value) as [name, integer] pairs.
function counterPairs(value, fallback) {
  if (!value || value === "none") return [];
  const pairs = [];
  for (const token of value.trim().split(/\s+/)) {
    if (/^-?\d+$/.test(token) && pairs.length) pairs[pairs.length - 1][1] = parseInt(token, 10);
    else pairs.push([token.replace(/^reversed\((.*)\)$/, "$1"), fallback]);
  }
  return pairs;
}

const ROMAN = [[1000, "m"], [900, "cm"], [500, "d"], [400, "cd"], [100, "c"], [90, "xc"], [50, "l"], [40, "xl"],
  [10, "x"], [9, "ix"], [5, "v"], [4, "iv"], [1, "i"]];

// A counter value in a list style (the predefined styles pages use; others read as decimal).
function formatCounter(value, listStyle) {
  const alphabetic = (letters) => {
    if (value < 1) return String(value);
    let text = "";
    for (let n = value; n > 0; n = Math.floor((n - 1) / letters.length)) text = letters[(n - 1) % letters.length] + text;
    return text;
  };
  const roman = () => {
    if (value < 1 || value > 3999) return String(value);
    let text = "", n = value;
    for (const [amount, letters] of ROMAN) while (n >= amount) { text += letters; n -= amount; }
    return text;
  };
  switch (listStyle.toLowerCase()) {
    case "none": return "";
    case "disc": return "\u2022";
    case "circle": return "\u25E6";
    case "square": return "\u25AA";
    case "decimal-leading-zero": return value >= 0 && value < 10 ? "0" + value : String(value);
    case "lower-roman": return roman();
    case "upper-roman": return roman().toUpperCase();
    case "lower-alpha": case "lower-latin": return alphabetic("abcdefghijklmnopqrstuvwxyz");
    case "upper-alpha": case "upper-latin": return alphabetic("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    case "lower-greek": return alphabetic("αβγδεζηθικλμνξοπρστυφχψω");
    default: return String(value);
  }
}
