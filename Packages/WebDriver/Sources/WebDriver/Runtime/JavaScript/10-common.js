// Shared constants and helpers of the page runtime.

// XCUIElement.ElementType raw values the engine maps nodes to.
const T = {
  any: 0, other: 1, alert: 7, sheet: 5, button: 9, radioButton: 10, radioGroup: 11, checkBox: 12, comboBox: 15, navigationBar: 21,
  tabBar: 22, toolbar: 24, table: 26, collectionView: 32, slider: 33, pageIndicator: 34,
  progressIndicator: 35, segmentedControl: 37, picker: 38, pickerWheel: 39, switch: 40, link: 42,
  image: 43, searchField: 45, scrollView: 46, staticText: 48, textField: 49, secureTextField: 50,
  datePicker: 51, textView: 52, menu: 53, menuItem: 54, menuBar: 55, webView: 58, cell: 75, stepper: 79
};

// What the current call configured: the identifier attribute, the pending press guard, a
// cache of table kinds valid for one call (see isDataTable), whether the call matches hidden
// nodes too (allMatches with `hidden`), what one call has learnt of the nodes (see factsOf),
// and of the page and identifiers for the label proofs (see plainPage and squeezed).
const state = { attribute: "data-testid", guard: null, toggleWatch: null, dataTables: null, owns: undefined, includeHidden: false, memo: null,
  memoHidden: null, plain: undefined, squeezed: null };

// What the current runtime call has learnt of `node` so far (a NodeFacts), or null outside a
// call that walks the page. A walk (resolve, allMatches, tree: see withTableCache) asks the
// same things of a node many times — its role, whether it is hidden, its name, its styles —
// and the page does not change during one call, so each is computed once, kept here, and
// dropped when the call ends: the next call sees the page as it is then. Outside such a call
// (actions, diagnostics) nothing is kept.
function factsOf(node) { return factsIn(state.memo, node); }

// The same for what depends on whether the call matches hidden nodes too (names, labels):
// kept apart, as allMatches changes that in the middle of its call.
function nameFactsOf(node) { return factsIn(state.includeHidden ? state.memoHidden : state.memo, node); }

function factsIn(memo, node) {
  if (!memo) return null;
  let facts = memo.get(node);
  if (facts === undefined) { facts = new NodeFacts(); memo.set(node, facts); }
  return facts;
}

// The computed style of an element, the same object for the whole call (see factsOf): names
// read several of its properties.
function styleOf(el) {
  const facts = factsOf(el);
  if (!facts) return getComputedStyle(el);
  if (facts.style === undefined) facts.style = getComputedStyle(el);
  return facts.style;
}

// What one call has learnt of a node (see factsOf): one record per node, its fields fixed,
// undefined until asked.
class NodeFacts {
  constructor() {
    this.role = undefined; this.hidden = undefined; this.hidingAttribute = undefined; this.unrendered = undefined;
    this.type = undefined; this.inline = undefined; this.textTransform = undefined; this.before = undefined;
    this.after = undefined; this.pseudoRules = undefined; this.name = undefined; this.contentName = undefined;
    this.cellText = undefined; this.label = undefined; this.labelType = undefined; this.mayGenerate = undefined;
    this.style = undefined;
  }
}

// Elements that never render content of their own.
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "META", "LINK", "TITLE",
  "BASE"]);
const DATE_TYPES = new Set(["date", "time", "datetime-local", "month", "week"]);

function normalize(text) { return (text || "").replace(/\s+/g, " ").trim(); }

// The tag name in capitals (tagName, which an XHTML or SVG document leaves in lower case).
// Built from localName through a table: tagName costs a conversion in the browser on every
// read, and a walk reads it often.
function tagOf(el) {
  const local = el.localName;
  if (!local) return "";
  const prefix = el.prefix;
  const name = prefix ? prefix + ":" + local : local;
  let upper = UPPER_NAMES.get(name);
  if (upper === undefined) { upper = name.toUpperCase(); UPPER_NAMES.set(name, upper); }
  return upper;
}
const UPPER_NAMES = new Map();

function inputType(el) { return tagOf(el) === "INPUT" ? (el.getAttribute("type") || "text").trim().toLowerCase() : ""; }

// The non-blank value of an attribute, or "".
function attr(el, name) { return normalize(el.getAttribute ? el.getAttribute(name) : ""); }

// The elements an ID reference list names, in order, skipping unknown ids.
function idRefs(el, name) {
  const value = el.getAttribute(name);
  if (!value) return [];
  const root = el.getRootNode ? el.getRootNode() : document;
  const lookup = (id) => (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
  return value.trim().split(/\s+/).map(lookup).filter(Boolean);
}

// The parent in the flat tree: across shadow roots and into the slot an element is assigned to.
function parentOf(node) {
  if (node.assignedSlot) return node.assignedSlot;
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root && root.host ? root.host : null;
}

// The child nodes in the flat tree (the composed tree a browser renders): a host's shadow root
// (its light children show only where a slot takes them), a slot's assigned nodes (or its own
// fallback content when nothing is assigned).
// Callers only read the list (the page does not change while they do), so the live lists are
// returned as they are rather than copied: copying them was a good part of a walk's time.
function childNodesOf(el) {
  if (el.shadowRoot) return el.shadowRoot.childNodes;
  if (el.localName === "slot" && typeof el.assignedNodes === "function") {
    const assigned = el.assignedNodes();
    return assigned.length ? assigned : el.childNodes;
  }
  return el.childNodes;
}

// The child elements in the flat tree, in the order they render; each element appears once,
// at its slot.
function childrenOf(el) {
  if (el.shadowRoot) return el.shadowRoot.children;
  if (el.localName === "slot" && typeof el.assignedElements === "function") {
    const assigned = el.assignedNodes();
    return assigned.length ? assigned.filter((node) => node.nodeType === 1) : el.children;
  }
  return el.children;
}

// Whether `node` is `ancestor` or below it in the flat tree (across shadow roots and slots).
function flatContains(ancestor, node) {
  for (let current = node; current; current = parentOf(current)) if (current === ancestor) return true;
  return false;
}

// The nearest flat-tree ancestor-or-self matching a CSS selector (Element.closest stops at a
// shadow root).
function flatClosest(el, selector) {
  for (let node = el; node && node.nodeType === 1; node = parentOf(node)) if (node.matches(selector)) return node;
  return null;
}
