// Walking the tree's nodes and resolving queries, a whole parent chain per call.

// Parts of other elements, never nodes: options of pickers, line breaks.
const NOT_NODES = new Set(["OPTION", "OPTGROUP", "DATALIST", "BR", "WBR"]);

// Accessibility nodes below `root` (excluding root), in the flat tree's order (open shadow
// roots pierced, each slotted element once, where its slot renders it), with the virtual wheel
// of pickers and date pickers. With a `wanted` type (a step's; 0 or absent: any), an element
// with nothing below it whose type is another one is passed over before its hidden check: the
// caller would drop it anyway, and the check (a style read) was most of a long list's walk.
// `prune(el)`, asked of elements of the wanted type, passes over one and all below it (when
// none of them can match: see subtreeCannotMatch).
function* nodesBelow(root, includeSelfWheel, wanted = 0, prune = null) {
  if (includeSelfWheel && root.nodeType === 1 && (root.tagName === "SELECT" || (root.tagName === "INPUT" && DATE_TYPES.has((root.getAttribute("type") || "").toLowerCase())))) {
    yield { el: root, type: T.pickerWheel, virtual: true };
    return;
  }
  // Below an aria-hidden or inert element nothing is shown. Otherwise the walk goes down only
  // through shown nodes, so each node's own attributes settle it (see isHiddenBelowShown).
  const checked = !state.includeHidden && state.memo;
  if (checked && root.nodeType === 1 && underHidingAttribute(root)) return;
  const stack = [];
  // The flat tree: a host's shadow content, slotted elements once at their slot.
  const pushChildren = (node) => {
    if (node.shadowRoot || node.localName === "slot") {
      const kids = childrenOf(node);
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
      return;
    }
    // A plain element's children, last first (as childrenOf lists them, without the list).
    for (let kid = node.lastElementChild; kid; kid = kid.previousElementSibling) stack.push(kid);
  };
  pushChildren(root.nodeType === 9 ? root.documentElement : root);
  if (root.nodeType === 9) {
    // The document's own scrolling element is the page's scroll view.
    const scroller = document.scrollingElement;
    if (scroller && isScrollable(scroller)) yield { el: scroller, type: T.scrollView, virtual: false, root: true };
  }
  while (stack.length) {
    const el = stack.pop();
    const tag = el.tagName;   // read once: the browser builds it on every read
    if (SKIPPED_TAGS.has(tag) || NOT_NODES.has(tag)) continue;
    // Slots render what is assigned to them and nothing of their own (display: contents).
    if (tag === "BODY" || tag === "HTML" || tag === "SLOT") {
      if (checked && el.matches(HIDING_ATTRIBUTES)) continue;   // all of it hidden
      pushChildren(el);
      continue;
    }
    if (wanted && !el.firstElementChild && !el.shadowRoot) {
      // A leaf of another type: nothing to yield, nothing below (a picker's wheel is its own).
      const leafType = nodeType(el);
      if (leafType !== wanted && leafType !== T.picker && leafType !== T.datePicker) continue;
    }
    if (prune && nodeType(el) === wanted && prune(el)) continue;
    if (!state.includeHidden && (checked ? isHiddenBelowShown(el) : isHidden(el))) continue;
    const r = baseRole(el);
    const type = nodeType(el);
    if (type >= 0) yield { el, type, virtual: false };
    if (type === T.picker || type === T.datePicker) {
      if (tag === "SELECT" || tag === "INPUT") yield { el, type: T.pickerWheel, virtual: true };
      continue;
    }
    if (PRESENTATIONAL_CHILDREN.has(r)) continue;
    pushChildren(el);
  }
}

// The type of a shown or hidden element (typeOf), kept for the call (see factsOf).
function nodeType(el) {
  const facts = factsOf(el);
  if (!facts) return typeOf(el, baseRole(el));
  if (facts.type === undefined) facts.type = typeOf(el, baseRole(el));
  return facts.type;
}

function matchesStep(entry, step) {
  if (step.t !== 0 && entry.type !== step.t) return false;
  if (!matchesContaining(entry, step)) return false;
  if (step.id === null || step.id === undefined) return true;
  if (entry.virtual) return false;
  if (identifier(entry.el, state.attribute) === step.id) return true;
  if (labelCannotBe(entry.el, entry.type, step.id)) return false;   // see 72-labelfilter.js
  const label = labelOf(entry.el, entry.type);
  if (label === step.id) return true;
  // A static text is also known by the text it shows: CSS generated content ("❯ " drawn before
  // "Mark all as complete") is in its label, as in the browser's name, but not in what it says.
  if (entry.type === T.staticText && label.includes(step.id) && visibleText(entry.el) === step.id) return true;
  // A no-break space (kept in names, as browsers keep it) matches the space a test types.
  if (label.includes("\u00A0") && label.replace(/\u00A0/g, " ") === step.id) return true;
  return ICON_GLYPHS.test(label) && withoutIconGlyphs(label) === step.id;
}

