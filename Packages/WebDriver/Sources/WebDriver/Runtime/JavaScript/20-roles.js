// Roles, as browsers compute them: the first valid token of `role` (WAI-ARIA 1.2), else the
// tag's implicit role (HTML-AAM). "" is an element with no ARIA role (label, legend, date
// inputs…); "none" is an element outside the accessibility tree (hidden or presentational).

const ARIA_ROLES = new Set(["alert", "alertdialog", "application", "article", "banner", "blockquote",
  "button", "caption", "cell", "checkbox", "code", "columnheader", "combobox", "comment", "complementary",
  "contentinfo", "definition", "deletion", "dialog", "directory", "document", "emphasis", "feed", "figure",
  "form", "generic", "grid", "gridcell", "group", "heading", "image", "img", "insertion", "link", "list",
  "listbox", "listitem", "log", "main", "mark", "marquee", "math", "menu", "menubar", "menuitem",
  "menuitemcheckbox", "menuitemradio", "meter", "navigation", "none", "note", "option", "paragraph",
  "presentation", "progressbar", "radio", "radiogroup", "region", "row", "rowgroup", "rowheader",
  "scrollbar", "search", "searchbox", "sectionfooter", "sectionheader", "separator", "slider",
  "spinbutton", "status", "strong", "subscript", "suggestion", "superscript", "switch", "tab", "table",
  "tablist", "tabpanel", "term", "textbox", "time", "timer", "toolbar", "tooltip", "tree", "treegrid",
  "treeitem", "graphics-document", "graphics-object", "graphics-symbol"]);
const SYNONYMS = { img: "image", presentation: "none", directory: "list" };

// Roles that need a container role to mean anything; elsewhere browsers treat them as generic.
const REQUIRED_CONTEXT = { option: ["listbox", "group", "combobox"], treeitem: ["tree", "group", "treeitem"],
  listitem: ["list", "group", "directory"] };

// Landmarks and widgets whose descendants' role="none" follows them (presentational inheritance).
const OWNED_BY = { list: ["listitem"], table: ["row", "rowgroup", "cell", "columnheader", "rowheader", "generic"],
  row: ["cell", "columnheader", "rowheader", "gridcell", "generic"], rowgroup: ["row", "generic"] };

const GLOBAL_ARIA = ["aria-atomic", "aria-busy", "aria-controls", "aria-current", "aria-describedby",
  "aria-details", "aria-dropeffect", "aria-flowto", "aria-grabbed", "aria-keyshortcuts", "aria-label",
  "aria-labelledby", "aria-live", "aria-owns", "aria-relevant", "aria-roledescription"];

const TAG_ROLES = { ADDRESS: "group", ARTICLE: "article", BLOCKQUOTE: "blockquote",
  BUTTON: "button", CAPTION: "caption", CODE: "code", DD: "definition", DEL: "deletion", DETAILS: "group",
  DFN: "term", DIALOG: "dialog", DT: "term", EM: "emphasis", FIELDSET: "group", FIGURE: "figure", FORM: "form",
  H1: "heading", H2: "heading", H3: "heading", H4: "heading", H5: "heading", H6: "heading", HGROUP: "group",
  HR: "separator", INS: "insertion", MAIN: "main", MARK: "mark", MATH: "math", MENU: "list", METER: "meter",
  NAV: "navigation", OL: "list", OPTGROUP: "group", OPTION: "option", OUTPUT: "status", P: "paragraph",
  PROGRESS: "progressbar", S: "deletion", SEARCH: "search", STRONG: "strong", SUB: "subscript",
  SUP: "superscript", TEXTAREA: "textbox", THEAD: "rowgroup", TFOOT: "rowgroup", TIME: "time", UL: "list", DIR: "list",
  DATALIST: "listbox", SVG: "image",
  // No ARIA role (browsers expose these with roles of their own).
  ABBR: "", AUDIO: "", BR: "", CANVAS: "", EMBED: "", FIGCAPTION: "", IFRAME: "", LABEL: "", LEGEND: "",
  OBJECT: "", SUMMARY: "", VIDEO: "", DL: "" };

