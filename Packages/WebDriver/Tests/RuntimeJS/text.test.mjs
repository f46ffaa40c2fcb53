// Visible text beside the name, and the labels and element types nodes get.
import { eq, test } from "./harness.mjs";

test("text: a status line reads its text; a named text reads its text, not its name", async (page) => {
  await page.open(`<p id=s role=status>Wrong password</p><p id=n aria-label=SaveStatus>Saved…</p>
    <div id=b>Line <span style="display:none">hidden</span>one<div>Line two</div></div>`);
  eq(await page.name("#s"), "", "a status has no name");
  eq(await page.text("#s"), "Wrong password", "its text");
  eq(await page.name("#n"), "SaveStatus", "the name");
  eq(await page.text("#n"), "Saved…", "the text");
  eq(await page.text("#b"), "Line one Line two", "innerText, whitespace collapsed");
});

test("text: fields show their value, passwords bullets, pickers their option", async (page) => {
  await page.open(`<input id=t value="hello"><input id=p type=password value=secret>
    <select id=s><option>A</option><option selected>B</option></select><textarea id=ta>notes</textarea>`);
  eq(await page.text("#t"), "hello", "text field");
  eq(await page.text("#p"), "\u2022\u2022\u2022\u2022\u2022\u2022", "password");
  eq(await page.text("#s"), "B", "select");
  eq(await page.text("#ta"), "notes", "textarea");
});

test("text: snapshots carry name and text; texts and cells without a name are labelled by content", async (page) => {
  await page.open(`<p id=s role=status>Wrong password</p><p id=n aria-label=SaveStatus>Saved…</p><ul><li id=c>Row <b>2</b></li></ul>`);
  const T = await page.types();
  const s = await page.run("return ttk.snapshot($('#s'), ttk.typeOf($('#s')));");
  eq([s.type, s.label, s.text], [T.staticText, "Wrong password", "Wrong password"], "status snapshot");
  const n = await page.run("return ttk.snapshot($('#n'), ttk.typeOf($('#n')));");
  eq([n.type, n.label, n.text], [T.staticText, "SaveStatus", "Saved…"], "named text snapshot");
  const c = await page.run("return ttk.snapshot($('#c'), ttk.typeOf($('#c')));");
  eq([c.type, c.label], [T.cell, "Row 2"], "cell snapshot");
});

// Layout wrappers (-1) have no id: an id makes a container a node.
test("types: roles map to XCUI element types", async (page) => {
  await page.open(`<button id=b>B</button><input id=t><input id=p type=password><textarea id=ta></textarea>
    <input id=d type=date><iframe id=f src="about:blank"></iframe><details open><summary id=sm>S</summary></details>
    <nav id=nv>N</nav><div role=radiogroup><button id=r role=radio>R</button></div><input id=r2 type=radio>
    <table id=lt><tr><td id=ltd>x</td></tr></table><div class=wrap><p>t</p></div><div id=named aria-label=N><p>t</p></div>
    <form class=form><input></form><svg id=svg width=5 height=5><rect width=5 height=5></rect></svg>`);
  const T = await page.types();
  const expected = { b: T.button, t: T.textField, p: T.secureTextField, ta: T.textView, d: T.datePicker, f: T.webView,
    sm: T.button, nv: T.navigationBar, r: T.button, r2: T.radioButton, lt: T.table, ltd: T.staticText,
    named: T.other, svg: T.image, ".wrap": -1, ".form": -1 };
  for (const [id, type] of Object.entries(expected)) {
    const selector = id.startsWith(".") ? id : "#" + id;
    eq(await page.type(selector), type, `type of ${selector}`);
  }
});

test("resolution: an id matches the identifier or the label; hidden nodes never match", async (page) => {
  await page.open(`<label>Email <input data-testid=mail></label><p role=status>Wrong password</p>
    <div hidden><button>Hidden</button></div>`);
  const T = await page.types();
  const find = (t, id) => page.run("return ttk.resolve({steps:[{t:args[0], id:args[1], i:null, f:false}], strict:true, attribute:'data-testid'}).status;", t, id);
  await page.run("document.querySelector('input').value = 'ops@example.com';");
  eq(await find(T.textField, "Email"), "found", "by name, after typing");
  eq(await find(T.textField, "mail"), "found", "by identifier");
  eq(await find(T.staticText, "Wrong password"), "found", "a text by its content");
  eq(await find(T.button, "Hidden"), "notFound", "hidden");
});

test("types: radios are radio buttons in their groups; only button radios of a radiogroup are segments", async (page) => {
  await page.open(`<div id=seg role=radiogroup aria-label=Seg><button id=s1 role=radio>One</button><button role=radio>Two</button></div>
    <div id=grp role=radiogroup aria-label=Plan><div id=g1 role=radio aria-checked=true>Free</div><input id=g2 type=radio aria-label=Pro></div>
    <fieldset id=fs><legend>Size</legend><label><input id=f1 type=radio name=s>S</label><label><input type=radio name=s>L</label></fieldset>
    <fieldset id=mixed><legend>Other</legend><input type=radio aria-label=A><input aria-label=Name></fieldset>`);
  const T = await page.types();
  const expected = { seg: T.segmentedControl, s1: T.button, grp: T.radioGroup, g1: T.radioButton, g2: T.radioButton,
    fs: T.radioGroup, f1: T.radioButton, mixed: T.group };
  for (const [id, type] of Object.entries(expected)) eq(await page.type("#" + id), type, `type of #${id}`);
});

test("resolution: allMatches with hidden matches hidden nodes of the last level by the name they would have", async (page) => {
  await page.open(`<ul aria-label=Rows><li>One</li><li hidden>Two</li><li style="display:none"><span>Three</span></li></ul>
    <div hidden><ul aria-label=Gone><li>Four</li></ul></div>`);
  const T = await page.types();
  const labels = (query) => page.run("return ttk.allMatches(args[0]).candidates.map(c => [c.snapshot.label, c.snapshot.visible]);", query);
  const rows = (hidden, parent = "Rows") => ({ steps: [{ t: T.table, id: parent, i: null, f: false }, { t: T.cell, id: null, i: null, f: false }],
    strict: true, attribute: "data-testid", hidden });
  eq(await labels(rows(false)), [["One", true]], "shown rows only");
  eq(await labels(rows(true)), [["One", true], ["Two", false], ["Three", false]], "hidden rows too, named by their content");
  eq(await labels(rows(true, "Gone")), [], "the ancestors must be shown");
  const byName = { steps: [{ t: T.cell, id: "Two", i: null, f: false }], strict: true, attribute: "data-testid", hidden: true };
  eq(await labels(byName), [["Two", false]], "a hidden node's id matches the name it would have");
  eq(await page.run("return ttk.resolve(args[0]).status;", byName), "notFound", "resolve never matches hidden nodes");
});
