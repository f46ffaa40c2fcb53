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
