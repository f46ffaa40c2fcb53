// The range a slider, spin button, progress bar or meter declares: a native input's
// min/max/step/value, else ARIA's aria-valuemin/max/now/text (with ARIA's defaults for a
// slider, scrollbar, progress bar or meter: 0 to 100; a slider without a value is in the middle).

// Roles whose bounds default to 0 and 100 in ARIA.
const BOUNDED_RANGE_ROLES = new Set(["slider", "scrollbar", "progressbar", "meter"]);

function numberOr(text, fallback) {
  if (text === null || text === undefined || String(text).trim() === "") return fallback;
  const number = parseFloat(text);
  return Number.isFinite(number) ? number : fallback;
}

function isNativeRange(el) {
  const tag = tagOf(el);
  if (tag === "INPUT") return inputType(el) === "range" || inputType(el) === "number";
  return tag === "PROGRESS" || tag === "METER";
}

// {min, max, now, text, step, native}; min or max is null when the widget declares none
// and ARIA gives no default (a spin button may be unbounded); step is null when unknown.
function rangeOf(el) {
  if (isNativeRange(el)) {
    const tag = tagOf(el);
    const bounded = tag !== "INPUT" || inputType(el) === "range";
    const min = numberOr(el.getAttribute("min"), bounded ? 0 : null);
    const max = tag === "PROGRESS" ? numberOr(el.getAttribute("max"), 1) : numberOr(el.getAttribute("max"), bounded ? (tag === "METER" ? 1 : 100) : null);
    const stepText = el.getAttribute("step");
    const step = tag !== "INPUT" || stepText === "any" ? null : numberOr(stepText, 1);
    const now = numberOr(el.value, null);
    return { min, max, now, text: el.getAttribute("aria-valuetext"), step, native: true };
  }
  const role = baseRole(el);
  const defaults = BOUNDED_RANGE_ROLES.has(role);
  const min = numberOr(el.getAttribute("aria-valuemin"), defaults ? 0 : null);
  const max = numberOr(el.getAttribute("aria-valuemax"), defaults ? 100 : null);
  // A slider or scrollbar without a value is in the middle; a progress bar is indeterminate.
  const middle = (role === "slider" || role === "scrollbar") && min !== null && max !== null ? (min + max) / 2 : null;
  const now = numberOr(el.getAttribute("aria-valuenow"), middle);
  return { min, max, now, text: el.getAttribute("aria-valuetext"), step: null, native: false };
}

// The position of the range's value between its bounds, 0…1 to four places; null when the
// range has no bounds or no value.
function positionOf(range) {
  if (range.min === null || range.max === null || range.now === null || !(range.max > range.min)) return null;
  const position = Math.min(1, Math.max(0, (range.now - range.min) / (range.max - range.min)));
  return Math.round(position * 10000) / 10000;
}

// The range after keys were pressed: at once when its value already differs from `before`,
// else after the page next changes the DOM (a widget may update on a later task) or after
// `timeoutMs`.
function rangeAfter(el, before, timeoutMs) {
  const now = rangeOf(el);
  if (now.now !== before || !el.isConnected) return Promise.resolve(now);
  return new Promise((resolve) => waitForChange(timeoutMs, () => resolve(rangeOf(el))));
}