// The first role token that applies (WAI-ARIA 1.2 §8.1 and its author-error rules): unknown
// tokens are skipped, and so are region and form without a name and roles outside their required
// context; null when none applies, so the tag's implicit role stands (<nav role=region> is navigation).
function explicitRole(el) {
  const value = (el.getAttribute("role") || "").trim().toLowerCase();
  if (!value) return null;
  for (const token of value.split(/\s+/)) {
    if (!ARIA_ROLES.has(token)) continue;
    const r = SYNONYMS[token] || token;
    if ((r === "region" || r === "form") && !hasAuthorName(el) && !attr(el, "title")) continue;
    if (REQUIRED_CONTEXT[r] && !REQUIRED_CONTEXT[r].includes(semanticAncestorRole(el))) continue;
    return r;
  }
  return null;
}

function isFocusable(el) {
  if (el.hasAttribute("tabindex")) return true;
  if (el.isContentEditable) return true;
  const tag = tagOf(el);
  if ((tag === "A" || tag === "AREA") && el.hasAttribute("href")) return true;
  if (["BUTTON", "SELECT", "TEXTAREA", "IFRAME", "SUMMARY"].includes(tag)) return !el.disabled;
  return tag === "INPUT" && inputType(el) !== "hidden" && !el.disabled;
}

function hasGlobalAria(el) { return GLOBAL_ARIA.some((name) => el.hasAttribute(name)); }

function hasAuthorName(el) {
  return attr(el, "aria-label") !== "" || idRefs(el, "aria-labelledby").length > 0;
}

function inputRole(el) {
  const type = inputType(el);
  const listed = el.hasAttribute("list");
  switch (type) {
    case "button": case "submit": case "reset": case "image": case "file": return "button";
    case "checkbox": return "checkbox";
    case "radio": return "radio";
    case "range": return "slider";
    case "number": return "spinbutton";
    case "search": return listed ? "combobox" : "searchbox";
    case "color": case "hidden": return "";
    case "text": case "email": case "tel": case "url": return listed ? "combobox" : "textbox";
    case "password": return "textbox";
    default: return DATE_TYPES.has(type) ? "" : "textbox";
  }
}

// The nearest ancestor that has semantics (skipping generic wrappers), and its role.
function semanticAncestorRole(el) {
  for (let node = parentOf(el); node && node.nodeType === 1; node = parentOf(node)) {
    const r = baseRole(node);
    if (r !== "generic" && r !== "") return r;
  }
  return null;
}

function sectioned(el) {
  for (let node = parentOf(el); node && node.nodeType === 1; node = parentOf(node)) {
    const tag = tagOf(node);
    if (["ARTICLE", "ASIDE", "MAIN", "NAV", "SECTION"].includes(tag)) return true;
    const r = explicitRole(node);
    if (r && ["article", "complementary", "main", "navigation", "region"].includes(r)) return true;
  }
  return false;
}

function implicitRole(el) {
  if (el.namespaceURI === SVG_NS && tagOf(el) !== "SVG") return svgRole(el);
  const tag = tagOf(el);
  if (tag in TAG_ROLES) return TAG_ROLES[tag];
  switch (tag) {
    case "A": case "AREA": return el.hasAttribute("href") ? "link" : "generic";
    case "INPUT": return inputRole(el);
    case "SELECT": return (el.multiple || el.size > 1) ? "listbox" : "combobox";
    case "HEADER": return sectioned(el) ? "sectionheader" : "banner";
    case "FOOTER": return sectioned(el) ? "sectionfooter" : "contentinfo";
    case "SECTION": return hasAuthorName(el) || attr(el, "title") ? "region" : "generic";
    // An aside inside sectioning content is a landmark only when it has a name (HTML-AAM).
    case "ASIDE": return !asideScoped(el) || hasAuthorName(el) || attr(el, "title") ? "complementary" : "generic";
    case "IMG": return el.getAttribute("alt") === "" && !attr(el, "title") && !hasAuthorName(el) ? "none" : "image";
    case "LI": {
      const parent = listParent(el);
      return parent && ["UL", "OL", "MENU", "DIR"].includes(tagOf(parent)) ? "listitem" : "generic";
    }
    case "TABLE": return isDataTable(el) ? "table" : "";
    case "TBODY": return "generic"; // browsers leave the implicit row group out of the tree
    case "TR": return tableOf(el) && !isDataTable(tableOf(el)) ? "" : "row";
    case "TD": case "TH": return cellRole(el);
    case "BODY": case "HTML": return "generic";
    default:
      // Chromium makes a plain wrapper that can be dragged or takes focus on load a group.
      return !el.hasAttribute("role") && (el.hasAttribute("draggable") || el.hasAttribute("autofocus")) ? "group" : "generic";
  }
}

