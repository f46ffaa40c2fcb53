extension PageRuntime {
    /// The runtime's roles, element types, accessible names and values.
    static let roles = #"""
// TABTestKit page runtime: installed once per page as window.__tabtestkit.
// Computes roles and accessible names the way browsers do (explicit role, else the tag's
// implicit role), maps them to XCUI element types, resolves whole query chains, and checks
// actionability.
(function () {
  const VERSION = "__VERSION__";
  if (window.__tabtestkit && window.__tabtestkit.version === VERSION) return;

  const T = { any: 0, other: 1, alert: 7, sheet: 5, button: 9, checkBox: 12, navigationBar: 21, tabBar: 22,
    toolbar: 24, table: 26, collectionView: 32, slider: 33, pageIndicator: 34, progressIndicator: 35,
    segmentedControl: 37, picker: 38, pickerWheel: 39, switch: 40, link: 42, image: 43, searchField: 45,
    scrollView: 46, staticText: 48, textField: 49, secureTextField: 50, datePicker: 51, textView: 52,
    menu: 53, menuItem: 54, menuBar: 55, webView: 58, cell: 75, stepper: 79, radioButton: 10 };

  const PRESENTATIONAL_CHILDREN = new Set(["button", "checkbox", "img", "meter", "option", "progressbar",
    "radio", "scrollbar", "separator", "slider", "switch", "tab", "menuitemcheckbox", "menuitemradio"]);
  const NAME_FROM_CONTENT = new Set(["button", "cell", "checkbox", "columnheader", "gridcell", "heading",
    "link", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "radio", "row", "rowheader", "switch",
    "tab", "tooltip", "treeitem", "listitem", "paragraph", "text", "generic-text", "caption", "legend"]);
  const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "META", "LINK", "TITLE", "OPTION", "OPTGROUP", "DATALIST", "BR", "WBR"]);
  const DATE_TYPES = new Set(["date", "time", "datetime-local", "month", "week"]);
  const TEXT_INPUT_TYPES = new Set(["", "text", "email", "tel", "url"]);
  const KNOWN_ROLES = new Set(["alert", "alertdialog", "application", "article", "banner", "blockquote", "button",
    "caption", "cell", "checkbox", "code", "columnheader", "combobox", "complementary", "contentinfo", "definition",
    "deletion", "dialog", "directory", "document", "emphasis", "feed", "figure", "form", "generic", "grid",
    "gridcell", "group", "heading", "img", "image", "insertion", "link", "list", "listbox", "listitem", "log", "main",
    "marquee", "math", "menu", "menubar", "menuitem", "menuitemcheckbox", "menuitemradio", "meter", "navigation",
    "none", "note", "option", "paragraph", "presentation", "progressbar", "radio", "radiogroup", "region", "row",
    "rowgroup", "rowheader", "scrollbar", "search", "searchbox", "separator", "slider", "spinbutton", "status",
    "strong", "subscript", "superscript", "switch", "tab", "table", "tablist", "tabpanel", "term", "textbox", "time",
    "timer", "toolbar", "tooltip", "tree", "treegrid", "treeitem"]);

  function explicitRole(el) {
    const attr = (el.getAttribute("role") || "").trim().toLowerCase();
    if (!attr) return null;
    for (const token of attr.split(/\s+/)) if (KNOWN_ROLES.has(token)) return token === "image" ? "img" : token;
    return null;
  }

  function insideSectioning(el) {
    return !!(el.parentElement && el.parentElement.closest("article, aside, main, nav, section"));
  }

  function implicitRole(el) {
    const tag = el.tagName;
    switch (tag) {
      case "A": case "AREA": return el.hasAttribute("href") ? "link" : "generic";
      case "BUTTON": case "SUMMARY": return "button";
      case "H1": case "H2": case "H3": case "H4": case "H5": case "H6": return "heading";
      case "INPUT": {
        const type = (el.getAttribute("type") || "").toLowerCase();
        if (["button", "submit", "reset", "image"].includes(type)) return "button";
        if (type === "checkbox") return "checkbox";
        if (type === "radio") return "radio";
        if (type === "range") return "slider";
        if (type === "number") return "spinbutton";
        if (type === "search") return el.hasAttribute("list") ? "combobox" : "searchbox";
        if (type === "password") return "password";
        if (DATE_TYPES.has(type)) return "date";
        if (type === "hidden") return null;
        if (TEXT_INPUT_TYPES.has(type)) return el.hasAttribute("list") ? "combobox" : "textbox";
        return "textbox";
      }
      case "TEXTAREA": return "textbox";
      case "SELECT": return (el.multiple || el.size > 1) ? "listbox" : "combobox";
      case "UL": case "OL": case "MENU": return "list";
      case "LI": return "listitem";
      case "NAV": return "navigation";
      case "MAIN": return "main";
      case "HEADER": return insideSectioning(el) ? "generic" : "banner";
      case "FOOTER": return insideSectioning(el) ? "generic" : "contentinfo";
      case "ASIDE": return "complementary";
      case "IMG": return el.getAttribute("alt") === "" ? "presentation" : "img";
      case "TABLE": return "table";
      case "TR": return "row";
      case "TD": return el.closest("table") && explicitRole(el.closest("table")) === "grid" ? "gridcell" : "cell";
      case "TH": return "columnheader";
      case "DIALOG": return "dialog";
      case "DETAILS": case "FIELDSET": case "OPTGROUP": return "group";
      case "PROGRESS": return "progressbar";
      case "METER": return "meter";
      case "OUTPUT": return "status";
      case "HR": return "separator";
      case "P": return "paragraph";
      case "IFRAME": return "iframe";
      case "CAPTION": return "caption";
      case "LEGEND": return "legend";
      case "LABEL": case "FIGCAPTION": case "TIME": case "CODE": case "BLOCKQUOTE": case "STRONG": case "EM":
      case "SMALL": case "B": case "I": case "SPAN": case "DT": case "DD": case "PRE": return "generic-inline";
      default: return "generic";
    }
  }

  function role(el) {
    const explicit = explicitRole(el);
    if (explicit && explicit !== "none" && explicit !== "presentation") return explicit;
    if (explicit && el.matches("button, input, select, textarea, a[href]")) return implicitRole(el);
    if (explicit) return "presentation";
    return implicitRole(el);
  }

  function hasOwnText(el) {
    for (const node of el.childNodes) if (node.nodeType === 3 && node.nodeValue.trim()) return true;
    return false;
  }

  function isScrollable(el, style) {
    if (el === document.scrollingElement) return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
    style = style || getComputedStyle(el);
    const scrollsY = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const scrollsX = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    return scrollsY || scrollsX;
  }

  // The element type of a node, or -1 when the element is not an accessibility node.
  function typeOf(el, r) {
    r = r || role(el);
    if (r === null) return -1;
    const roleDescription = (el.getAttribute("aria-roledescription") || "").toLowerCase();
    if (roleDescription.includes("page indicator") || roleDescription.includes("page control")) return T.pageIndicator;
    if (roleDescription === "stepper") return T.stepper;
    switch (r) {
      case "button": return T.button;
      case "tab": return T.button;
      case "radio": return el.closest("[role=radiogroup]") ? T.button : T.radioButton;
      case "link": return T.link;
      case "heading": return T.other;
      case "textbox": return (el.tagName === "TEXTAREA" || el.getAttribute("aria-multiline") === "true") ? T.textView : T.textField;
      case "password": return T.secureTextField;
      case "searchbox": return T.searchField;
      case "checkbox": return T.checkBox;
      case "switch": return T.switch;
      case "slider": return T.slider;
      case "spinbutton": return T.stepper;
      case "list": case "table": case "treegrid": case "tree": return T.table;
      case "grid": return T.collectionView;
      case "row":
        // A grid's rows only group its cells; a list-like table's rows are its cells.
        if (el.querySelector("[role=gridcell], [role=cell], td, th")) return anonymousContainer(el);
        return T.cell;
      case "listitem": case "gridcell": case "treeitem": return T.cell;
      case "navigation": case "banner": return T.navigationBar;
      case "tablist": return T.tabBar;
      case "toolbar": return T.toolbar;
      case "alertdialog": return T.alert;
      case "dialog": return T.sheet;
      case "radiogroup": return T.segmentedControl;
      case "combobox": case "listbox": return T.picker;
      case "date": return T.datePicker;
      case "img": return T.image;
      case "iframe": return T.webView;
      case "progressbar": case "meter": return T.progressIndicator;
      case "menu": return T.menu;
      case "menubar": return T.menuBar;
      case "menuitem": case "menuitemcheckbox": case "menuitemradio": return T.menuItem;
      case "paragraph": case "caption": case "legend": case "status": case "cell": case "columnheader": case "rowheader":
      case "generic-inline": case "note": case "term": case "definition": case "tooltip":
        return hasOwnText(el) ? T.staticText : T.other;
      case "presentation": return hasOwnText(el) ? T.staticText : -1;
      case "generic": case "generic-inline":
        if (hasOwnText(el)) return T.staticText;
        if (isScrollable(el)) return T.scrollView;
        return anonymousContainer(el);
      default:
        if (hasOwnText(el)) return T.staticText;
        if (isScrollable(el)) return T.scrollView;
        return T.other;
    }
  }

  // Layout wrappers (no role, no identifier, no name, no text of their own) are not
  // accessibility nodes, as plain container views are not on a phone; their children are.
  function anonymousContainer(el) {
    if (el.id || el.getAttribute(state.attribute) || el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")) return T.other;
    return -1;
  }

  function normalize(text) { return (text || "").replace(/\s+/g, " ").trim(); }

  function textOf(el, depth) {
    if (depth > 20) return "";
    let text = "";
    for (const node of el.childNodes) {
      if (node.nodeType === 3) text += node.nodeValue;
      else if (node.nodeType === 1) {
        if (SKIPPED_TAGS.has(node.tagName) || isHidden(node)) continue;
        if (node.tagName === "IMG") text += " " + (node.getAttribute("alt") || "") + " ";
        else if (node.matches("input, textarea, select")) text += " " + controlValueText(node) + " ";
        else {
          const display = getComputedStyle(node).display;
          const block = display !== "inline" && display !== "contents";
          text += (block ? " " : "") + (node.getAttribute("aria-label") || textOf(node, depth + 1)) + (block ? " " : "");
        }
      }
    }
    return text;
  }

  function controlValueText(el) {
    if (el.tagName === "SELECT") return el.selectedOptions.length ? el.selectedOptions[0].textContent : "";
    const type = (el.getAttribute("type") || "").toLowerCase();
    if (["checkbox", "radio", "password", "range"].includes(type)) return "";
    return el.value || "";
  }

  function labelsText(el) {
    if (!el.labels || !el.labels.length) return "";
    return normalize(Array.from(el.labels).map(l => textOf(l, 0)).join(" "));
  }

  function accessibleName(el, r) {
    r = r || role(el);
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) {
      const text = labelledBy.split(/\s+/).map(id => document.getElementById(id)).filter(Boolean)
        .map(node => node.getAttribute("aria-label") || textOf(node, 0)).join(" ");
      if (normalize(text)) return normalize(text);
    }
    const ariaLabel = normalize(el.getAttribute("aria-label"));
    if (ariaLabel) return ariaLabel;
    const tag = el.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
      const type = (el.getAttribute("type") || "").toLowerCase();
      if (tag === "INPUT" && ["button", "submit", "reset"].includes(type)) {
        return normalize(el.value) || (type === "submit" ? "Submit" : type === "reset" ? "Reset" : "");
      }
      if (tag === "INPUT" && type === "image") return normalize(el.getAttribute("alt")) || "Submit";
      const fromLabel = labelsText(el);
      if (fromLabel) return fromLabel;
      const placeholder = normalize(el.getAttribute("placeholder"));
      if (placeholder) return placeholder;
      return normalize(el.getAttribute("title"));
    }
    if (tag === "IMG") {
      const alt = normalize(el.getAttribute("alt"));
      if (alt) return alt;
    }
    if (tag === "FIELDSET") {
      const legend = el.querySelector(":scope > legend");
      if (legend) return normalize(textOf(legend, 0));
    }
    if (tag === "TABLE") {
      const caption = el.querySelector(":scope > caption");
      if (caption) return normalize(textOf(caption, 0));
    }
    if (NAME_FROM_CONTENT.has(r) || r === "generic-inline" || (r === "generic" && hasOwnText(el)) || r === "presentation") {
      const content = normalize(textOf(el, 0));
      if (content) return content;
    }
    return normalize(el.getAttribute("title"));
  }

  function identifier(el, attribute) {
    return el.getAttribute(attribute) || el.id || "";
  }

  function isHidden(el) {
    if (el.hidden || el.closest("[aria-hidden=true], [inert]")) return true;
    if (typeof el.checkVisibility === "function") {
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) {
        return getComputedStyle(el).display !== "contents";
      }
      return false;
    }
    const style = getComputedStyle(el);
    return style.display === "none" || style.visibility === "hidden";
  }

  function valueOf(el, type) {
    const tag = el.tagName;
    switch (type) {
      case T.textField: case T.textView: case T.searchField:
        if (tag === "INPUT" || tag === "TEXTAREA") return el.value;
        return normalize(el.textContent);
      case T.secureTextField: return "\u2022".repeat((el.value || "").length);
      case T.switch: case T.checkBox: {
        const checked = el.matches("input") ? el.checked : el.getAttribute("aria-checked") === "true";
        return checked ? "1" : "0";
      }
      case T.slider: case T.progressIndicator: {
        const min = parseFloat(el.min !== undefined && el.min !== "" ? el.min : (el.getAttribute("aria-valuemin") || 0));
        const max = parseFloat(el.max !== undefined && el.max !== "" ? el.max : (el.getAttribute("aria-valuemax") || 100));
        const now = parseFloat(el.value !== undefined && el.value !== "" ? el.value : (el.getAttribute("aria-valuenow") || 0));
        if (!(max > min)) return null;
        return String(Math.round(((now - min) / (max - min)) * 10000) / 10000);
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

"""#
}
