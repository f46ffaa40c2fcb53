// tabtestkit record: what the user does in the page, as events the recorder turns into steps.
//
// Installed with the web engine's page runtime, before the page's own scripts (a preload
// script) and again into a page that has neither. Each event carries the page's tree as the
// engine sees it at that moment (window.__tabtestkit.tree), with the event's element as its
// target, so the recorder names the element exactly as a generated Screen does. Listeners run
// in the capture phase on the window, before the page's own handlers change anything.
//
// Text typed into a password field never leaves the page: its event only says that something
// was typed there.
(function (attribute) {
  "use strict";
  if (window.__tabtestkitRecorder) return;
  const STORE = "__tabtestkit.recorder";
  const TEXT_TYPES = new Set(["", "text", "password", "email", "search", "tel", "url", "number"]);
  const VALUE_TYPES = new Set(["range", "date", "time", "datetime-local", "month", "week", "color"]);
  // A navigation this soon after an action is that action's doing, not the user's.
  const CAUSED_WITHIN = 1500;

  const queue = [];
  let editing = null;
  let skipClickOn = null;
  let lastActionAt = 0;

  // Events kept across a page load (sessionStorage is per tab and origin).
  let restored = null;
  try {
    const raw = sessionStorage.getItem(STORE);
    sessionStorage.removeItem(STORE);
    restored = raw ? JSON.parse(raw) : null;
  } catch (error) { restored = null; }
  if (restored && Array.isArray(restored.queue)) {
    queue.push(...restored.queue);
    lastActionAt = restored.lastActionAt || 0;
  }

  function typeOf(el) { return ((el && el.getAttribute && el.getAttribute("type")) || "").trim().toLowerCase(); }
  function isSecure(el) { return el.tagName === "INPUT" && typeOf(el) === "password"; }
  function isTextInput(el) {
    if (!el || el.nodeType !== 1) return false;
    if (el.tagName === "TEXTAREA") return true;
    if (el.tagName === "INPUT") return TEXT_TYPES.has(typeOf(el));
    return !!el.isContentEditable;
  }
  function isValueInput(el) {
    return el && (el.tagName === "SELECT" || (el.tagName === "INPUT" && VALUE_TYPES.has(typeOf(el))));
  }
  function textOf(el) { return el.tagName === "INPUT" || el.tagName === "TEXTAREA" ? el.value : el.innerText; }
  function targetOf(event) {
    const path = event.composedPath ? event.composedPath() : [];
    return path.length && path[0].nodeType === 1 ? path[0] : event.target;
  }
  function treeFor(el) {
    const runtime = window.__tabtestkit;
    if (!runtime || typeof runtime.tree !== "function") return null;
    try { return runtime.tree({ attribute: attribute, target: el }); } catch (error) { return null; }
  }
  function push(event) {
    event.at = Date.now();
    event.url = location.href;
    queue.push(event);
    lastActionAt = event.at;
  }

  function flushEditing() {
    if (!editing) return;
    const current = editing;
    editing = null;
    if (isSecure(current.el)) {
      if (current.el.value !== current.initial) push({ kind: "type", tree: current.tree, secure: true });
      return;
    }
    const value = textOf(current.el);
    if (value !== current.initial) push({ kind: "type", tree: current.tree, secure: false, initial: current.initial, value: value });
  }
  function startEditing(el) {
    if (editing && editing.el === el) return;
    flushEditing();
    editing = { el: el, tree: treeFor(el), initial: textOf(el) };
  }

  window.addEventListener("focusin", (event) => {
    const el = targetOf(event);
    if (isTextInput(el)) startEditing(el);
  }, true);
  // Before the text changes, so typing into a field that kept its focus starts from its old text.
  window.addEventListener("beforeinput", (event) => {
    const el = targetOf(event);
    if (isTextInput(el)) startEditing(el);
  }, true);
  window.addEventListener("focusout", (event) => {
    if (editing && editing.el === targetOf(event)) flushEditing();
  }, true);
  window.addEventListener("change", (event) => {
    const el = targetOf(event);
    if (editing && editing.el === el) return flushEditing();
    if (isValueInput(el)) {
      flushEditing();
      push({ kind: "change", tree: treeFor(el) });
    }
  }, true);
  window.addEventListener("click", (event) => {
    const el = targetOf(event);
    if (!el || el.nodeType !== 1) return;
    if (skipClickOn && el === skipClickOn) { skipClickOn = null; return; }
    if (editing && (editing.el === el || editing.el.contains(el))) return;
    // Focusing a field is part of typing into it; a value is recorded when it changes.
    if (isTextInput(el) || isValueInput(el) || (el.closest && el.closest("select, option"))) return;
    flushEditing();
    const label = el.closest ? el.closest("label") : null;
    if (label && label.control && label.control !== el) skipClickOn = label.control;
    push({ kind: "tap", tree: treeFor(el) });
  }, true);
  window.addEventListener("popstate", () => {
    if (Date.now() - lastActionAt > CAUSED_WITHIN) { flushEditing(); push({ kind: "open" }); }
  }, true);
  window.addEventListener("pagehide", () => {
    flushEditing();
    try { sessionStorage.setItem(STORE, JSON.stringify({ queue: queue.splice(0), lastActionAt: lastActionAt })); } catch (error) { /* storage full or denied: the events are lost */ }
  }, true);

  // A new document that no action opened: the user went there (the address bar, a bookmark).
  if (restored && Date.now() - lastActionAt > CAUSED_WITHIN) push({ kind: "open" });

  window.__tabtestkitRecorder = {
    version: 1,
    drain: () => queue.splice(0),
    flush: () => flushEditing(),
  };
})("@ATTRIBUTE@");
