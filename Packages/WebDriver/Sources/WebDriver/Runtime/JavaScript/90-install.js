// The runtime's entry points, as window.__tabtestkit. The engine calls resolve, allMatches,
// prepareTap, verifyPress, prepareEdit, prepareUpload, setValue, setSlider, rangeOf, rangeAfter,
// scrollInfo, planScroll, scrollSettled, scrollPosition, waitForChange, tree, dragHTML5 and
// unreadableHosts; role, accessibleName,
// visibleText, typeOf, label and labelCannotBe (a resolution's proof that a label differs, as
// one call makes it) are there for tests and diagnostics.
window.__tabtestkit = {
  version: VERSION, resolve, allMatches, prepareTap, verifyPress, prepareEdit, prepareUpload, setValue,
  setSlider, rangeOf, rangeAfter, scrollInfo, planScroll, scrollSettled, scrollPosition, waitForChange, tree, dragHTML5,
  unreadableHosts,
  snapshot: (el, type) => snapshot({ el, type, virtual: type === T.pickerWheel }),
  role, accessibleName, visibleText, typeOf: (el) => typeOf(el),
  label: (el) => labelOf(el, typeOf(el)), types: T,
  labelCannotBe: (el, id) => withTableCache(() => labelCannotBe(el, typeOf(el), id))
};
