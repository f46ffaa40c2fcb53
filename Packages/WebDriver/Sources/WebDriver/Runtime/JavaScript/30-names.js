// Accessible names: the W3C accname 1.2 text alternative computation, with HTML-AAM's native
// labels. Step numbers (2A…2I) refer to that algorithm.

// Roles named from their content (a row only inside a grid or tree grid).
const NAME_FROM_CONTENT = new Set(["button", "cell", "checkbox", "columnheader", "comment", "gridcell",
  "heading", "link", "math", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "radio",
  "rowheader", "suggestion", "switch", "tab", "term", "tooltip", "treeitem"]);
// Roles that take no name from their content or tooltip (aria-label still applies).
const NAME_PROHIBITED = new Set(["caption", "code", "deletion", "emphasis", "generic", "insertion", "none",
  "paragraph", "strong", "subscript", "superscript"]);
// Controls whose value stands for them inside another element's name (2C).
const EMBEDDED_CONTROLS = new Set(["textbox", "searchbox", "combobox", "listbox", "slider", "spinbutton",
  "scrollbar", "progressbar", "meter"]);

// The accessible name of `el`, as a browser computes it; "" for hidden elements, unless the
// call matches hidden nodes too: then the name it would have if shown.
function accessibleName(el) {
  const hidden = isHidden(el);
  if (hidden && !state.includeHidden) return "";
  return normalize(textAlternative(el, { recursing: false, labelledby: false, allowHidden: hidden, labelTarget: null, depth: 0 }));
}

// What the name of `el` would be if its role took its name from its content.
function contentName(el) {
  const allowHidden = state.includeHidden && isHidden(el);
  return normalize(nameFromContent(el, { recursing: true, labelledby: false, allowHidden, labelTarget: el, depth: 0 }));
}

function allowsNameFromContent(el, r) {
  if (NAME_FROM_CONTENT.has(r)) return true;
  if (r === "row") return !!el.closest("[role=grid], [role=treegrid]");
  // Summaries and the cells of layout tables have no ARIA role, but browsers name them so.
  return r === "" && ["SUMMARY", "TD", "TH"].includes(tagOf(el));
}

function textAlternative(el, ctx) {
  if (ctx.depth > 40) return "";
  if (!ctx.allowHidden && isHidden(el)) return "";                                    // 2A
  const r = baseRole(el);
  if (!ctx.labelledby) {                                                              // 2B
    const refs = idRefs(el, "aria-labelledby");
    if (refs.length) {
      const text = refs.map((ref) => textAlternative(ref, { recursing: true, labelledby: true,
        allowHidden: isHidden(ref), labelTarget: ctx.labelTarget, depth: ctx.depth + 1 })).join(" ");
      if (normalize(text)) return text;
    }
  }
  // The control a label names adds nothing to its own name from inside that label (a file
  // input's "Choose File" text, an embedded textbox's value).
  if (ctx.recursing && el === ctx.labelTarget) return "";
  if (ctx.recursing && EMBEDDED_CONTROLS.has(r)) return embeddedValue(el, r, ctx);     // 2C
  const ariaLabel = attr(el, "aria-label");                                          // 2D
  if (ariaLabel) return ariaLabel;
  if (r !== "none") {                                                                 // 2E
    const native = nativeName(el, r, ctx);
    if (native !== null) return native;
  }
  if (ctx.recursing || allowsNameFromContent(el, r)) {                                // 2F–2H
    const content = nameFromContent(el, ctx);
    if (normalize(content)) return content;
  }
  if (ctx.recursing || !NAME_PROHIBITED.has(r)) return attr(el, "title");            // 2I
  return "";
}

function nameFromContent(el, ctx) {
  const inner = { recursing: true, labelledby: ctx.labelledby, allowHidden: ctx.allowHidden,
    labelTarget: ctx.labelTarget, depth: ctx.depth + 1 };
  let text = generatedContent(el, "::before");
  for (const node of childNodesOf(el)) {
    if (node.nodeType === 3) { text += renderedText(node); continue; }
    if (node.nodeType !== 1 || SKIPPED_TAGS.has(tagOf(node))) continue;
    if (tagOf(node) === "BR") { text += " "; continue; }
    const part = textAlternative(node, inner);
    text += isInline(node) ? part : " " + part + " ";
  }
  return text + generatedContent(el, "::after");
}

// A text node as drawn: browsers name from the rendered text, after CSS text-transform.
function renderedText(node) {
  const parent = node.parentElement;
  const transform = parent ? getComputedStyle(parent).textTransform : "none";
  const text = node.nodeValue;
  if (transform === "uppercase") return text.toUpperCase();
  if (transform === "lowercase") return text.toLowerCase();
  if (transform === "capitalize") return text.replace(/(^|\s)(\S)/g, (_, space, letter) => space + letter.toUpperCase());
  return text;
}

// Inline boxes join their neighbours' text; every other box is a separate word.
function isInline(el) {
  const display = getComputedStyle(el).display;
  return display === "inline" || display === "contents" || display === "none";
}

