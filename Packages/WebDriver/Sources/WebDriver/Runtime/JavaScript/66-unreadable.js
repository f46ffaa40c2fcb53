// Parts of the page the runtime cannot read: components whose shadow root is closed. A page
// script cannot open a closed shadow root (that is what closed means), so nothing inside one
// can be matched; a not-found failure names such hosts, so the user learns why instead of
// searching for a typo. There is no API that tells a closed root apart from none (attaching a
// root to test would change the page), so a host is reported when it is a defined custom
// element, has no open shadow root, shows a box, and none of its own children or text draws
// anything: its content must come from a tree the page cannot see.

function drawsSomething(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent.trim() !== "";
  if (node.nodeType !== Node.ELEMENT_NODE) return false;
  const box = node.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

function looksClosed(el) {
  const name = el.localName;
  if (!name.includes("-") || el.shadowRoot || !customElements.get(name)) return false;
  const box = el.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return false;
  return !Array.from(el.childNodes).some(drawsSomething);
}

// The hosts that look closed, in document order, as `<tag>` with their boxes, at most `limit`.
function unreadableHosts(limit) {
  const found = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (found.length >= limit) return;
      if (looksClosed(el)) {
        const r = el.getBoundingClientRect();
        found.push({ tag: el.localName, id: el.id || null, frame: [r.left, r.top, r.width, r.height] });
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return found;
}
