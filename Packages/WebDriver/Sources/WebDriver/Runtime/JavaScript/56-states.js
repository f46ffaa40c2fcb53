// Widget states beyond enabled, selected and focused, from ARIA attributes and native
// elements: mixed, expanded, pressed, current, sort, invalid, required, busy. The engine
// decodes them as ElementStates; only the states that are set are sent.

function isMixed(el) {
  if (tagOf(el) === "INPUT" && inputType(el) === "checkbox") return !!el.indeterminate;
  const role = baseRole(el);
  if (role === "checkbox" || role === "menuitemcheckbox") return el.getAttribute("aria-checked") === "mixed";
  return el.getAttribute("aria-pressed") === "mixed";
}

// true, false, or null when the element expands nothing. A native <details>' summary is
// expanded when its details are open; a <select> shown as a list box never collapses.
function expandedState(el) {
  const attribute = el.getAttribute("aria-expanded");
  if (attribute === "true" || attribute === "false") return attribute === "true";
  if (tagOf(el) === "SUMMARY" && el.parentElement && tagOf(el.parentElement) === "DETAILS" &&
      el.parentElement.querySelector(":scope > summary") === el) return el.parentElement.open;
  return null;
}

function pressedState(el) {
  const attribute = el.getAttribute("aria-pressed");
  if (attribute === "true" || attribute === "mixed") return true;
  if (attribute === "false") return false;
  return null;
}

function currentState(el) {
  const attribute = (el.getAttribute("aria-current") || "").trim().toLowerCase();
  return attribute === "" || attribute === "false" ? null : attribute;
}

function sortState(el) {
  const attribute = (el.getAttribute("aria-sort") || "").trim().toLowerCase();
  return attribute === "ascending" || attribute === "descending" || attribute === "other" ? attribute : null;
}

// aria-invalid on the element; for a native field, its constraints failing once the user
// changed it (a required field nobody touched yet is not shown as invalid either).
function isInvalid(el) {
  const attribute = (el.getAttribute("aria-invalid") || "").trim().toLowerCase();
  if (attribute !== "" && attribute !== "false") return true;
  try { return !!(el.matches && el.matches(":user-invalid")); } catch (e) { return false; /* an older browser */ }
}

function isRequired(el) {
  if (el.getAttribute("aria-required") === "true") return true;
  return !!(el.required && ["INPUT", "SELECT", "TEXTAREA"].includes(tagOf(el)));
}

function isBusy(el) {
  return !!(el.closest && el.closest("[aria-busy=true]"));
}

// The states that are set, as the snapshot's `states` object (absent keys: not set).
function statesOf(el) {
  const states = {};
  if (isMixed(el)) states.mixed = true;
  const expanded = expandedState(el);
  if (expanded !== null) states.expanded = expanded;
  const pressed = pressedState(el);
  if (pressed !== null) states.pressed = pressed;
  const current = currentState(el);
  if (current !== null) states.current = current;
  const sort = sortState(el);
  if (sort !== null) states.sort = sort;
  if (isInvalid(el)) states.invalid = true;
  if (isRequired(el)) states.required = true;
  if (isBusy(el)) states.busy = true;
  return states;
}
