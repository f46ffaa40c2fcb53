// Actionability, the press guard, setting values, scrolling and waiting for changes.

function nextFrame() { return new Promise(resolve => requestAnimationFrame(() => resolve())); }

// Actionability for pointer actions: visible, stable for two frames, enabled, receives
// events at its centre. Installs a guard that swallows a press landing elsewhere. With
// `options.reportToggle` (the element's type) the guard also reports the element's snapshot
// once the page handled the click (see reportToggled), so the engine can tell that a
// checkbox or a switch changed without reading it again.
async function prepareTap(el, options) {
  if (!el.isConnected) return { ok: false, reason: "it was removed from the page" };
  el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  const before = el.getBoundingClientRect();
  await nextFrame(); await nextFrame();
  const after = el.getBoundingClientRect();
  if (Math.abs(before.left - after.left) > 0.5 || Math.abs(before.top - after.top) > 0.5 ||
      Math.abs(before.width - after.width) > 0.5 || Math.abs(before.height - after.height) > 0.5) {
    return { ok: false, reason: "it is moving (its box changed between two frames)" };
  }
  if (options.requireEnabled && isDisabled(el)) return { ok: false, reason: "it is disabled" };
  const g = geometry(el);
  const x = options.point ? g.rect.left + g.rect.width * options.point[0] : g.x;
  const y = options.point ? g.rect.top + g.rect.height * options.point[1] : g.y;
  if (!options.point && !g.hittable) return { ok: false, reason: g.reason };
  if (options.point && !g.visible) return { ok: false, reason: "it is not visible" };
  // A hover or a drag presses nothing the guard could check.
  const token = options.noGuard ? null : installGuard(el, options.point ? null : el);
  if (token !== null && typeof options.reportToggle === "number") reportToggled(el, options.reportToggle, token);
  // Whether this document reports presses itself (see reportPress): a frame the browser's
  // channel does not reach is asked instead, without waiting for a report that cannot come.
  const reports = token !== null && typeof window.__tabtestkitPressReport === "function";
  return { ok: true, x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100, guardToken: token, reports, center: inViewCenter(el) };
}

// The element's in-view centre point (WebDriver's: the centre of its first box's part inside
// the viewport, floored), which pointer input relative to the element starts from. The engine
// presses inside frames that way, so the browser places the frame.
function inViewCenter(el) {
  const boxes = el.getClientRects();
  const r = boxes.length ? boxes[0] : el.getBoundingClientRect();
  const left = Math.max(0, r.left), right = Math.min(window.innerWidth, r.right);
  const top = Math.max(0, r.top), bottom = Math.min(window.innerHeight, r.bottom);
  return [Math.floor((left + right) / 2), Math.floor((top + bottom) / 2)];
}

// The file input an upload goes to: the element itself, the input a label labels, or the one
// file input an element holds (a styled "Upload" label or button around a hidden input).
function fileInputOf(el) {
  if (tagOf(el) === "INPUT" && inputType(el) === "file") return el;
  if (tagOf(el) === "LABEL" && el.control && inputType(el.control) === "file") return el.control;
  const inputs = el.querySelectorAll ? el.querySelectorAll("input[type=file]") : [];
  return inputs.length === 1 ? inputs[0] : null;
}

// Checks an upload of `count` files, and empties the input: a new choice replaces the files it
// held, as the browser's file dialog does. Hidden inputs take files (pages hide them behind
// styled labels); disabled ones do not.
function prepareUpload(el, count) {
  if (!el.isConnected) return { ok: false, reason: "it was removed from the page" };
  const input = fileInputOf(el);
  if (!input) {
    const inside = el.querySelectorAll ? el.querySelectorAll("input[type=file]").length : 0;
    const holds = inside ? "holds " + inside + " of them (name one)" : "neither labels nor holds one";
    return { ok: false, fatal: true, reason: "it is not a file input (<input type=file>) and " + holds + "; it is " + describe(el) };
  }
  if (isDisabled(input)) return { ok: false, reason: "its file input is disabled" };
  if (count > 1 && !input.multiple) {
    return { ok: false, fatal: true, reason: "its file input takes one file (it has no multiple attribute), not " + count };
  }
  if (input.files && input.files.length) input.value = "";
  return { ok: true, input };
}