// Icon fonts draw their pictures with private-use characters (Font Awesome's "\uF07C" in a
// ::before), which browsers put in the name ("\uF07C Projects"). No one can read or type them,
// so a label matches with them left out too: `Cell(id: "Projects")`.
const ICON_GLYPHS = /[\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/;
const ICON_GLYPHS_ALL = /[\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/g;
function withoutIconGlyphs(text) { return normalize(text.replace(ICON_GLYPHS_ALL, " ")); }

// `step.c`: nodes the match must contain (XCUI's `containing(_:identifier:)`), each
// {t, id}: a node below it, in the flat tree, of that type whose identifier or label is id.
// A row's own text (`<li>Feed cat</li>`) is the static text a phone's cell would hold.
function matchesContaining(entry, step) {
  if (!step.c || !step.c.length) return true;
  if (entry.virtual) return false;
  return step.c.every((inner) => {
    if (typeof inner.id === "string" && subtreeCannotMatch(entry.el, inner.id)) return false;   // see 72-labelfilter.js
    if ((inner.t === T.staticText || inner.t === T.any) && entry.type !== T.staticText && hasOwnText(entry.el) &&
        (inner.id === null || inner.id === undefined || cellText(entry.el) === inner.id)) return true;
    for (const below of nodesBelow(entry.el, false, inner.t)) if (matchesStep(below, inner)) return true;
    return false;
  });
}

// The matches of `step` below `parentEntry`, in the flat tree's order; the walk stops at
// `limit` matches, when the caller needs no more than that.
function candidatesFor(parentEntry, step, limit = Infinity) {
  const root = parentEntry ? parentEntry.el : document;
  const out = [];
  const prune = pruning(step);
  for (const entry of nodesBelow(root, !!(parentEntry && !parentEntry.virtual), step.t, prune)) {
    if (entry.el === root && !entry.virtual) continue;
    if (matchesStep(entry, step) && out.push(entry) >= limit) break;
  }
  return out;
}

// What lets a walk for `step` pass over an element of its type and all below it: an identifier
// (the step's own or one it must contain) that none of them can match (see subtreeCannotMatch;
// a node inside another holds nothing the outer one does not). Asked only of elements labelled
// by their content (rows, texts, buttons…), whose text is short and whose label costs a walk,
// and never for a step of any type: reading the text of every container would cost more.
function pruning(step) {
  if (!step.t) return null;
  const ids = [];
  if (typeof step.id === "string") ids.push(step.id);
  for (const inner of step.c || []) if (typeof inner.id === "string") ids.push(inner.id);
  if (!ids.length) return null;
  return (el) => labelledByContent(el, step.t) && ids.some((id) => subtreeCannotMatch(el, id));
}

// The most matches an ambiguity lists (the engine shows them in its failure message).
const AMBIGUOUS_LIMIT = 50;
// The most candidates a step with filters sends the engine, which evaluates them.
const FILTER_LIMIT = 500;

// How many matches of step `i` resolution needs: the last step's count is reported, so all of
// them; at an earlier step, no more than its index picks, one for a step that takes the first
// (not strict), and past the ambiguity list for a strict one (one more is enough to know the
// list is cut).
function candidatesNeeded(query, i) {
  const step = query.steps[i];
  if (step.f) return FILTER_LIMIT;
  const indexed = step.i !== null && step.i !== undefined;
  if (i === query.steps.length - 1) return indexed || !query.strict ? Infinity : AMBIGUOUS_LIMIT + 1;
  if (indexed) return step.i < 0 ? 0 : step.i + 1;
  return query.strict ? AMBIGUOUS_LIMIT + 1 : 1;
}

// Resolves steps from `start` (an element, or null for the document).
// Returns {status, step, element, snapshot, count, matches, candidates}.
function resolve(query) { return withTableCache(() => resolveSteps(query)); }

function resolveSteps(query) {
  state.attribute = query.attribute || "data-testid";
  let current = query.start ? { el: query.start, type: query.startType, virtual: !!query.startVirtual } : null;
  let count = 1;
  const offset = query.offset || 0;
  for (let i = 0; i < query.steps.length; i++) {
    const step = query.steps[i];
    const limit = candidatesNeeded(query, i);
    const candidates = candidatesFor(current, step, limit);
    count = candidates.length;
    if (step.f) {
      return { status: "filter", step: offset + i, candidates: candidates.slice(0, FILTER_LIMIT).map(c => ({ element: c.el, type: c.type, virtual: c.virtual,
        snapshot: withDescendants(c, step), content: isFrame(c.el) ? frameContent(c.el) : undefined })) };
    }
    if (step.i !== null && step.i !== undefined) {
      if (step.i < 0 || step.i >= candidates.length) return notFoundAt(offset + i);
      current = candidates[step.i];
    } else if (candidates.length > 1 && query.strict) {
      // `total` counts the matches when the walk saw them all; past the list it stopped, and
      // `atLeast` says how many it had seen.
      const reply = { status: "ambiguous", step: offset + i, matches: candidates.slice(0, AMBIGUOUS_LIMIT).map(snapshot) };
      if (candidates.length < limit) reply.total = candidates.length; else reply.atLeast = candidates.length;
      return reply;
    } else if (candidates.length) {
      current = candidates[0];
    } else {
      return notFoundAt(offset + i);
    }
  }
  // The page itself: its size and title come along, so the application node costs no second call.
  if (!current) return { status: "document", page: { width: window.innerWidth, height: window.innerHeight, title: document.title } };
  const found = { status: "found", element: current.el, type: current.type, virtual: current.virtual, snapshot: snapshot(current), count };
  if (isFrame(current.el)) found.content = frameContent(current.el);
  return found;
}

// The most descendants a snapshot carries for a filter on what a node contains.
const DESCENDANTS_LIMIT = 300;

// A candidate's snapshot, with its descendants' (in the flat tree's order, as one list) when
// the step's filters read what a node contains (`step.d`: XCUI's `containing(predicate)`,
// evaluated by the engine on them).
function withDescendants(entry, step) {
  const snap = snapshot(entry);
  if (!step.d || entry.virtual) return snap;
  const below = [];
  for (const inner of nodesBelow(entry.el, true)) {
    if (below.length >= DESCENDANTS_LIMIT) break;
    if (inner.el === entry.el && !inner.virtual) continue;
    below.push(snapshot(inner));
  }
  snap.descendants = below;
  return snap;
}

function isFrame(el) { return tagOf(el) === "IFRAME" || tagOf(el) === "FRAME"; }

// Where a frame's document is drawn, in the viewport: its box inside borders and padding.
function frameContent(frame) {
  const rect = frame.getBoundingClientRect();
  const style = getComputedStyle(frame);
  const left = rect.left + frame.clientLeft + parseFloat(style.paddingLeft || 0);
  const top = rect.top + frame.clientTop + parseFloat(style.paddingTop || 0);
  return [left, top, frame.clientWidth - parseFloat(style.paddingLeft || 0) - parseFloat(style.paddingRight || 0),
    frame.clientHeight - parseFloat(style.paddingTop || 0) - parseFloat(style.paddingBottom || 0)];
}

// A miss; on the browser's own error page (the app's page failed to load), says so, so the
// engine can fail at once instead of waiting for an element that will never come.
function notFoundAt(step) {
  const reply = { status: "notFound", step };
  if (location.protocol === "chrome-error:") reply.loadFailed = true;
  return reply;
}

// The most matches allMatches sends.
const MATCHES_LIMIT = 2000;

function allMatches(query) { return withTableCache(() => matchesOfLast(query)); }

// Runs `body` with the caches of one call — table kinds (see isDataTable), aria-owns (see
// ownership), what is known of each node (see factsOf) and what the label proofs need (see
// plainPage, squeezed) — dropped when the outermost call ends: the page may change between
// calls, never during one.
function withTableCache(body) {
  if (state.dataTables) return body();
  state.dataTables = new Map();
  state.owns = undefined;
  state.memo = new Map();
  state.memoHidden = new Map();
  state.plain = undefined;
  state.squeezed = new Map();
  try { return body(); } finally {
    state.dataTables = null; state.owns = undefined; state.memo = null; state.memoHidden = null; state.plain = undefined;
    state.squeezed = null;
  }
}

function matchesOfLast(query) {
  const last = query.steps[query.steps.length - 1];
  const parentQuery = Object.assign({}, query, { steps: query.steps.slice(0, -1) });
  const parent = resolve(parentQuery);
  if (parent.status !== "found" && parent.status !== "document") return { status: parent.status, step: parent.step, candidates: [] };
  const parentEntry = parent.status === "found" ? { el: parent.element, type: parent.type, virtual: parent.virtual } : null;
  // Only the last level may match hidden nodes (`query.hidden`): the ancestors are shown.
  state.includeHidden = !!query.hidden;
  try {
    const candidates = candidatesFor(parentEntry, Object.assign({}, last, { f: false }), MATCHES_LIMIT);
    return { status: "matches", candidates: candidates.slice(0, MATCHES_LIMIT).map(c => ({ element: c.el, type: c.type, virtual: c.virtual, snapshot: withDescendants(c, last) })) };
  } finally {
    state.includeHidden = false;
  }
}
