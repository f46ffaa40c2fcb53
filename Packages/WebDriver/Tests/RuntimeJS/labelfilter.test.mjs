// The proof that a node's label cannot be a query's identifier (72-labelfilter.js), which lets a
// walk skip computing labels, and the walk passing over leaves of another type before their
// hidden check: both only save time, so every answer must be the one the full computation gives.
import { eq, ok, test } from "./harness.mjs";

const step = (t, id, extra = {}) => ({ t, id, i: null, f: false, d: false, c: [], ...extra });
const query = (steps, strict = true) => ({ steps, strict, attribute: "data-testid", offset: 0 });
const resolve = (page, q) => page.run(
  "const r = ttk.resolve(args[0]); return { status: r.status, label: r.snapshot && r.snapshot.label, count: r.count };", q);

// For every node of the page and every identifier its labels suggest (each node's label and
// visible text, in other cases too): where the proof says a node cannot match, the full
// computation agrees (matchesStep's label rules). Returns how many proofs were made, and for
// which [element id, identifier] pairs the proof was wrongly made.
const SOUNDNESS = `
  const nodes = Array.from(document.body.querySelectorAll("*")).filter((el) => ttk.typeOf(el) >= 0);
  const ids = new Set();
  for (const el of nodes) for (const text of [ttk.label(el), ttk.visibleText(el)]) {
    if (!text) continue;
    ids.add(text); ids.add(text.toUpperCase()); ids.add(text.toLowerCase()); ids.add(text.replace(/\\u00A0/g, " "));
  }
  for (const extra of args[0]) ids.add(extra);
  const glyphs = /[\\uE000-\\uF8FF]/g;
  const matches = (el, id) => {
    const label = ttk.label(el);
    if (label === id || label.replace(/\\u00A0/g, " ") === id) return true;
    if (label.replace(glyphs, " ").replace(/\\s+/g, " ").trim() === id) return true;
    return ttk.typeOf(el) === ttk.types.staticText && label.includes(id) && ttk.visibleText(el) === id;
  };
  let proofs = 0;
  const wrong = [];
  for (const el of nodes) for (const id of ids) {
    if (!ttk.labelCannotBe(el, id)) continue;
    proofs++;
    if (matches(el, id)) wrong.push([el.id || el.outerHTML.slice(0, 60), id]);
  }
  return { proofs, wrong };`;

test("label filter: on a plain list a row whose text lacks the identifier's letters is passed over, the right one found", async (page) => {
  await page.open(`<ul>${Array.from({ length: 12 }, (_, i) => `<li id=r${i}><span>Row ${i}</span><button>Delete</button></li>`).join("")}</ul>`);
  const T = await page.types();
  eq(await page.run("return ttk.labelCannotBe($('#r3'), 'Row 7');"), true, "row 3 cannot be 'Row 7'");
  eq(await page.run("return ttk.labelCannotBe($('#r3'), 'Row 3');"), false, "nor refused its own label");
  // Letters there in order but not together: no proof (the full computation says no).
  eq(await page.run("return ttk.labelCannotBe($('#r11'), 'Row 1');"), false, "'Row 11' holds the letters of 'Row 1'");
  eq(await page.run("return ttk.labelCannotBe($('#r10'), 'Row 0');"), false, "a row's text holds 'Row 0' in order, apart");
  eq(await page.run("return ttk.labelCannotBe($('#r10 span'), 'Row 0');"), true, "a single text must hold it together");
  eq(await page.run("return ttk.labelCannotBe($('#r10 span'), 'ROW10');"), false, "in any case and spacing");
  const found = await resolve(page, query([step(T.cell, "Row 7"), step(T.button, "Delete")]));
  eq([found.status, found.label], ["found", "Delete"], "the Delete button of row 7");
  eq((await resolve(page, query([step(T.cell, "Row 1")]))).label, "Row 1", "row 1, not row 11");
  const inRow = await resolve(page, query([step(T.cell, null, { c: [{ t: T.staticText, id: "Row 10" }] })]));
  eq([inRow.status, inRow.label], ["found", "Row 10"], "the row showing 'Row 10'");
  const result = await page.run(SOUNDNESS, []);
  ok(result.proofs > 100, `the proof is made on a plain list (made ${result.proofs})`);
  eq(result.wrong, [], "no node is refused a label it has");
});

