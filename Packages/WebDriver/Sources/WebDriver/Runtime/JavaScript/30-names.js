// Accessible names: the W3C accname 1.2 text alternative computation, with HTML-AAM's native
// labels. Step numbers (2A…2I) refer to that algorithm.

// Roles named from their content (a row only inside a grid or tree grid).
const NAME_FROM_CONTENT = new Set(["button", "cell", "checkbox", "columnheader", "comment", "gridcell",
  "heading", "link", "math", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "radio",
  "rowheader", "suggestion", "switch", "tab", "term", "tooltip", "treeitem"]);
// Roles that take no name from their content or tooltip (aria-label still applies).
const NAME_PROHIBITED = new Set(["caption", "code", "deletion", "emphasis", "generic", "insertion", "none",
  "paragraph", "strong", "subscript", "superscript"]);
// Controls whose value stands for them inside another element's name (2C).
const EMBEDDED_CONTROLS = new Set(["textbox", "searchbox", "combobox", "listbox", "slider", "spinbutton",
  "scrollbar", "progressbar", "meter"]);
// Containers whose content never becomes part of another element's name, as in Chromium: inside a
// link, label or tree item they give only their own name (aria-label, legend, title…). An
// expanded tree item is named without its group of children; a menu inside a label adds nothing.
const CONTAINERS = new Set(["alert", "alertdialog", "application", "article", "banner", "blockquote",
  "complementary", "contentinfo", "dialog", "document", "feed", "figure", "form", "grid", "group", "image",
  "log", "main", "marquee", "menu", "menubar", "navigation", "note", "radiogroup", "region", "rowgroup",
  "search", "sectionfooter", "sectionheader", "separator", "status", "table", "tablist", "tabpanel", "timer",
  "toolbar", "tree", "treegrid"]);

// Whether el's role makes it a container (above) here. Chromium reads the text of an <svg> drawing,
// an <address> and a <details>, and of rows only inside grids.
function isContainer(el, r) {
  if (r === "row") return !allowsNameFromContent(el, r);
  if (!CONTAINERS.has(r)) return false;
  const tag = tagOf(el);
  if (r === "image") return tag !== "SVG" || el.hasAttribute("role");
  if (r === "group") return tag !== "ADDRESS" && tag !== "DETAILS";
  return true;
}

// accname collapses ASCII whitespace only: a no-break space (U+00A0) stays in a name, as in Chromium.
function flat(text) { return (text || "").replace(/[\t\n\f\r ]+/g, " ").replace(/^ | $/g, ""); }

// An attribute's text for a name ("" when absent or blank).
function nameAttr(el, name) { return flat(el.getAttribute ? el.getAttribute(name) : ""); }

// A fresh computation's context: `visited` holds the nodes already used (a node counts once, so a
// link's image named through aria-labelledby is not read twice), `owns` the aria-owns relocations.
function newContext(fields) {
  return { recursing: false, labelledby: false, referenced: false, allowHidden: false, labelTarget: null,
    ownedRoot: null, depth: 0, visited: new Set(), owns: ownership(), ...fields };
}

// The accessible name of `el`, as a browser computes it; "" for hidden elements, unless the
// call matches hidden nodes too: then the name it would have if shown.
// Kept for the call (see nameFactsOf).
function accessibleName(el) {
  const facts = nameFactsOf(el);
  if (!facts) return computeAccessibleName(el);
  if (facts.name === undefined) facts.name = computeAccessibleName(el);
  return facts.name;
}

function computeAccessibleName(el) {
  const hidden = isHidden(el);
  if (hidden && !state.includeHidden) return "";
  return flat(textAlternative(el, newContext({ allowHidden: hidden })));
}

// What the name of `el` would be if its role took its name from its content.
function contentName(el) {
  const facts = nameFactsOf(el);
  if (facts && facts.contentName !== undefined) return facts.contentName;
  const allowHidden = state.includeHidden && isHidden(el);
  const name = flat(nameFromContent(el, newContext({ recursing: true, allowHidden, labelTarget: el })));
  if (facts) facts.contentName = name;
  return name;
}

