// From roles to XCUI element types, and the identifier, label and value of a node.
// See Docs/Architecture.md, "Element types on the web".

// Elements whose text is a label on a phone (a span of text is a UILabel).
const INLINE_TEXT_TAGS = new Set(["LABEL", "FIGCAPTION", "TIME", "CODE", "BLOCKQUOTE", "STRONG", "EM", "SMALL",
  "B", "I", "SPAN", "DT", "DD", "PRE"]);
// Roles that mean nothing to an XCUI-style tree: plain containers, like a <div>.
const CONTAINER_ROLES = new Set(["generic", "", "article", "figure", "search", "sectionheader", "sectionfooter",
  "rowgroup", "mark", "deletion", "insertion", "subscript", "superscript", "math", "emphasis", "strong",
  "code", "time", "blockquote"]);
// Roles whose children are part of them, not nodes of their own.
const PRESENTATIONAL_CHILDREN = new Set(["button", "checkbox", "image", "meter", "option", "progressbar",
  "radio", "scrollbar", "separator", "slider", "switch", "tab", "menuitemcheckbox", "menuitemradio"]);

// The role, narrowed for the element-type mapping (native widgets without an ARIA role).
function widgetRole(el, r) {
  const tag = tagOf(el);
  if (r === "") {
    if (tag === "TABLE") return "table";
    if (tag === "TR") return "row";
    if (tag === "TD" || tag === "TH") return "cell";
    if (tag === "SUMMARY") return "button";
    if (tag === "IFRAME") return "iframe";
    if (tag === "LEGEND") return "legend";
    if (tag === "INPUT") return DATE_TYPES.has(inputType(el)) ? "date" : "textbox";
  }
  if (r === "textbox" && inputType(el) === "password") return "password";
  if (r === "form" && !hasAuthorName(el)) return "generic";
  if (r === "group" && (tag === "ADDRESS" || tag === "HGROUP")) return "generic";
  if (INLINE_TEXT_TAGS.has(tag) && (CONTAINER_ROLES.has(r) || r === "term" || r === "definition")) return "text";
  return CONTAINER_ROLES.has(r) ? "generic" : r;
}

function isScrollable(el, style) {
  if (el === document.scrollingElement) return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
  style = style || getComputedStyle(el);
  const scrollsY = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
  const scrollsX = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
  return scrollsY || scrollsX;
}

// The element type of a node, or -1 when the element is not a node of the tree.
function typeOf(el, r) {
  if (r === undefined) r = baseRole(el);
  if (r === "none") return hasOwnText(el) ? T.staticText : -1;
  const roleDescription = (el.getAttribute("aria-roledescription") || "").toLowerCase();
  if (roleDescription.includes("page indicator") || roleDescription.includes("page control")) return T.pageIndicator;
  if (roleDescription === "stepper") return T.stepper;
  const w = widgetRole(el, r);
  const widget = widgetType(el, w);
  if (widget !== undefined) return widget;
  switch (w) {
    case "button": case "tab": return T.button;
    case "radio": return isSegment(el) ? T.button : T.radioButton;
    case "link": return T.link;
    case "heading": return T.other;
    case "textbox": return (tagOf(el) === "TEXTAREA" || el.getAttribute("aria-multiline") === "true") ? T.textView : T.textField;
    case "password": return T.secureTextField;
    case "searchbox": return T.searchField;
    case "checkbox": return T.checkBox;
    case "switch": return T.switch;
    case "slider": return T.slider;
    case "spinbutton": return T.stepper;
    case "list": case "table": return T.table;
    case "grid": return T.collectionView;
    case "row":
      // A grid's rows only group its cells; a list-like table's rows are its cells.
      if (el.querySelector("[role=gridcell], [role=cell], td, th")) return anonymousContainer(el);
      return T.cell;
    case "listitem": case "gridcell": return T.cell;
    case "navigation": case "banner": return T.navigationBar;
    case "tablist": return T.tabBar;
    case "toolbar": return T.toolbar;
    case "alertdialog": return T.alert;
    case "dialog": return T.sheet;
    case "radiogroup": return isSegmentedControl(el) ? T.segmentedControl : T.radioGroup;
    case "group":
      if (groupsRadios(el)) return T.radioGroup;
      if (hasOwnText(el)) return T.staticText;
      if (isScrollable(el)) return T.scrollView;
      return T.group;
    // A select is a picker (its wheel is itself); an input with suggestions or a custom
    // combobox is a combo box, as on macOS.
    case "combobox": return tagOf(el) === "SELECT" ? T.picker : T.comboBox;
    case "listbox": return T.picker;
    case "date": return T.datePicker;
    case "image": return T.image;
    case "iframe": return T.webView;
    case "progressbar": case "meter": return T.progressIndicator;
    case "menu": return T.menu;
    case "menubar": return T.menuBar;
    case "menuitem": case "menuitemcheckbox": case "menuitemradio": return T.menuItem;
    case "paragraph": case "caption": case "legend": case "cell": case "columnheader": case "rowheader":
    case "text": case "note": case "term": case "definition": case "tooltip":
      return hasOwnText(el) ? T.staticText : T.other;
    case "generic":
      if (hasOwnText(el)) return T.staticText;
      if (isScrollable(el)) return T.scrollView;
      return anonymousContainer(el);
    default:
      if (hasOwnText(el)) return T.staticText;
      if (isScrollable(el)) return T.scrollView;
      return T.other;
  }
}

