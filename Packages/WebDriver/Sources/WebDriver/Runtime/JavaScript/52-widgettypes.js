// Element types for the ARIA roles a phone has no view for, taken from how WebKit maps them
// for macOS (and so how XCUI shows them in a web view there): a group, a region and a live
// region with no text of its own are groups; a tree is an outline and its items outline rows;
// a grid's rows (its header row too) are table rows, holding its cells.
// An ARIA listbox (a custom one, or a combobox's popup) is a list of options, as a table of
// cells: its options are tapped, and the selected one is selected; only a native <select> is a
// picker with a wheel.
// See Docs/Architecture.md, "Element types on the web".
Object.assign(T, { group: 3, tableRow: 27, outline: 29, outlineRow: 30 });

// Live regions: their text, when they have some of their own, is a label's (Label finds it).
const LIVE_REGION_ROLES = new Set(["alert", "status", "log", "timer", "marquee"]);

// The type of a node whose role (narrowed by widgetRole) is one of these; undefined for others.
function widgetType(el, w) {
  if (w === "tree" || w === "treegrid") return T.outline;
  if (w === "treeitem") return T.outlineRow;
  if (w === "row" && flatClosest(el, "[role=grid]")) return T.tableRow;
  // A region that scrolls is a scroll view first (a pager, a feed), as a group that scrolls is.
  if (w === "region") return isScrollable(el) ? T.scrollView : T.group;
  if (w === "listbox" && tagOf(el) !== "SELECT") return T.table;
  if (w === "option") return T.cell;
  if (LIVE_REGION_ROLES.has(w)) return hasOwnText(el) ? T.staticText : T.group;
  return undefined;
}