function allowsNameFromContent(el, r) {
  if (NAME_FROM_CONTENT.has(r)) return true;
  if (r === "row") return !!el.closest("[role=grid], [role=treegrid]");
  // Summaries and the cells of layout tables have no ARIA role, but browsers name them so.
  return r === "" && ["SUMMARY", "TD", "TH"].includes(tagOf(el));
}

// The context for a child of the current node.
function childContext(ctx, fields) {
  return { ...ctx, recursing: true, referenced: false, depth: ctx.depth + 1, ...fields };
}

function textAlternative(el, ctx) {
  if (ctx.depth > 40) return "";
  if (!ctx.visited) ctx = { ...ctx, visited: new Set() }; // a caller's own context (visible text)
  // A node met again in content counts once; aria-labelledby may name a node twice ("w w").
  if (ctx.recursing) {
    if (!ctx.referenced && ctx.visited.has(el)) return "";
    ctx.visited.add(el);
  }
  if (!ctx.allowHidden && hiddenInName(el, ctx)) {                                     // 2A
    // visibility: hidden hides the element's own text, not its children made visible again.
    return ctx.recursing && invisibleButRendered(el) ? nameFromContent(el, ctx, { visibleChildrenOnly: true }) : "";
  }
  // A slot stands for what it shows; its own ARIA attributes do not name (Chromium).
  if (tagOf(el) === "SLOT") return nameFromContent(el, ctx);
  const r = baseRole(el);
  if (!ctx.labelledby) {                                                              // 2B
    const refs = idRefs(el, "aria-labelledby");
    if (refs.length) {
      const text = refs.map((ref) => textAlternative(ref, childContext(ctx, { labelledby: true, referenced: true,
        allowHidden: isHidden(ref), ownedRoot: null }))).join(" ");
      if (flat(text)) return text;
    }
  }
  // The control a label names adds nothing to its own name from inside that label (a file
  // input's "Choose File" text, an embedded textbox's value).
  if (ctx.recursing && el === ctx.labelTarget) return "";
  if (ctx.recursing && EMBEDDED_CONTROLS.has(r)) return embeddedValue(el, r, ctx);     // 2C
  const ariaLabel = nameAttr(el, "aria-label");                                      // 2D
  if (ariaLabel) return ariaLabel;
  if (r !== "none") {                                                                 // 2E
    const native = nativeName(el, r, ctx);
    if (native !== null) return native;
  }
  const container = ctx.recursing && !ctx.referenced && isContainer(el, r);
  if (!container && (ctx.recursing || allowsNameFromContent(el, r))) {               // 2F–2H
    const content = nameFromContent(el, ctx);
    if (flat(content)) return content;
    // Blank content still separates words ("button<span> </span>label").
    if (ctx.recursing && !nameAttr(el, "title")) return content;
  }
  if (r === "none") return "";                                                        // a presentational image's title
  if (ctx.recursing || !NAME_PROHIBITED.has(r)) return nameAttr(el, "title");        // 2I
  return "";
}

function nameFromContent(el, ctx, { visibleChildrenOnly = false } = {}) {
  const child = childContext(ctx, {});
  const owns = ctx.owns;
  let text = visibleChildrenOnly ? "" : generatedContent(el, "::before");
  for (let i = 0, nodes = childNodesOf(el), count = nodes.length; i < count; i++) {
    const node = nodes[i];
    const kind = node.nodeType;
    if (kind === 3) { if (!visibleChildrenOnly) text += renderedText(node); continue; }
    if (kind !== 1) continue;
    const tag = tagOf(node);
    if (SKIPPED_TAGS.has(tag)) continue;
    if (owns && owns.ownerOf.has(node) && owns.ownerOf.get(node) !== el) continue;   // moved by aria-owns
    if (tag === "BR") { text += " "; continue; }
    const part = textAlternative(node, child);
    text += isInline(node) ? part : " " + part + " ";
  }
  // Elements this one owns through aria-owns come after its own children.
  for (const owned of (owns && owns.owned.get(el)) || []) {
    const part = textAlternative(owned, childContext(ctx, { ownedRoot: owned }));
    text += isInline(owned) ? part : " " + part + " ";
  }
  return visibleChildrenOnly ? text : text + generatedContent(el, "::after");
}