test("label filter: never refuses a label from transformed text, skipped controls, attributes, values or labels", async (page) => {
  await page.open(`<ul>
    <li id=upper style="text-transform: uppercase"><span>abc def</span></li>
    <li id=capital style="text-transform: capitalize">row <b>one</b></li>
    <li id=skipped>Row <button>x</button> 12</li>
    <li id=split><b>Ro</b>w <i>9</i>9</li>
    <li id=aria><span aria-label="Zed">a</span></li>
    <li id=alt><button><img alt="Save" src="data:,"></button></li>
    <li id=value><input value="Milk"></li>
    <li id=titled title="Tea">x</li>
    <li id=valued><span role=slider aria-valuenow=5 tabindex=0></span></li>
    <li id=nbsp>Row&nbsp;5</li>
    <li id=german style="text-transform: uppercase">straße</li>
  </ul>
  <label for=labelled>Remove</label><button id=labelled>x</button>
  <button id=referring aria-labelledby=far>x</button><span id=far>Far away</span>
  <button id=host-holder><x-inner id=host></x-inner></button>
  <button id=embedded>Volume <li role=slider tabindex=0></li></button>
  <script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<span>Inside</span>';</script>`);
  const T = await page.types();
  const never = [["upper", "ABC DEF"], ["capital", "Row One"], ["skipped", "Row 12"], ["split", "Row 99"], ["aria", "Zed"],
    ["alt", "Save"], ["value", "Milk"], ["titled", "Tea"], ["valued", "5"], ["nbsp", "Row 5"], ["german", "STRASSE"],
    ["labelled", "Remove"], ["referring", "Far away"], ["host-holder", "Inside"], ["embedded", "Volume 0"]];
  eq(await page.run("return ttk.label($('#embedded'));"), "Volume 0", "an embedded control's value (a list item's 0) is in a name");
  for (const [id, label] of never) {
    eq(await page.run("return ttk.labelCannotBe(document.getElementById(args[0]), args[1]);", id, label), false, `#${id} may be '${label}'`);
  }
  // The same through resolution: each found by the label the full computation gives it.
  eq((await resolve(page, query([step(T.cell, "ABC DEF")]))).status, "found", "an upper-cased row");
  eq((await resolve(page, query([step(T.cell, "Row 12")]))).status, "found", "a row with a button in its text");
  eq((await resolve(page, query([step(T.button, "Remove")]))).status, "found", "a button its <label> names");
  eq((await resolve(page, query([step(T.button, "Far away")]))).status, "found", "a button named by a node elsewhere");
  eq((await resolve(page, query([step(T.button, "Inside")]))).status, "found", "a button showing a shadow root's text");
  eq((await resolve(page, query([step(T.cell, "STRASSE")]))).status, "found", "an upper-cased ß");
  const result = await page.run(SOUNDNESS, ["Zed", "Save", "Milk", "Tea", "5", "Row 99"]);
  eq(result.wrong, [], "no node is refused a label it has");
});

test("label filter: a row is passed over whole only when nothing inside it can match (identifiers, labelled controls)", async (page) => {
  await page.open(`<ul>
    <li id=r1><span data-testid="Row 77">x</span></li>
    <li id=r2><span id="Row 88">y</span></li>
    <li id=r3><button id=lb>z</button></li>
  </ul><label for=lb>Trash</label>`);
  const T = await page.types();
  const containing = (t, id) => query([step(T.cell, null, { c: [{ t, id }] })]);
  eq((await resolve(page, containing(T.staticText, "Row 77"))).status, "found", "a text known by its test identifier");
  eq((await resolve(page, containing(T.any, "Row 88"))).status, "found", "a node known by its id");
  eq((await resolve(page, containing(T.button, "Trash"))).status, "found", "a button a <label> names");
  eq((await resolve(page, query([step(T.cell, null, { i: 2 }), step(T.button, "Trash")]))).status, "found", "the same, a level down");
  eq((await page.run(SOUNDNESS, ["Trash", "Row 77", "Row 88"])).wrong, [], "no node is refused a label it has");
});

test("label filter: makes no proof on a page whose sheets may generate content or that moves nodes", async (page) => {
  await page.open(`<style>.new::before { content: "New " }</style><ul><li id=a class=new>Milk</li><li id=b>Bread</li></ul>`);
  const T = await page.types();
  eq(await page.run("return ttk.labelCannotBe($('#b'), 'Cheese');"), false, "generated content anywhere: no proof");
  eq((await resolve(page, query([step(T.cell, "New Milk")]))).label, "New Milk", "the generated text is in the label");
  await page.open(`<ul><li id=a aria-owns=far>Milk</li></ul><span id=far>Cheese</span>`);
  eq(await page.run("return ttk.labelCannotBe($('#a'), 'Bread');"), false, "aria-owns anywhere: no proof");
  eq((await page.run(SOUNDNESS, [])).wrong, [], "no node is refused a label it has");
});

test("label filter: a walk passes over leaves of another type yet finds hidden-checked leaves and pickers' wheels as before", async (page) => {
  await page.open(`<ul><li><span>One</span><button hidden>Gone</button><button>Go</button></li></ul>
    <input id=d type=date><select id=s><option>A</option></select>`);
  const T = await page.types();
  eq((await resolve(page, query([step(T.button, "Gone")]))).status, "notFound", "a hidden leaf of the wanted type is still hidden");
  eq((await resolve(page, query([step(T.button, "Go")]))).label, "Go", "a shown leaf of the wanted type is found");
  eq((await resolve(page, query([step(T.datePicker, null), step(T.pickerWheel, null)]))).status, "found", "a date input's wheel");
  eq((await resolve(page, query([step(T.pickerWheel, null, { i: 0 })]))).status, "found", "a wheel asked for at once");
  eq((await resolve(page, query([step(T.pickerWheel, null)]))).status, "ambiguous", "both wheels (date, select) are found");
});
