// Why a node is not visible, in words for failure messages: no size, `visibility: hidden`,
// clipped by a scrolling (or overflow-clipping) ancestor, or outside the viewport, with how
// far. "Visible" on the web means what XCUI's isVisible means on a phone: some of the box is
// on the screen, inside every ancestor that clips it (see Docs/Architecture.md, "Visible and
// hittable on the web").

// How `rect` lies outside `box`: "below … by 40 px"; null when it overlaps it.
function outside(rect, box, what) {
  const px = (n) => Math.round(n) + " px";
  if (rect.top >= box.bottom) return "below " + what + " by " + px(rect.top - box.bottom + 1);
  if (rect.bottom <= box.top) return "above " + what + " by " + px(box.top - rect.bottom + 1);
  if (rect.left >= box.right) return "right of " + what + " by " + px(rect.left - box.right + 1);
  if (rect.right <= box.left) return "left of " + what + " by " + px(box.left - rect.right + 1);
  return null;
}

function hiddenReason(el, rect, clip, style) {
  if (rect.width <= 0 || rect.height <= 0) return "it has no size (" + Math.round(rect.width) + "×" + Math.round(rect.height) + ")";
  if (style.visibility === "hidden") return "visibility: hidden";
  // The same flat-tree walk as clipRect (60-geometry.js), so the reason matches the verdict.
  for (let node = parentOf(el); node && node !== document.body && node !== document.documentElement; node = parentOf(node)) {
    const nodeStyle = getComputedStyle(node);
    if (nodeStyle.overflowX === "visible" && nodeStyle.overflowY === "visible") continue;
    const r = node.getBoundingClientRect();
    const box = {
      left: nodeStyle.overflowX === "visible" ? -Infinity : r.left, right: nodeStyle.overflowX === "visible" ? Infinity : r.right,
      top: nodeStyle.overflowY === "visible" ? -Infinity : r.top, bottom: nodeStyle.overflowY === "visible" ? Infinity : r.bottom,
    };
    const where = outside(rect, box, "the visible area of " + describe(node));
    if (where) return "clipped: it is " + where + " (overflow: " + nodeStyle.overflow + ")";
  }
  const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  const where = outside(rect, viewport, "the viewport");
  if (where) return "it is " + where + "; scroll to it, or check that it exists rather than that it is visible";
  return "no part of its box is inside the viewport and its clipping ancestors";
}