// Hidden for this computation: inside an element relocated by aria-owns, aria-hidden and inert
// above that element no longer apply (it has left that subtree).
function hiddenInName(el, ctx) {
  if (!ctx.ownedRoot) return isHidden(el);
  for (let node = el; node && node.nodeType === 1; node = parentOf(node)) {
    if (node.matches("[aria-hidden=true], [inert]")) return true;
    if (node === ctx.ownedRoot) break;
  }
  return isUnrendered(el);
}

// visibility: hidden on a rendered element outside aria-hidden and inert.
function invisibleButRendered(el) {
  if (flatClosest(el, "[aria-hidden=true], [inert]")) return false;
  if (typeof el.checkVisibility === "function" && !el.checkVisibility({ contentVisibilityAuto: false })) return false;
  const visibility = getComputedStyle(el).visibility;
  return visibility === "hidden" || visibility === "collapse";
}

// aria-owns: which element owns which, for one computation (null when the page uses none). An
// owner outside the accessibility tree owns nothing, nor is a node hidden by CSS relocated.
// Computed once per runtime call (the page does not change during one; see withTableCache):
// the document-wide search cost every name a walk of the whole page, quadratic on long lists.
function ownership() {
  if (!state.dataTables) return findOwnership();
  if (state.owns === undefined) state.owns = findOwnership();
  return state.owns;
}

function findOwnership() {
  const doc = document;
  if (!doc.querySelector("[aria-owns]")) return null;
  const ownerOf = new Map(), owned = new Map();
  for (const owner of doc.querySelectorAll("[aria-owns]")) {
    if (isHidden(owner)) continue;
    for (const child of idRefs(owner, "aria-owns")) {
      if (ownerOf.has(child) || child === owner || child.contains(owner) || isUnrendered(child)) continue;
      ownerOf.set(child, owner);
      if (!owned.has(owner)) owned.set(owner, []);
      owned.get(owner).push(child);
    }
  }
  return { ownerOf, owned };
}

// A text node as drawn: browsers name from the rendered text, after CSS text-transform.
function renderedText(node) {
  const parent = node.parentElement;
  const transform = parent ? textTransformOf(parent) : "none";
  const text = node.nodeValue;
  if (transform === "uppercase") return text.toUpperCase();
  if (transform === "lowercase") return text.toLowerCase();
  if (transform === "capitalize") return text.replace(/(^|\s)(\S)/g, (_, space, letter) => space + letter.toUpperCase());
  return text;
}

// Inline boxes join their neighbours' text; every other box is a separate word.
function isInline(el) {
  const facts = factsOf(el);
  if (facts && facts.inline !== undefined) return facts.inline;
  const display = styleOf(el).display;
  const inline = display === "inline" || display === "contents" || display === "none";
  if (facts) facts.inline = inline;
  return inline;
}

function textTransformOf(el) {
  const facts = factsOf(el);
  if (!facts) return getComputedStyle(el).textTransform;
  if (facts.textTransform === undefined) facts.textTransform = styleOf(el).textTransform;
  return facts.textTransform;
}

// 2C: the value a control contributes to the name of the element it is embedded in.
function embeddedValue(el, r, ctx) {
  const tag = tagOf(el);
  switch (r) {
    case "textbox": case "searchbox":
      if (inputType(el) === "password") return ""; // a secret never becomes a name
      return tag === "INPUT" || tag === "TEXTAREA" ? el.value : el.textContent;
    case "combobox":
      if (tag === "SELECT") return selectedOptionsText(el);
      if (tag === "INPUT") return el.value;
      return nameFromContent(el, ctx);
    case "listbox":
      if (tag === "SELECT") return selectedOptionsText(el);
      return Array.from(el.querySelectorAll("[role=option][aria-selected=true]"))
        .map((option) => textAlternative(option, ctx)).join(" ");
    default: {
      const text = el.getAttribute("aria-valuetext");
      if (text) return text;
      const now = el.getAttribute("aria-valuenow");
      if (now) return now;
      return el.value !== undefined && el.value !== null ? String(el.value) : "";
    }
  }
}