// A radiogroup whose radios are all buttons (`<button role=radio>`) is a segmented control,
// as on a phone, and its radios are its segments; any other radiogroup holds radio buttons.
function isSegmentedControl(group) {
  const radios = Array.from(group.querySelectorAll("[role=radio], input[type=radio]"));
  return radios.length > 0 && radios.every((radio) => tagOf(radio) === "BUTTON");
}

function isSegment(radio) {
  if (tagOf(radio) !== "BUTTON") return false;
  const group = radio.closest("[role=radiogroup]");
  return !!group && isSegmentedControl(group);
}

// A fieldset (or any group) whose form controls are all radios is a group of radio buttons.
function groupsRadios(el) {
  const controls = Array.from(el.querySelectorAll("input, select, textarea, button, [role=radio]"))
    .filter((control) => inputType(control) !== "hidden");
  const isRadio = (control) => inputType(control) === "radio" || explicitRole(control) === "radio";
  return controls.length > 0 && controls.every(isRadio);
}

// Layout wrappers (no role, no identifier, no name and no text of their own) are not
// nodes, as plain container views are not on a phone; their children are.
function anonymousContainer(el) {
  if (el.id || el.getAttribute(state.attribute) || el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")) return T.other;
  return -1;
}

function identifier(el, attribute) {
  return el.getAttribute(attribute) || el.id || "";
}

// A node's label: its accessible name; a text without one is labelled by its content, as XCUI
// labels a static text by its text, and a cell by the text it shows outside its controls (see
// cellText), so hovering a row that reveals its delete button leaves it the same row.
function labelOf(el, type) {
  if (type === T.pickerWheel) return "";
  // Kept for the call (see nameFactsOf), for the type it was asked with (always the node's own in a walk).
  const facts = nameFactsOf(el);
  if (!facts) return computeLabel(el, type);
  if (facts.label === undefined) { facts.label = computeLabel(el, type); facts.labelType = type; }
  return facts.labelType === type ? facts.label : computeLabel(el, type);
}

function computeLabel(el, type) {
  const name = accessibleName(el);
  if (name || (type !== T.staticText && type !== T.cell)) return name;
  if (type === T.cell) return cellText(el) || contentName(el);
  return contentName(el);
}

function valueOf(el, type) {
  const tag = tagOf(el);
  // A file input's value is the names of the files it holds, one per line.
  if (tag === "INPUT" && inputType(el) === "file") return Array.from(el.files || []).map((file) => file.name).join("\n");
  switch (type) {
    case T.textField: case T.textView: case T.searchField: case T.comboBox:
      if (tag === "INPUT" || tag === "TEXTAREA") return el.value;
      return normalize(el.textContent);
    case T.secureTextField: return "\u2022".repeat((el.value || "").length);
    case T.switch: case T.checkBox: {
      const checked = tag === "INPUT" ? el.checked : el.getAttribute("aria-checked") === "true";
      return checked ? "1" : "0";
    }
    case T.slider: case T.progressIndicator: {
      // The position between the bounds the widget declares (see 55-ranges.js); a progress
      // bar without a value is indeterminate.
      if (tag === "PROGRESS" && !el.hasAttribute("value")) return null;
      const position = positionOf(rangeOf(el));
      return position === null ? null : String(position);
    }
    case T.pickerWheel: case T.picker:
      if (tag === "SELECT") return el.selectedOptions.length ? normalize(el.selectedOptions[0].textContent) : "";
      return el.value !== undefined ? el.value : null;
    case T.datePicker: return el.value !== undefined ? el.value : null;
    case T.stepper:
      if (tag === "INPUT") return el.value;
      return el.getAttribute("aria-valuetext") || el.getAttribute("aria-valuenow");
    case T.pageIndicator:
      return el.getAttribute("aria-valuetext") || normalize(el.textContent) || el.getAttribute("aria-valuenow");
    default:
      return el.getAttribute("aria-valuetext") || el.getAttribute("aria-valuenow");
  }
}
