// A cheap proof that a node's label cannot be a query's identifier, tried before the label
// itself (a row's text or a name from content walks the node's subtree and reads its styles:
// on a long list, most of a resolution went there, for rows that could never match), and the
// same for every node inside one (so a walk can pass over a whole row).
//
// Why it holds: on a plain node (below), every character of the label the runtime computes
// (accessibleName, cellText, contentName; see labelOf) of it or of any node inside it, other
// than white space, comes from a text node inside it, in document order, changed at most in
// case by text-transform; nothing else adds characters (the separators are spaces). A label
// that equals the identifier (or, for a static text, contains it: see matchesStep) so has the
// identifier's characters other than white space, in order and in any case, among the node's
// text's (together, when the node holds a single text node: its label is that text, whole).
// When they are not there, no such label is, and it is not computed; when they may be, it is,
// and matchesStep decides as before.
//
// Plain: no aria-owns on the page (nothing moves into or out of the node); no style sheet of the
// document mentions ::before or ::after, and no <q> is inside (no generated content: see
// mayHaveGeneratedContent); the node is in the document's own tree, not shown through a slot,
// and holds no shadow host (shadow content is not in textContent); neither it nor anything
// inside takes a name from an attribute, a value or a control (SOURCE_TAGS…), nor from a
// <label>; and its text is ASCII (an ASCII letter changes case to one ASCII letter, where "ß"
// upper-cased is "SS").

// What the computation may read besides text nodes: these elements (values, alternative text,
// other documents, generated quotes, slots), these attributes, the roles of embedded controls
// (their values: see embeddedValue), and the <label>s of the elements they name.
const SOURCE_TAGS = new Set(["input", "textarea", "select", "datalist", "option", "img", "area", "svg", "math", "q", "slot",
  "iframe", "object", "embed", "canvas", "video", "audio", "meter", "progress"]);
const SOURCE_ATTRIBUTES = new Set(["aria-labelledby", "aria-label", "aria-owns", "alt", "title", "value", "placeholder",
  "aria-placeholder", "aria-valuetext", "aria-valuenow", "label"]);
const LABELLED_TAGS = new Set(["button", "output"]);   // labelable, and not in SOURCE_TAGS
const NOT_ASCII = /[^\x00-\x7F\u00A0]/;

// Whether the label of `el` (of type `type`) provably differs from `id`; false when unsure.
function labelCannotBe(el, type, id) {
  return labelledByContent(el, type) && textCannotHold(el, id);
}

// Whether el's label is read from its content: only those are worth a proof, the others are
// quicker to compute than its text is to read.
function labelledByContent(el, type) {
  return type === T.cell || type === T.staticText || NAME_FROM_CONTENT.has(baseRole(el));
}

// Whether neither `el` nor any node inside it can match `id`: by its label, as above, or by its
// identifier (an element inside with that id or test identifier holds no proof).
function subtreeCannotMatch(el, id) {
  return textCannotHold(el, id) && !plainPage().identified(id).has(el);
}

// Whether el or an element inside it (its light tree: a plain node's is its flat tree) is a
// shadow host or something the computation reads besides text (see SOURCE_TAGS), kept for the
// call: asked only of the nodes a proof needs, so a page without candidates to refuse is never
// searched, and a node inside two candidates is looked at once.
function holdsSource(el, page) {
  let answer = page.sources.get(el);
  if (answer !== undefined) return answer;
  answer = isSource(el, page);
  for (let kid = el.firstElementChild; !answer && kid; kid = kid.nextElementSibling) answer = holdsSource(kid, page);
  page.sources.set(el, answer);
  return answer;
}

function isSource(el, page) {
  if (el.shadowRoot) return true;
  const local = el.localName;
  if (SOURCE_TAGS.has(local)) return true;
  if (LABELLED_TAGS.has(local) && page.labelled().has(el)) return true;
  if (!el.hasAttributes()) return false;
  for (const name of el.getAttributeNames()) {
    if (SOURCE_ATTRIBUTES.has(name) || name.endsWith(":title")) return true;   // xlink:title too
    if (name === "role" && el.getAttribute("role").toLowerCase().split(/\s+/).some((r) => EMBEDDED_CONTROLS.has(r))) return true;
  }
  return false;
}

// Whether no label of el or of a node inside it can hold `id` (see above); false when unsure.
function textCannotHold(el, id) {
  const text = el.textContent;
  if (NOT_ASCII.test(text)) return false;
  const chars = squeezed(id);
  // A node holding one text node (a span, a button's word) is labelled by that text whole: the
  // identifier's characters must be there together ("Row 10" holds "Row 0" in order, not so).
  const first = el.firstChild;
  const whole = first !== null && first === el.lastChild && first.nodeType === 3;
  const lower = text.toLowerCase();
  if (whole ? lower.replace(/\s+/g, "").includes(chars) : mayContain(lower, chars)) return false;
  // The identifier's characters are not all there: a proof, if the node is plain.
  const page = plainPage();
  return !!page && !el.assignedSlot && el.getRootNode() === document && !holdsSource(el, page);
}

// The identifier without white space, in lower case (kept for the call: a walk asks it of
// every row).
function squeezed(id) {
  let chars = state.squeezed ? state.squeezed.get(id) : undefined;
  if (chars === undefined) {
    chars = id.replace(/\s+/g, "").toLowerCase();
    if (state.squeezed) state.squeezed.set(id, chars);
  }
  return chars;
}

// Whether `chars` appear in `text` in order (not necessarily together).
function mayContain(text, chars) {
  let at = 0;
  for (let i = 0; i < chars.length; i++) {
    at = text.indexOf(chars[i], at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

// What the proof needs of the whole page, once per call (see withTableCache): null when the
// page moves nodes (aria-owns) or its sheets may generate content; else `sources`, what
// holdsSource learnt, `identified(id)`, the elements of the document's tree that are or hold an
// element identified as `id` (one search per identifier and call), and `labelled()`, the
// elements the document's <label>s name (one search per call: an element's own `labels` list
// searches the whole document for labels, for each element asked, which on a long list of
// buttons made a walk quadratic).
function plainPage() {
  if (!state.dataTables) return null;   // outside a walk's call: no proof, the label is computed
  if (state.plain === undefined) state.plain = findPlainPage();
  return state.plain;
}

function findPlainPage() {
  if (ownership() !== null || sheetsMentionPseudo(document)) return null;
  const byId = new Map();
  const identified = (id) => {
    let holders = byId.get(id);
    if (holders) return holders;
    holders = new Set();
    const value = CSS.escape(id);
    for (const el of document.querySelectorAll(`[id="${value}"], [${CSS.escape(state.attribute)}="${value}"]`)) markUp(el, holders);
    byId.set(id, holders);
    return holders;
  };
  let labelled = null;
  const labelledControls = () => {
    if (labelled) return labelled;
    labelled = new Set();
    for (const label of document.getElementsByTagName("label")) if (label.control) labelled.add(label.control);
    return labelled;
  };
  return { sources: new Map(), identified, labelled: labelledControls };
}

// Adds `el` and its ancestors to `marked`, up to one already there.
function markUp(el, marked) {
  for (let node = el; node && node.nodeType === 1 && !marked.has(node); node = node.parentNode) marked.add(node);
}