function selectedOptionsText(select) {
  return Array.from(select.selectedOptions || []).map((o) => o.label || normalize(o.textContent)).join(" ");
}

// 2E: names from the host language (HTML labels, alt, legend, caption, SVG <title>…), or null
// when the element has none and the computation goes on. Labels count for the element named and
// for an element aria-labelledby points at, not for one met inside another's content.
function nativeName(el, r, ctx) {
  if (el.namespaceURI === SVG_NS) return svgName(el);
  const tag = tagOf(el);
  if (!NATIVE_NAME_TAGS.has(tag)) return null;
  const labels = () => (ctx.recursing && !ctx.referenced ? "" : labelText(el, ctx));
  const first = (...candidates) => { for (const c of candidates) { const v = c(); if (v) return v; } return null; };
  const title = () => nameAttr(el, "title");
  switch (tag) {
    case "INPUT": {
      const type = inputType(el);
      if (type === "button" || type === "submit" || type === "reset") {
        const fallback = type === "submit" ? "Submit" : type === "reset" ? "Reset" : "";
        return first(() => nameAttr(el, "value"), labels, title, () => fallback) || "";
      }
      // An image button's label comes before its alt text (as in Chromium).
      if (type === "image") return first(labels, () => nameAttr(el, "alt"), () => nameAttr(el, "value"), title, () => "Submit");
      if (type === "file") {
        return first(labels, title, () => (el.multiple ? "Choose Files" : "Choose File"));
      }
      if (["checkbox", "radio", "range", "color"].includes(type) || DATE_TYPES.has(type)) {
        return first(labels, title) || "";
      }
      // Text entry (text, email, password, search, number…): a placeholder is the last resort.
      return first(labels, title, () => nameAttr(el, "placeholder"), () => nameAttr(el, "aria-placeholder")) || "";
    }
    case "TEXTAREA":
      return first(labels, title, () => nameAttr(el, "placeholder"), () => nameAttr(el, "aria-placeholder")) || "";
    case "SELECT": return first(labels, title) || "";
    case "BUTTON": case "METER": case "PROGRESS": case "OUTPUT": return first(labels);
    case "IMG": case "AREA": return el.hasAttribute("alt") ? nameAttr(el, "alt") : null;
    case "FIELDSET": {
      const legend = Array.from(el.children).find((child) => tagOf(child) === "LEGEND");
      return legend ? first(() => flat(nameFromContent(legend, childContext(ctx, {})))) : null;
    }
    case "TABLE": {
      const caption = el.caption;
      return caption ? first(() => flat(nameFromContent(caption, childContext(ctx, {})))) : null;
    }
    case "OPTGROUP": return nameAttr(el, "label");
    case "OPTION": return el.hasAttribute("label") ? nameAttr(el, "label") : null;
    default: return null;
  }
}

// The elements nativeName names (the others have no host-language name).
const NATIVE_NAME_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT", "BUTTON", "METER", "PROGRESS", "OUTPUT", "IMG", "AREA",
  "FIELDSET", "TABLE", "OPTGROUP", "OPTION"]);

// SVG-AAM: an SVG element's <title> child, then a link's xlink:title (before its content, as in
// Chromium); null when it has neither.
function svgName(el) {
  const title = svgTitle(el);
  if (title) return title;
  if (tagOf(el) === "A") {
    const linkTitle = flat(el.getAttributeNS(XLINK_NS, "title") || "");
    if (linkTitle) return linkTitle;
  }
  return null;
}

// The text of an element's visible native labels (<label for> and the wrapping <label>).
function labelText(el, ctx) {
  if (!el.labels || !el.labels.length) return "";
  return flat(Array.from(el.labels).filter((label) => !isHidden(label))
    .map((label) => textAlternative(label, { ...childContext(ctx, {}), labelledby: false, allowHidden: false, labelTarget: el,
      ownedRoot: null, depth: ctx.depth + 1 }))
    .join(" "));
}
