// Scrollers: which element a scroll of an element moves, what of it shows, one scroll planned
// straight to an element, and readings of where a scroller stands.

// Whether offsets `at` (see offsetsOf) leave room to move along (dx, dy).
function roomAlong(at, dx, dy) {
  return (dx > 0 && at.x < at.maxX - 1) || (dx < 0 && at.x > 0) || (dy > 0 && at.y < at.maxY - 1) || (dy < 0 && at.y > 0);
}

// Whether `node` scrolls along the axis of (dx, dy); with `towards`, only if it can still move
// that way (a scroller already at its end passes the wheel on to its ancestors).
function scrollsAlong(node, dx, dy, towards) {
  if (!(node instanceof Element) || node === document.body || node === document.documentElement) return false;
  const style = getComputedStyle(node);
  const canX = dx !== 0 && /(auto|scroll)/.test(style.overflowX) && node.scrollWidth > node.clientWidth + 1;
  const canY = dy !== 0 && /(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1;
  if (!towards) return canX || canY;
  return roomAlong(offsetsOf({ node }), canX ? dx : 0, canY ? dy : 0);
}

// The element, or its nearest ancestor, that scrolls along (dx, dy): `{node, root}`, where
// `root` is the page itself (reached at the body); null above a shadow root's top, where the
// chain of parents ends.
function scrollerOf(el, dx, dy) {
  for (let node = el; node; node = node.parentElement) {
    if (node === document.body || node === document.documentElement) return { node: document.scrollingElement || document.documentElement, root: true };
    if (scrollsAlong(node, dx, dy, false)) return { node, root: false };
  }
  return null;
}

// What of a scroller shows, in the viewport: its client area (inside borders, without its
// scroll bars), cut by the ancestors that clip it and by the viewport.
function viewOf(found) {
  if (found.root) return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  const node = found.node;
  const r = node.getBoundingClientRect();
  const clip = clipRect(node);
  const left = r.left + node.clientLeft, top = r.top + node.clientTop;
  return { left: Math.max(clip.left, left), top: Math.max(clip.top, top),
           right: Math.min(clip.right, left + node.clientWidth), bottom: Math.min(clip.bottom, top + node.clientHeight) };
}

// The middle of a view.
function middleOf(view) { return { x: (view.left + view.right) / 2, y: (view.top + view.bottom) / 2 }; }

// How far a scroller stands along each axis, and how far it can go.
function offsetsOf(found) {
  const node = found.node;
  return { x: node.scrollLeft, y: node.scrollTop,
           maxX: Math.max(0, node.scrollWidth - node.clientWidth), maxY: Math.max(0, node.scrollHeight - node.clientHeight) };
}

// Watches a scroller frame by frame (a wheel scroll animates): `decide(now, still, first)` gets
// its offsets, how many readings in a row they have not changed, and where they started; the
// first answer that is not null ends the watch, else "timeout" after `timeoutMs`. Answers
// "hidden" at once in a hidden page, which draws no frames (and animates nothing).
function watchScroll(found, timeoutMs, decide, done) {
  if (document.hidden) { done("hidden"); return; }
  const started = performance.now(), first = offsetsOf(found);
  let last = first, still = 0;
  const tick = () => {
    const now = offsetsOf(found);
    still = (now.x === last.x && now.y === last.y) ? still + 1 : 0;
    last = now;
    const verdict = decide(now, still, first);
    if (verdict) done(verdict);
    else if (performance.now() - started > timeoutMs) done("timeout");
    else requestAnimationFrame(tick);
  };
  tick();
}

// A point of the scroller's view where a wheel reaches the scroller itself: nothing under it
// scrolls the same way first, and (for an element) it lies inside the scroller. A scroller
// that cannot move that way gets its middle: the wheel then goes to whatever is under it, as
// a person's would (a page that does not scroll passes it to the list in its middle).
function wheelPoint(found, view, dx, dy) {
  if (!roomAlong(offsetsOf(found), dx, dy)) return middleOf(view);
  const fractions = [[0.5, 0.5], [0.5, 0.25], [0.5, 0.75], [0.25, 0.5], [0.75, 0.5], [0.1, 0.1], [0.9, 0.9], [0.1, 0.9], [0.9, 0.1]];
  for (const [fx, fy] of fractions) {
    const x = view.left + (view.right - view.left) * fx, y = view.top + (view.bottom - view.top) * fy;
    const hit = hitTarget(x, y);
    if (!hit || isFrame(hit)) continue;
    if (!found.root && !found.node.contains(hit)) continue;
    let caught = false;
    for (let node = hit; node && node !== found.node; node = node.parentElement) {
      if (scrollsAlong(node, dx, dy, true)) { caught = true; break; }
    }
    if (!caught) return { x, y };
  }
  return null;
}

// One scroll of `el`'s scroller along the direction (dx, dy) that brings `target` into view:
// the wheel's point and distance, or null when the target is not inside the scroller, already
// shows along that axis, lies the other way, or no point of the scroller takes a wheel. Waits
// for a scroll still running, so what it measures is where things will stay.
function planScroll(el, target, dx, dy, done) {
  const found = scrollerOf(el, dx, dy);
  if (!found || !target || (!found.root && !found.node.contains(target))) { done(null); return; }
  // A scroll still running: wait until its offsets hold for two frames after the first reading.
  watchScroll(found, 500, (now, still) => still >= 3 ? "stopped" : null, () => {
    const view = viewOf(found), t = target.getBoundingClientRect(), at = offsetsOf(found);
    if (t.width === 0 && t.height === 0) { done(null); return; }
    // Along the axis: centre the target in the view (a sticky header or footer cannot then
    // hide it), or bring its start to the view's start when it is larger than the view.
    const along = (start, end, viewStart, viewEnd, offset, max, sign) => {
      if (start >= viewStart && end <= viewEnd) return 0;
      let delta = end - start > viewEnd - viewStart ? start - viewStart : (start + end) / 2 - (viewStart + viewEnd) / 2;
      delta = sign > 0 ? Math.min(delta, max - offset) : Math.max(delta, -offset);
      return Math.sign(delta) === sign && Math.abs(delta) >= 1 ? Math.round(delta) : 0;
    };
    const deltaX = dx === 0 ? 0 : along(t.left, t.right, view.left, view.right, at.x, at.maxX, Math.sign(dx));
    const deltaY = dy === 0 ? 0 : along(t.top, t.bottom, view.top, view.bottom, at.y, at.maxY, Math.sign(dy));
    if (deltaX === 0 && deltaY === 0) { done(null); return; }
    const point = wheelPoint(found, view, dx, dy);
    if (!point) { done(null); return; }
    state.plannedScroll = { found, expected: { x: at.x + deltaX, y: at.y + deltaY } };
    done({ x: point.x, y: point.y, deltaX, deltaY });
  });
}

// Answers once the scroll planned last has reached where it was headed, or has stopped
// moving after it began, or after `timeoutMs`.
function scrollSettled(timeoutMs, done) {
  const planned = state.plannedScroll;
  state.plannedScroll = null;
  if (!planned) { done("nothing planned"); return; }
  const { x, y } = planned.expected;
  watchScroll(planned.found, timeoutMs, (now, still, first) => {
    if (Math.abs(now.x - x) < 1 && Math.abs(now.y - y) < 1) return "reached";
    const moved = now.x !== first.x || now.y !== first.y;
    return moved && still >= 3 ? "stopped" : null;
  }, done);
}

// Where the scrollers that move `el`'s content stand, and what it holds: the offsets of every
// scroller in it and above it added up (a scroll of the page, of `el`, or of a list inside it
// changes them), the size of its nearest scroller's content, how many elements it has, and a
// fingerprint of its text (recycled rows change it without adding elements).
function scrollPosition(el) {
  const found = scrollerOf(el, 1, 1);
  if (!found) return null;
  let x = 0, y = 0;
  for (let node = el.parentElement; node; node = node.parentElement) { x += node.scrollLeft; y += node.scrollTop; }
  const inside = el.getElementsByTagName("*");
  x += el.scrollLeft; y += el.scrollTop;
  for (const node of inside) { x += node.scrollLeft; y += node.scrollTop; }
  const text = el.textContent || "";
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return { x, y, width: found.node.scrollWidth, height: found.node.scrollHeight, count: inside.length, text: hash };
}