function installGuard(el, expected) {
  removeGuard();
  const record = { presses: 0, misdirected: null, expected, token: String(Date.now()) + "-" + Math.random().toString(36).slice(2) };
  const check = (event) => {
    const path = event.composedPath ? event.composedPath() : [event.target];
    if (!record.expected || path.includes(record.expected) ||
        (record.expected.labels && Array.from(record.expected.labels).some(l => path.includes(l)))) {
      record.presses++;
      reportPress(record, { ok: true });
    } else {
      if (!record.misdirected) record.misdirected = describe(event.target);
      event.preventDefault(); event.stopImmediatePropagation();
      reportPress(record, { ok: false, reason: "the press would have landed on " + record.misdirected + " (it was stopped)" });
    }
  };
  const blockClick = (event) => {
    if (record.misdirected) {
      event.preventDefault(); event.stopImmediatePropagation();
      if (event.type === "click" && record.reported && state.guard === record) removeGuard();
    }
  };
  window.addEventListener("pointerdown", check, true);
  window.addEventListener("mousedown", blockClick, true);
  window.addEventListener("click", blockClick, true);
  record.remove = () => {
    window.removeEventListener("pointerdown", check, true);
    window.removeEventListener("mousedown", blockClick, true);
    window.removeEventListener("click", blockClick, true);
  };
  state.guard = record;
  return record.token;
}

// Where the engine listens for press verdicts (a WebDriver BiDi channel a preload script put
// in the page, see BiDi press reports in the engine), the first press of a guard is reported at
// once, so the engine needs no request to check it. A reported press that landed ends the guard
// at once; a stopped one after its click is blocked. Without the channel, verifyPress asks.
function reportPress(record, verdict) {
  const send = window.__tabtestkitPressReport;
  if (record.reported || typeof send !== "function") return;
  record.reported = true;
  try { send(JSON.stringify({ token: record.token, ok: verdict.ok, reason: verdict.reason || null })); } catch (e) { record.reported = false; }
  if (verdict.ok && state.guard === record) removeGuard();
}

// After the click the guard watched, once the page handled it (a task queued from the
// click runs after its listeners, the browser's own undoing of a cancelled checkbox click,
// and the microtasks that frameworks render in), reports `{token, toggled: snapshot}` on the
// press channel. An element no longer in the page (the page re-rendered its row) reports
// `{token, toggled: null}`, so the engine reads the new one by its query at once instead of
// waiting for a report; a click elsewhere, or none before the next guard, reports nothing.
function reportToggled(el, type, token) {
  if (state.toggleWatch) state.toggleWatch();
  const onClick = (event) => {
    const path = event.composedPath ? event.composedPath() : [event.target];
    if (!path.includes(el) && !(el.labels && Array.from(el.labels).some(l => path.includes(l)))) return;
    stop();
    setTimeout(() => {
      const send = window.__tabtestkitPressReport;
      if (typeof send !== "function") return;
      // An element the page replaced says nothing of the new one: null, read it by its query.
      const toggled = el.isConnected ? snapshot({ el, type, virtual: false }) : null;
      try { send(JSON.stringify({ token, toggled })); } catch (e) { /* the engine reads it */ }
    }, 0);
  };
  const stop = () => {
    window.removeEventListener("click", onClick, true);
    if (state.toggleWatch === stop) state.toggleWatch = null;
  };
  window.addEventListener("click", onClick, true);
  state.toggleWatch = stop;
}

function removeGuard() {
  if (state.guard && state.guard.remove) state.guard.remove();
  const record = state.guard;
  state.guard = null;
  return record;
}

// Whether the press the guard watched reached its element. A guard that is gone means the
// page was replaced (the press navigated or reloaded): the press happened.
function verifyPress(token) {
  if (!state.guard || state.guard.token !== token) return { ok: true, pageChanged: true };
  const record = removeGuard();
  if (record.misdirected) return { ok: false, reason: "the press would have landed on " + record.misdirected + " (it was stopped)" };
  if (record.presses === 0) return { ok: false, reason: "no press reached the element" };
  return { ok: true, pageChanged: false };
}

// Actionability for typing: enabled, writable, visible and hittable; then the focus, with the
// caret at the end. A key press (`keepSelection`) into the focused element keeps its caret and
// selection, so Ctrl-A then a key replaces the text. `focused` says the element has the focus
// and takes key presses, so the engine types at once without focusing it again (a file input
// takes paths: the driver's own Send Keys types into it).
function prepareEdit(el, options) {
  if (!el.isConnected) return { ok: false, reason: "it was removed from the page" };
  el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  if (isDisabled(el)) return { ok: false, reason: "it is disabled" };
  if (el.readOnly) return { ok: false, reason: "it is read-only" };
  const g = geometry(el);
  if (!g.visible) return { ok: false, reason: g.reason };
  if (!g.hittable) return { ok: false, reason: g.reason };
  if (options && options.keepSelection && deepActiveElement() === el) return { ok: true, focused: true };
  el.focus();
  if (typeof el.setSelectionRange === "function" && typeof el.value === "string") {
    try { el.setSelectionRange(el.value.length, el.value.length); } catch (e) { /* not a text input */ }
  }
  const focused = deepActiveElement() === el && !(el.localName === "input" && el.type === "file");
  return { ok: true, focused, insertable: focused && holdsPlainText(el) };
}