// Inside article, aside, nav or section (HTML-AAM's scoping of <aside>).
function asideScoped(el) {
  for (let node = parentOf(el); node && node.nodeType === 1; node = parentOf(node)) {
    if (["ARTICLE", "ASIDE", "NAV", "SECTION"].includes(tagOf(node))) return true;
  }
  return false;
}

const SVG_NS = "http://www.w3.org/2000/svg";
const SVG_SHAPES = new Set(["CIRCLE", "ELLIPSE", "LINE", "PATH", "POLYGON", "POLYLINE", "RECT", "USE"]);

// SVG-AAM, as Chromium maps it: links, named or focusable groups, named images and shapes;
// everything else is a generic container.
function svgRole(el) {
  const tag = tagOf(el);
  const named = () => hasAuthorName(el) || svgTitle(el) !== "" || attr(el, "title") !== "";
  if (tag === "A") return el.hasAttribute("href") || el.hasAttributeNS(XLINK_NS, "href") ? "link" : "generic";
  if (tag === "G") return named() || el.hasAttribute("tabindex") ? "group" : "generic";
  if (tag === "IMAGE") return named() ? "image" : "generic";
  if (SVG_SHAPES.has(tag)) return named() ? "graphics-symbol" : "generic";
  return "generic";
}

const XLINK_NS = "http://www.w3.org/1999/xlink";

// The text of an SVG element's own <title> child, the host language's name for it.
function svgTitle(el) {
  const title = Array.from(el.children).find((child) => tagOf(child) === "TITLE");
  return title ? normalize(title.textContent) : "";
}

// The element a list item belongs to in the flat tree: past slots, and past the hosts of the
// shadow roots it sits in (a web component rendering <li> inside <ul>), as Chromium sees it.
function listParent(el) {
  let node = parentOf(el);
  while (node && node.nodeType === 1) {
    const root = el.getRootNode();
    if (tagOf(node) === "SLOT") { node = parentOf(node); continue; }
    if (root !== document && node.shadowRoot && node === root.host && !explicitRole(node)) { el = node; node = parentOf(node); continue; }
    break;
  }
  return node;
}

function tableOf(el) {
  for (let node = el.parentElement; node; node = node.parentElement) if (tagOf(node) === "TABLE") return node;
  return null;
}

// Browsers guess whether a table lays out a page or holds data; only data tables are tables.
// Cached for the length of one resolve or allMatches call, as every cell asks.
function isDataTable(table) {
  if (!state.dataTables) return guessDataTable(table);
  if (!state.dataTables.has(table)) state.dataTables.set(table, guessDataTable(table));
  return state.dataTables.get(table);
}

function guessDataTable(table) {
  const r = explicitRole(table);
  if (r === "table" || r === "grid" || r === "treegrid") return true;
  if (table.caption || table.tHead || table.tFoot || table.querySelector(":scope > colgroup, :scope > col")) return true;
  if (table.hasAttribute("summary") || (table.getAttribute("border") || "0") !== "0") return true;
  if (table.querySelector("th, td[headers], td[scope], td[abbr], th[scope]")) return true;
  if (table.rows.length >= 20) return true;
  return false;
}

function cellRole(el) {
  const table = tableOf(el);
  if (!table) return "generic";
  const tableRole = explicitRole(table);
  if (tableRole === "none") return "generic";
  if (!isDataTable(table)) return "";
  const grid = tableRole === "grid" || tableRole === "treegrid";
  if (tagOf(el) === "TD") return grid ? "gridcell" : "cell";
  const scope = (el.getAttribute("scope") || "").toLowerCase();
  if (scope === "row" || scope === "rowgroup") return "rowheader";
  if (scope === "col" || scope === "colgroup") return "columnheader";
  if (el.parentElement && el.parentElement.parentElement && tagOf(el.parentElement.parentElement) === "THEAD") return "columnheader";
  const row = el.parentElement;
  if (row && Array.from(row.cells || []).some((cell) => tagOf(cell) === "TD")) return "rowheader";
  return "columnheader";
}

