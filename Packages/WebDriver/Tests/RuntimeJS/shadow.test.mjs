// Open shadow roots and rows: the runtime walks the flat tree a browser renders (each slotted
// node once, at its slot), a row keeps its label whatever its controls show, and a row can be
// found by a text it shows.
import { eq, ok, test } from "./harness.mjs";

// A list whose rows are web components (<todo-item>) rendering an <li> in their shadow roots,
// with a label that slots its text, as Lit's TodoMVC does.
const components = `<script>
  customElements.define("todo-item", class extends HTMLElement {
    constructor() { super(); this.attachShadow({ mode: "open" }).innerHTML =
      '<style>button { display: none } li:hover button { display: inline }</style>' +
      '<li><input type=checkbox><x-text><slot></slot></x-text><button aria-label="Delete">×</button></li>'; }
  });
  customElements.define("x-text", class extends HTMLElement {
    constructor() { super(); this.attachShadow({ mode: "open" }).innerHTML = '<label><slot></slot></label>'; }
  });
</script>`;

const query = (steps) => ({ steps: steps.map(([t, id, c]) => ({ t, id, i: null, f: false, c })), strict: true, attribute: "data-testid" });

test("shadow: list items rendered in components' shadow roots are the list's cells, in order", async (page) => {
  await page.open(`${components}<ul id=list><todo-item>Buy milk</todo-item><todo-item>Walk dog</todo-item></ul>`);
  const T = await page.types();
  const cells = await page.run("return ttk.allMatches(args[0]).candidates.map(c => [c.type, c.snapshot.label]);",
    query([[T.table, "list"], [T.cell, null]]));
  eq(cells, [[T.cell, "Buy milk"], [T.cell, "Walk dog"]], "the rows, by their text");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.table, "list"], [T.cell, "Walk dog"]])), "found", "a row by label");
});

test("shadow: a slotted text is one node, at its slot, found under its host's ancestors", async (page) => {
  await page.open(`${components}<ul id=list><todo-item>Buy milk</todo-item></ul>`);
  const T = await page.types();
  const texts = await page.run("return ttk.allMatches(args[0]).candidates.map(c => c.snapshot.label);",
    query([[T.table, "list"], [T.staticText, "Buy milk"]]));
  eq(texts, ["Buy milk"], "exactly one static text");
  const tree = await page.run("return ttk.tree({}).nodes.map(n => [n.snapshot.type, n.snapshot.label, n.parent]);");
  const text = tree.findIndex(([type, label]) => type === T.staticText && label === "Buy milk");
  const cell = tree.findIndex(([type]) => type === T.cell);
  ok(text > cell && tree[text][2] === cell, `the text's parent is its row: ${JSON.stringify(tree)}`);
});

test("shadow: a row keeps its label when hovering shows its delete button, and is found by a text it shows", async (page) => {
  await page.open(`${components}<ul id=list><todo-item>Buy milk</todo-item></ul>
    <ul id=plain><li>Walk dog <button>Delete</button></li><li>Feed cat</li></ul>`);
  const T = await page.types();
  eq(await page.run("return ttk.label(document.querySelector('#plain li'));"), "Walk dog", "a row is labelled by its texts, not its buttons");
  // Show the component's button as a hover would.
  await page.run("document.querySelector('todo-item').shadowRoot.querySelector('button').style.display = 'inline';");
  eq(await page.run("return ttk.allMatches(args[0]).candidates.map(c => c.snapshot.label);", query([[T.table, "list"], [T.cell, null]])),
    ["Buy milk"], "the same label with the button shown");
  const byText = query([[T.table, "plain"], [T.cell, null, [{ t: T.staticText, id: "Feed cat" }]]]);
  eq(await page.run("const r = ttk.resolve(args[0]); return [r.status, r.snapshot && r.snapshot.label];", byText), ["found", "Feed cat"], "containing a text");
  const byButton = query([[T.table, "plain"], [T.cell, null, [{ t: T.button, id: "Delete" }]]]);
  eq(await page.run("const r = ttk.resolve(args[0]); return [r.status, r.snapshot && r.snapshot.label];", byButton), ["found", "Walk dog"], "containing a button");
  const none = query([[T.table, "plain"], [T.cell, null, [{ t: T.staticText, id: "Nothing" }]]]);
  eq(await page.run("return ttk.resolve(args[0]).status;", none), "notFound", "containing what no row shows");
});

test("shadow: controls inside shadow roots are hit at their centre; hidden ancestors across roots hide", async (page) => {
  await page.open(`<div id=host></div><div aria-hidden=true><span id=hiddenhost></span></div><script>
    document.querySelector('#host').attachShadow({ mode: 'open' }).innerHTML = '<button id=inner>Go</button>';
    const s = document.querySelector('#hiddenhost').attachShadow({ mode: 'open' }); s.innerHTML = '<button>Gone</button>';
  </script>`);
  const T = await page.types();
  const r = await page.run("const r = ttk.resolve(args[0]); return [r.status, r.snapshot && r.snapshot.hittable, r.snapshot && r.snapshot.reason];", query([[T.button, "Go"]]));
  eq(r, ["found", true, null], "hittable inside a shadow root");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.button, "Gone"]])), "notFound", "aria-hidden above the host hides it");
});

test("resolution: icon-font glyphs (private use) in a name do not keep a label from matching its words", async (page) => {
  await page.open(`<style>.icon::before { content: "\\f07c"; }</style><ul><li><span class=icon></span> Projects</li></ul>`);
  const T = await page.types();
  const label = await page.run("return ttk.label(document.querySelector('li'));");
  eq(label, "\uf07c Projects", "the name keeps the glyph, as Chromium's does");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.cell, "Projects"]])), "found", "matched by its words");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.cell, label]])), "found", "and by its whole name");
});

test("shadow: a container's text reads what its components render, once, in order", async (page) => {
  await page.open(`${components}<ul id=list><todo-item>Buy milk</todo-item><todo-item>Walk dog</todo-item></ul><p id=plain>Plain <b>text</b></p>`);
  eq(await page.text("#list"), "Buy milk × Walk dog ×".replace(/ ×/g, ""), "the rows' texts, buttons hidden");
  eq(await page.text("#plain"), "Plain text", "no components: innerText");
});

test("resolution: a static text is found by what it shows as well as by its label with generated content", async (page) => {
  await page.open(`<style>label::before { content: "❯ "; }</style><label id=l>Mark all as complete</label>`);
  const T = await page.types();
  eq(await page.run("return ttk.label(document.querySelector('#l'));"), "❯ Mark all as complete", "the label keeps the generated chevron");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.staticText, "Mark all as complete"]])), "found", "by its text");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.staticText, "❯ Mark all as complete"]])), "found", "by its label");
  eq(await page.run("return ttk.resolve(args[0]).status;", query([[T.staticText, "Mark all"]])), "notFound", "never by a part");
});
