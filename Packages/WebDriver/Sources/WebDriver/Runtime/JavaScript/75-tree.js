// The whole tree at once, for tools that describe a page (`tabtestkit generate screen`,
// `tabtestkit record`): every node a query could match — the same walk as resolution, so the
// same element types, identifiers, names and texts — with its computed role and the index of
// its parent node, in document order.

// The most nodes one tree holds; a page with more is cut there (and says so).
const TREE_LIMIT = 5000;

// `options.attribute`: the identifier attribute. `options.target`: an element whose node (the
// element itself, or the nearest ancestor that is a node) is reported as `target`.
function tree(options) {
  options = options || {};
  return withTableCache(() => {
    state.attribute = options.attribute || "data-testid";
    const nodes = [];
    const indexOf = new Map();
    let truncated = false;
    for (const entry of nodesBelow(document, false)) {
      if (nodes.length >= TREE_LIMIT) { truncated = true; break; }
      const parent = entry.virtual ? indexOf.get(entry.el) : nearestNodeIndex(domParent(entry.el), indexOf);
      if (!entry.virtual) indexOf.set(entry.el, nodes.length);
      nodes.push({
        snapshot: snapshot(entry),
        role: entry.virtual ? "" : role(entry.el),
        parent: parent === undefined ? null : parent,
        virtual: !!entry.virtual
      });
    }
    const target = options.target ? nearestNodeIndex(options.target, indexOf) : undefined;
    return { nodes, truncated, target: target === undefined ? null : target, url: location.href };
  });
}

// The index of `el`'s node, or of its nearest ancestor's; undefined when none.
function nearestNodeIndex(el, indexOf) {
  for (let node = el; node; node = domParent(node)) {
    if (indexOf.has(node)) return indexOf.get(node);
  }
  return undefined;
}

// The parent as resolution walks the page (nodesBelow): an element's parent element, or the
// host of its shadow root. Not the slot it is assigned to: a query on the host finds its light
// children, and a query on a slot's ancestor does not. So every node's subtree is contiguous.
function domParent(node) {
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root && root.host ? root.host : null;
}
