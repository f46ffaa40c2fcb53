// Visible text: what a user reads on the element (innerText semantics, whitespace collapsed).
// Fields show their value (bullets for passwords), pickers their selected option.

function visibleText(el) {
  const tag = tagOf(el);
  if (tag === "INPUT") {
    const type = inputType(el);
    if (type === "password") return "\u2022".repeat((el.value || "").length);
    if (["checkbox", "radio", "range", "color", "file", "hidden", "image"].includes(type)) return "";
    if (["button", "submit", "reset"].includes(type)) return normalize(el.value) || (type === "submit" ? "Submit" : type === "reset" ? "Reset" : "");
    return el.value || "";
  }
  if (tag === "TEXTAREA") return el.value || "";
  if (tag === "SELECT") return selectedOptionsText(el);
  if (typeof el.innerText !== "string") return normalize(el.textContent); // SVG and MathML
  // innerText stops at shadow roots; an element that holds components reads the flat tree.
  if (holdsShadowRoots(el)) return normalize(flatText(el, 0));
  return normalize(el.innerText);
}

function holdsShadowRoots(el) {
  if (el.shadowRoot) return true;
  for (const inner of el.getElementsByTagName("*")) if (inner.shadowRoot) return true;
  return false;
}

// The text the flat tree shows: shadow content and slotted nodes where they render, hidden
// parts left out, block boxes as separate words (innerText's rules, across shadow roots).
function flatText(el, depth) {
  if (depth > 60) return "";
  let text = "";
  for (let i = 0, nodes = childNodesOf(el), count = nodes.length; i < count; i++) {
    const node = nodes[i];
    if (node.nodeType === 3) { text += renderedText(node); continue; }
    if (node.nodeType !== 1 || SKIPPED_TAGS.has(tagOf(node))) continue;
    if (tagOf(node) === "BR") { text += " "; continue; }
    if (tagOf(node) !== "SLOT" && isHidden(node)) continue;
    const part = ["INPUT", "TEXTAREA", "SELECT"].includes(tagOf(node)) ? "" : flatText(node, depth + 1);
    text += tagOf(node) === "SLOT" || isInline(node) ? part : " " + part + " ";
  }
  return text;
}

// Whether the element has text of its own (a non-blank text node child in the flat tree: a
// shadow host's light text shows through its slot, which owns it there, not the host).
// Slots are transparent: a label whose text comes through a slot has that text of its own.
function hasOwnText(el) {
  for (let i = 0, nodes = childNodesOf(el), count = nodes.length; i < count; i++) {
    const node = nodes[i];
    if (node.nodeType === 3 && node.nodeValue.trim()) return true;
    if (node.nodeType === 1 && tagOf(node) === "SLOT" && hasOwnText(node)) return true;
  }
  return false;
}

// Roles whose text is a control's, not a row's: a row is known by what it says, so a delete
// button that shows on hover, or a field that opens while editing, never changes its label.
const CONTROL_ROLES = new Set(["button", "checkbox", "radio", "switch", "textbox", "searchbox", "combobox",
  "listbox", "slider", "spinbutton", "scrollbar", "menuitem", "menuitemcheckbox", "menuitemradio", "tab",
  "progressbar", "meter"]);

// The label of a cell or row without a name: the text it shows outside its controls, in the
// flat tree's order, as a phone labels a cell by its static texts and not by its buttons.
// "" when it shows no such text.
function cellText(el) {
  const facts = nameFactsOf(el);
  if (!facts) return computeCellText(el);
  if (facts.cellText === undefined) facts.cellText = computeCellText(el);
  return facts.cellText;
}

function computeCellText(el) {
  const allowHidden = state.includeHidden && isHidden(el);
  const ctx = { recursing: true, labelledby: false, allowHidden, labelTarget: el, depth: 0 };
  return normalize(staticContent(el, ctx));
}

function staticContent(el, ctx) {
  if (ctx.depth > 40) return "";
  let text = generatedContent(el, "::before");
  for (let i = 0, nodes = childNodesOf(el), count = nodes.length; i < count; i++) {
    const node = nodes[i];
    const kind = node.nodeType;
    if (kind === 3) { text += renderedText(node); continue; }
    if (kind !== 1) continue;
    const tag = tagOf(node);
    if (SKIPPED_TAGS.has(tag)) continue;
    if (tag === "BR") { text += " "; continue; }
    // A control is left out whether shown or not: its role, known for the walk, goes first.
    const r = baseRole(node);
    if (CONTROL_ROLES.has(r)) continue;
    if (!ctx.allowHidden && isHidden(node)) continue;
    const inner = { ...ctx, depth: ctx.depth + 1 };
    const part = r === "image" || attr(node, "aria-label") ? textAlternative(node, inner) : staticContent(node, inner);
    text += isInline(node) ? part : " " + part + " ";
  }
  return text + generatedContent(el, "::after");
}