// Whether inserted text replaces the element's selection as typed characters would: a text
// area, an editable region, or an input whose value is free text. Number, date, colour and
// the other inputs parse their keys, so they are typed key by key.
const PLAIN_TEXT_INPUTS = new Set(["text", "search", "url", "tel", "email", "password"]);
function holdsPlainText(el) {
  if (el.localName === "textarea") return true;
  if (el.localName === "input") return PLAIN_TEXT_INPUTS.has(el.type);
  return el.isContentEditable;
}

// Drag and drop between two elements with HTML5 drag events, for a dragged element that is
// `draggable`: WebDriver's pointer input does not start a native drag in Chromium.
function dragHTML5(source, target) {
  const dragged = source.closest("[draggable=true]");
  if (!dragged) return { html5: false };
  if (!target.isConnected) return { html5: true, ok: false, reason: "its drop target was removed from the page" };
  const transfer = new DataTransfer();
  const fire = (el, type) => {
    const r = el.getBoundingClientRect();
    return el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: transfer,
      clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 }));
  };
  if (!fire(dragged, "dragstart")) return { html5: true, ok: false, fatal: true, reason: "the page refused to start the drag" };
  fire(target, "dragenter");
  // A drop target says it accepts the drop by cancelling dragover.
  const accepted = !fire(target, "dragover");
  if (accepted) fire(target, "drop"); else fire(target, "dragleave");
  fire(dragged, "dragend");
  return { html5: true, ok: true, dropped: accepted };
}

function setValue(el, value, kind) {
  if (!el.isConnected) return { ok: false, reason: "it was removed from the page" };
  if (isDisabled(el)) return { ok: false, reason: "it is disabled" };
  el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  const g = geometry(el);
  if (!g.visible) return { ok: false, reason: g.reason };
  if (el.tagName === "SELECT") {
    const option = Array.from(el.options).find(o => normalize(o.textContent) === value || o.value === value);
    if (!option) return { ok: false, fatal: true, reason: "it has no option \"" + value + "\"; its options are " + Array.from(el.options).map(o => "\"" + normalize(o.textContent) + "\"").join(", ") };
    el.value = option.value;
  } else {
    el.value = value;
    if (el.value !== value) return { ok: false, fatal: true, reason: "it does not accept the value \"" + value + "\"" };
  }
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
  return { ok: true };
}

// Moves a slider to a position (0…1) of the range it declares. A native range input takes
// the value (the browser snaps it to the step) and reports the range it then reads; an ARIA
// slider takes no value from outside, so it gets the focus and the engine moves it with the
// keys its pattern defines (Home, End, arrows), reading the range after each round. Either
// way the engine checks what the slider reads against what was asked.
function setSlider(el, position) {
  if (!el.isConnected) return { ok: false, reason: "it was removed from the page" };
  if (isDisabled(el)) return { ok: false, reason: "it is disabled" };
  el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  const g = geometry(el);
  if (!g.visible) return { ok: false, reason: g.reason };
  const range = rangeOf(el);
  if (range.min === null || range.max === null || !(range.max > range.min)) {
    return { ok: false, fatal: true, reason: "it declares no range to place a position in (min " + range.min + ", max " + range.max + ")" };
  }
  const target = range.min + (range.max - range.min) * position;
  if (range.native) {
    if (el.readOnly) return { ok: false, reason: "it is read-only" };
    el.value = String(target);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    return { ok: true, native: true, target, range: rangeOf(el) };
  }
  el.focus();
  if (deepActiveElement() !== el) return { ok: false, fatal: true, reason: "it takes no keyboard focus (no tabindex), so its keys cannot move it" };
  return { ok: true, native: false, target, range };
}

// Where a drag across `el` scrolls by wheel: the scroller's in-view centre, its offsets, and how much
// of it shows; `wheel: false` when nothing above `el` scrolls that way (the engine drags instead).
function scrollInfo(el, dx, dy) {
  const found = scrollerOf(el, dx, dy);
  if (!found) return { wheel: false };
  const view = viewOf(found);
  // Where the wheel reaches this scroller rather than a list inside it, else its middle.
  const point = wheelPoint(found, view, dx, dy) || middleOf(view);
  const node = found.node;
  // How much of the scroller shows: one scroll never moves further than that, or it would
  // jump over content a scroll-until loop is looking for.
  return { wheel: true, x: point.x, y: point.y, before: [node.scrollLeft, node.scrollTop],
           view: [Math.max(0, view.right - view.left), Math.max(0, view.bottom - view.top)] };
}

// Resolves when the DOM changes, the page scrolls, or the timeout passes.
function waitForChange(timeoutMs, done) {
  let finished = false;
  const finish = (why) => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    window.removeEventListener("scroll", onScroll, true);
    clearTimeout(timer);
    done(why);
  };
  const observer = new MutationObserver(() => finish("mutation"));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const onScroll = () => finish("scroll");
  window.addEventListener("scroll", onScroll, true);
  const timer = setTimeout(() => finish("timeout"), timeoutMs);
}
