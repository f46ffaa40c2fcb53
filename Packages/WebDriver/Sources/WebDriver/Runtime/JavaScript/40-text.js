// Visible text: what a user reads on the element (innerText semantics, whitespace collapsed).
// Fields show their value (bullets for passwords), pickers their selected option.

function visibleText(el) {
  const tag = tagOf(el);
  if (tag === "INPUT") {
    const type = inputType(el);
    if (type === "password") return "\u2022".repeat((el.value || "").length);
    if (["checkbox", "radio", "range", "color", "file", "hidden", "image"].includes(type)) return "";
    if (["button", "submit", "reset"].includes(type)) return normalize(el.value) || (type === "submit" ? "Submit" : type === "reset" ? "Reset" : "");
    return el.value || "";
  }
  if (tag === "TEXTAREA") return el.value || "";
  if (tag === "SELECT") return selectedOptionsText(el);
  if (typeof el.innerText !== "string") return normalize(el.textContent); // SVG and MathML
  return normalize(el.innerText);
}

// Whether the element has text of its own (a non-blank text node child).
function hasOwnText(el) {
  for (const node of el.childNodes) if (node.nodeType === 3 && node.nodeValue.trim()) return true;
  return false;
}