// The text of ::before or ::after, with its alternative text when it has one ("…" / "alt").
function generatedContent(el, pseudo) {
  const style = getComputedStyle(el, pseudo);
  const content = style.content;
  if (!content || content === "none" || content === "normal" || style.display === "none") return "";
  let text = "";
  let alternative = null;
  const tokens = content.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[a-z-]+\([^)]*\)|\/|[a-z-]+/gi) || [];
  for (const token of tokens) {
    if (token === "/") { alternative = ""; continue; }
    let part = "";
    if (token[0] === "\"" || token[0] === "'") part = token.slice(1, -1).replace(/\\(.)/g, "$1");
    else if (/^attr\(/i.test(token)) part = el.getAttribute(token.slice(5, -1).trim()) || "";
    else if (token === "open-quote") part = "\u201C";
    else if (token === "close-quote") part = "\u201D";
    if (alternative !== null) alternative += part; else text += part;
  }
  // Alternative text stands apart like an image's; block pseudo-elements are words of their own.
  const separate = alternative !== null || style.display !== "inline";
  if (alternative !== null) text = alternative;
  return separate && text ? " " + text + " " : text;
}

// 2C: the value a control contributes to the name of the element it is embedded in.
function embeddedValue(el, r, ctx) {
  const tag = tagOf(el);
  switch (r) {
    case "textbox": case "searchbox":
      if (inputType(el) === "password") return ""; // a secret never becomes a name
      return tag === "INPUT" || tag === "TEXTAREA" ? el.value : el.textContent;
    case "combobox":
      if (tag === "SELECT") return selectedOptionsText(el);
      if (tag === "INPUT") return el.value;
      return nameFromContent(el, ctx);
    case "listbox":
      if (tag === "SELECT") return selectedOptionsText(el);
      return Array.from(el.querySelectorAll("[role=option][aria-selected=true]"))
        .map((option) => textAlternative(option, ctx)).join(" ");
    default: {
      const text = el.getAttribute("aria-valuetext");
      if (text) return text;
      const now = el.getAttribute("aria-valuenow");
      if (now) return now;
      return el.value !== undefined && el.value !== null ? String(el.value) : "";
    }
  }
}

function selectedOptionsText(select) {
  return Array.from(select.selectedOptions || []).map((o) => o.label || normalize(o.textContent)).join(" ");
}

// 2E: names from the host language (HTML labels, alt, legend, caption…), or null when the
// element has none and the computation goes on.
function nativeName(el, r, ctx) {
  const tag = tagOf(el);
  const labels = () => (ctx.recursing ? "" : labelText(el));
  const first = (...candidates) => { for (const c of candidates) { const v = c(); if (v) return v; } return null; };
  switch (tag) {
    case "INPUT": {
      const type = inputType(el);
      if (type === "button" || type === "submit" || type === "reset") {
        const fallback = type === "submit" ? "Submit" : type === "reset" ? "Reset" : "";
        return first(() => attr(el, "value"), labels, () => attr(el, "title"), () => fallback) || "";
      }
      if (type === "image") return first(() => attr(el, "alt"), () => attr(el, "value"), () => attr(el, "title"), () => "Submit");
      if (type === "file") {
        return first(labels, () => attr(el, "title"), () => (el.multiple ? "Choose Files" : "Choose File"));
      }
      if (["checkbox", "radio", "range", "color"].includes(type) || DATE_TYPES.has(type)) {
        return first(labels, () => attr(el, "title")) || "";
      }
      // Text entry (text, email, password, search, number…): a placeholder is the last resort.
      return first(labels, () => attr(el, "title"), () => attr(el, "placeholder"), () => attr(el, "aria-placeholder")) || "";
    }
    case "TEXTAREA":
      return first(labels, () => attr(el, "title"), () => attr(el, "placeholder"), () => attr(el, "aria-placeholder")) || "";
    case "SELECT": return first(labels, () => attr(el, "title")) || "";
    case "BUTTON": case "METER": case "PROGRESS": case "OUTPUT": return first(labels);
    case "IMG": case "AREA": return el.hasAttribute("alt") ? attr(el, "alt") : null;
    case "FIELDSET": {
      const legend = Array.from(el.children).find((child) => tagOf(child) === "LEGEND");
      return legend ? first(() => normalize(nameFromContent(legend, { ...ctx, recursing: true, depth: ctx.depth + 1 }))) : null;
    }
    case "TABLE": {
      const caption = el.caption;
      return caption ? first(() => normalize(nameFromContent(caption, { ...ctx, recursing: true, depth: ctx.depth + 1 }))) : null;
    }
    case "SVG": {
      const title = Array.from(el.children).find((child) => tagOf(child) === "TITLE");
      return title ? first(() => normalize(title.textContent)) : null;
    }
    case "OPTGROUP": return attr(el, "label");
    case "OPTION": return el.hasAttribute("label") ? attr(el, "label") : null;
    default: return null;
  }
}

// The text of an element's visible native labels (<label for> and the wrapping <label>).
function labelText(el) {
  if (!el.labels || !el.labels.length) return "";
  return normalize(Array.from(el.labels).filter((label) => !isHidden(label))
    .map((label) => textAlternative(label, { recursing: true, labelledby: false, allowHidden: false, labelTarget: el, depth: 1 }))
    .join(" "));
}