// The role before hiddenness: explicit (with presentational conflict resolution and required
// contexts), else implicit. Kept for the length of a call (see factsOf): every ancestor
// check and every name asks it again.
function baseRole(el) {
  const facts = factsOf(el);
  if (!facts) return computeBaseRole(el);
  if (facts.role === undefined) facts.role = computeBaseRole(el);
  return facts.role;
}

function computeBaseRole(el) {
  const explicit = explicitRole(el);
  const implicit = implicitRole(el);
  if (explicit === "none") {
    // Focusable elements and elements with global ARIA attributes keep their semantics.
    if (isFocusable(el) || hasGlobalAria(el)) return implicit === "none" ? "image" : implicit;
    return "none";
  }
  if (explicit) return explicit;
  if (implicit && implicit !== "none") {
    // Owned elements of a presentational list or table are presentational too.
    const parent = parentOf(el);
    if (parent && parent.nodeType === 1 && explicitRole(parent) === "none" && !isFocusable(parent) && !hasGlobalAria(parent)) {
      const ownerRole = implicitRole(parent);
      if (OWNED_BY[ownerRole] && OWNED_BY[ownerRole].includes(implicit) && implicit !== "generic") return "none";
    }
  }
  return implicit;
}

// Whether the element is outside the accessibility tree: hidden, aria-hidden, inert.
function isHidden(el) {
  if (!state.memo) return !!flatClosest(el, HIDING_ATTRIBUTES) || isUnrendered(el);
  const facts = factsOf(el);
  if (facts.hidden === undefined) facts.hidden = underHidingAttribute(el) || isUnrendered(el);
  return facts.hidden;
}

const HIDING_ATTRIBUTES = "[aria-hidden=true], [inert]";

// Whether the element or a flat-tree ancestor is aria-hidden or inert (flatClosest's answer),
// each ancestor's answer kept for the call, so a walk asks each node once and not once per
// node below it.
function underHidingAttribute(el) {
  const path = [];
  let answer = false;
  for (let node = el; node && node.nodeType === 1; node = parentOf(node)) {
    const known = state.memo.get(node);
    if (known && known.hidingAttribute !== undefined) { answer = known.hidingAttribute; break; }
    if (node.matches(HIDING_ATTRIBUTES)) { answer = true; path.push(node); break; }
    path.push(node);
  }
  // Every node on the path is hidden exactly when the nearest answer above it is.
  for (const node of path) factsOf(node).hidingAttribute = answer;
  return answer;
}

// isHidden for an element whose flat-tree parent is known not to be aria-hidden or inert, nor
// inside such an element (a walk goes down only through shown nodes): then only its own
// attributes count, and the ancestors need not be asked.
function isHiddenBelowShown(el) {
  if (!state.memo) return isHidden(el);
  const facts = factsOf(el);
  if (facts.hidden === undefined) {
    facts.hidingAttribute = el.matches(HIDING_ATTRIBUTES);
    facts.hidden = facts.hidingAttribute || isUnrendered(el);
  }
  return facts.hidden;
}

// Whether CSS or HTML hides the element (display: none, visibility: hidden, the hidden
// attribute, a hidden input), whatever aria-hidden says.
function isUnrendered(el) {
  const facts = factsOf(el);
  if (!facts) return computeUnrendered(el);
  if (facts.unrendered === undefined) facts.unrendered = computeUnrendered(el);
  return facts.unrendered;
}

function computeUnrendered(el) {
  const tag = tagOf(el);
  if (tag === "OPTION" || tag === "OPTGROUP") {
    // A closed <select> draws its options in a popup: they have no box, yet are in the tree.
    const select = el.closest("select");
    if (select) return el.hidden || isHidden(select);
  }
  // An image map's areas have no box of their own: they show where their image shows.
  if (tag === "AREA") {
    const map = el.closest("map");
    const name = map && map.getAttribute("name");
    const image = name ? el.ownerDocument.querySelector(`img[usemap="#${CSS.escape(name)}"]`) : null;
    return !image || isHidden(image);
  }
  if (tag === "INPUT" && inputType(el) === "hidden") return true;
  if (typeof el.checkVisibility === "function") {
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) {
      return getComputedStyle(el).display !== "contents";
    }
    return false;
  }
  const style = getComputedStyle(el);
  return style.display === "none" || style.visibility === "hidden";
}

// The role as browsers report it: "none" for hidden nodes.
function role(el) {
  if (isHidden(el)) return "none";
  return baseRole(el);
}
