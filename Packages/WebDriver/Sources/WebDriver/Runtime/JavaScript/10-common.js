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
// cache of table kinds valid for one call (see isDataTable), and whether the call matches
// hidden nodes too (allMatches with `hidden`).
const state = { attribute: "data-testid", guard: null, dataTables: null, owns: undefined, includeHidden: false };

// Elements that never render content of their own.
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "META", "LINK", "TITLE",
  "BASE"]);
const DATE_TYPES = new Set(["date", "time", "datetime-local", "month", "week"]);

function normalize(text) { return (text || "").replace(/\s+/g, " ").trim(); }

function tagOf(el) { return el.tagName ? el.tagName.toUpperCase() : ""; }

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
function childNodesOf(el) {
  if (el.shadowRoot) return Array.from(el.shadowRoot.childNodes);
  if (tagOf(el) === "SLOT" && typeof el.assignedNodes === "function") {
    const assigned = el.assignedNodes();
    return assigned.length ? assigned : Array.from(el.childNodes);
  }
  return Array.from(el.childNodes);
}

// The child elements in the flat tree, in the order they render; each element appears once,
// at its slot.
function childrenOf(el) {
  if (el.shadowRoot) return Array.from(el.shadowRoot.children);
  if (tagOf(el) === "SLOT" && typeof el.assignedElements === "function") {
    const assigned = el.assignedNodes();
    return assigned.length ? assigned.filter((node) => node.nodeType === 1) : Array.from(el.children);
  }
  return Array.from(el.children);
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
