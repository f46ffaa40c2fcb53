// Visibility, hit-testing, states and snapshots of nodes.

function clipRect(el) {
  let clip = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  for (let node = parentOf(el); node && node !== document.body && node !== document.documentElement; node = parentOf(node)) {
    if (node.nodeType !== 1) continue;
    const style = getComputedStyle(node);
    if (style.overflowX !== "visible" || style.overflowY !== "visible") {
      const r = node.getBoundingClientRect();
      if (style.overflowX !== "visible") { clip.left = Math.max(clip.left, r.left); clip.right = Math.min(clip.right, r.right); }
      if (style.overflowY !== "visible") { clip.top = Math.max(clip.top, r.top); clip.bottom = Math.min(clip.bottom, r.bottom); }
    }
  }
  return clip;
}

function describe(el) {
  if (!el || !el.tagName) return "nothing";
  let text = el.tagName.toLowerCase();
  if (el.id) text += "#" + el.id;
  const testId = el.getAttribute(state.attribute);
  if (testId) text += "[" + state.attribute + "=" + testId + "]";
  else if (el.classList && el.classList.length) text += "." + Array.from(el.classList).slice(0, 2).join(".");
  const name = normalize(el.getAttribute("aria-label") || (el.childElementCount === 0 ? el.textContent : ""));
  if (name) text += " \"" + name.slice(0, 40) + "\"";
  return text;
}

function hitTarget(x, y) {
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

function receives(el, hit) {
  if (!hit) return false;
  if (flatContains(el, hit)) return true;
  if (el.tagName === "INPUT" && el.labels) for (const label of el.labels) if (flatContains(label, hit)) return true;
  return false;
}

// Visibility and hit-testing of one element, with the reason when it is not hittable.
function geometry(el) {
  const rect = el.getBoundingClientRect();
  const clip = clipRect(el);
  const style = getComputedStyle(el);
  const visible = rect.width > 0 && rect.height > 0 && style.visibility !== "hidden" &&
    rect.right > clip.left && rect.left < clip.right && rect.bottom > clip.top && rect.top < clip.bottom;
  let reason = null;
  const x = rect.left + rect.width / 2, y = rect.top + rect.height / 2;
  const hidden = visible ? null : hiddenReason(el, rect, clip, style);
  if (!visible) reason = "it is not visible (" + hidden + ")";
  else if (x < clip.left || x >= clip.right || y < clip.top || y >= clip.bottom) reason = "its centre is scrolled out of view";
  else if (style.pointerEvents === "none") reason = "it does not receive pointer events (pointer-events: none)";
  else {
    const hit = hitTarget(x, y);
    if (!receives(el, hit)) reason = "covered by " + describe(hit);
  }
  return { rect, visible, hittable: reason === null, reason, hidden, x, y };
}

function isDisabled(el) {
  if (el.disabled) return true;
  if (flatClosest(el, "[aria-disabled=true]")) return true;
  const fieldset = flatClosest(el, "fieldset[disabled]");
  if (fieldset && el.matches("button, input, select, textarea")) {
    const legend = fieldset.querySelector(":scope > legend");
    return !(legend && legend.contains(el));
  }
  return false;
}

function isSelected(el) {
  if (el.matches("input[type=checkbox], input[type=radio]")) return el.checked;
  if (el.tagName === "OPTION") return el.selected;
  return ["aria-selected", "aria-checked", "aria-pressed"].some(a => el.getAttribute(a) === "true") ||
    (el.getAttribute("aria-current") || "false") !== "false";
}

function deepActiveElement() {
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function snapshot(entry) {
  const el = entry.el, type = entry.type;
  const g = geometry(el);
  const snap = {
    type, identifier: identifier(el, state.attribute),
    label: labelOf(el, type),
    text: type === T.pickerWheel ? "" : visibleText(el),
    value: valueOf(el, type),
    placeholder: el.getAttribute("placeholder"),
    frame: [g.rect.left, g.rect.top, g.rect.width, g.rect.height],
    enabled: !isDisabled(el), selected: isSelected(el),
    focused: deepActiveElement() === el,
    hittable: g.hittable, visible: g.visible, reason: g.reason, hidden: g.hidden, states: statesOf(el),
    classes: el.classList ? Array.from(el.classList) : []
  };
  return snap;
}
