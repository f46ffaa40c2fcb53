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
      const parent = entry.virtual ? indexOf.get(entry.el) : nearestNodeIndex(parentOf(entry.el), indexOf);
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

// The index of `el`'s node, or of its nearest ancestor's in the flat tree (as nodesBelow walks
// it, so every node's subtree is contiguous); undefined when none.
function nearestNodeIndex(el, indexOf) {
  for (let node = el; node; node = parentOf(node)) {
    if (indexOf.has(node)) return indexOf.get(node);
  }
  return undefined;
}
