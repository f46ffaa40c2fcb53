// ARIA widgets: the ranges sliders declare, the states widgets set, and why a node is not visible.
import { eq, ok, test } from "./harness.mjs";

const snap = (page, selector) => page.run("const e = $(args[0]); return ttk.snapshot(e, ttk.typeOf(e));", selector);

test("widgets: a slider's value is its position in the range it declares (ARIA or native)", async (page) => {
  await page.open(`<div id=hue role=slider tabindex=0 aria-label=Hue aria-valuemin=0 aria-valuemax=255 aria-valuenow=100></div>
    <div id=mid role=slider tabindex=0 aria-label=Mid></div>
    <div id=neg role=slider tabindex=0 aria-label=Temp aria-valuemin=-10 aria-valuemax=30 aria-valuenow=10 aria-valuetext="10 degrees"></div>
    <input id=vol type=range min=10 max=20 step=5 value=15 aria-label=Volume>
    <progress id=busy aria-label=Busy></progress><progress id=half aria-label=Half max=4 value=1></progress>`);
  eq((await snap(page, "#hue")).value, "0.3922", "100 of 0…255");
  eq((await snap(page, "#mid")).value, "0.5", "ARIA's default: the middle of 0…100");
  eq((await snap(page, "#neg")).value, "0.5", "10 of -10…30");
  eq(await page.run("return ttk.rangeOf($('#neg'));"), { max: 30, min: -10, native: false, now: 10, step: null, text: "10 degrees" }, "ARIA range");
  eq(await page.run("return ttk.rangeOf($('#vol'));"), { max: 20, min: 10, native: true, now: 15, step: 5, text: null }, "native range");
  eq((await snap(page, "#busy")).value, null, "a progress bar without a value is indeterminate");
  eq((await snap(page, "#half")).value, "0.25", "1 of 0…4");
});

test("widgets: setSlider sets a native range and reports what it reads; an ARIA slider gets the focus for keys", async (page) => {
  await page.open(`<input id=vol type=range min=0 max=10 step=5 value=0 aria-label=Volume>
    <div id=hue role=slider tabindex=0 aria-label=Hue aria-valuemin=0 aria-valuemax=255 aria-valuenow=100>100</div>
    <div id=nofocus role=slider aria-label=Flat aria-valuemin=0 aria-valuemax=10 aria-valuenow=1>1</div>`);
  const native = await page.run("return ttk.setSlider($('#vol'), 0.7);");
  ok(native.ok, JSON.stringify(native));
  eq([native.ok, native.native, native.target, native.range.now], [true, true, 7, 5], "snapped to the step: 5, not 7");
  const aria = await page.run("return [ttk.setSlider($('#hue'), 1), document.activeElement.id];");
  eq([aria[0].ok, aria[0].native, aria[0].target, aria[0].range.now, aria[1]], [true, false, 255, 100, "hue"], "focused, with its range");
  const flat = await page.run("return ttk.setSlider($('#nofocus'), 0.5);");
  eq([flat.ok, flat.fatal], [false, true], "a slider that takes no focus cannot be moved by keys");
});

test("widgets: rangeAfter answers at once after a change, or after the page next changes", async (page) => {
  await page.open(`<div id=s role=slider tabindex=0 aria-label=S aria-valuemin=0 aria-valuemax=10 aria-valuenow=1></div>`);
  eq((await page.runAsync("ttk.rangeAfter($('#s'), 0, 500).then(done);")).now, 1, "already changed");
  const later = await page.runAsync("setTimeout(() => $('#s').setAttribute('aria-valuenow', '2'), 50); ttk.rangeAfter($('#s'), 1, 2000).then(done);");
  eq(later.now, 2, "changed on a later task");
});

test("widgets: states are read from ARIA and native elements, and only those set are sent", async (page) => {
  await page.open(`<div id=mixed role=checkbox aria-checked=mixed tabindex=0>All</div>
    <input id=indet type=checkbox aria-label=Some>
    <button id=disc aria-expanded=false>More</button><details open><summary id=sum>Open</summary>x</details>
    <button id=bold aria-pressed=true>Bold</button><button id=plain>Plain</button>
    <a id=here href=#a aria-current=page>Home</a><table><tr><th id=col aria-sort=descending>Name</th></tr></table>
    <input id=email aria-label=Email aria-invalid=true required>
    <div aria-busy=true><button id=inbusy>Load</button></div>`);
  await page.run("$('#indet').indeterminate = true;");
  eq((await snap(page, "#mixed")).states, { mixed: true }, "aria-checked=mixed");
  eq((await snap(page, "#mixed")).value, "0", "a mixed checkbox's value is not checked");
  eq((await snap(page, "#indet")).states, { mixed: true }, "an indeterminate checkbox");
  eq((await snap(page, "#disc")).states, { expanded: false }, "collapsed");
  eq((await snap(page, "#sum")).states, { expanded: true }, "an open details' summary");
  eq((await snap(page, "#bold")).states, { pressed: true }, "pressed");
  eq((await snap(page, "#plain")).states, {}, "no state set");
  eq((await snap(page, "#here")).states, { current: "page" }, "current page");
  eq((await snap(page, "#col")).states, { sort: "descending" }, "sorted");
  eq((await snap(page, "#email")).states, { invalid: true, required: true }, "invalid and required");
  eq((await snap(page, "#inbusy")).states, { busy: true }, "inside a busy region");
});

test("widgets: a node that is not visible says why", async (page) => {
  await page.open(`<div style="height:3000px"></div><button id=far>Far</button>
    <div style="height:50px;overflow:auto"><div style="height:200px"></div><button id=clipped>Clipped</button></div>
    <button id=flat style="width:0;height:0;padding:0;border:0">Flat</button>
    <button id=hid style="visibility:hidden">Hidden</button>`);
  await page.run("window.scrollTo(0, 0);");
  const far = await snap(page, "#far");
  eq(far.visible, false, "below the fold");
  ok(/^it is below the viewport by \d+ px/.test(far.hidden), far.hidden);
  const clipped = await snap(page, "#clipped");
  ok(clipped.hidden.startsWith("clipped: it is below the visible area of div by "), clipped.hidden);
  ok((await snap(page, "#flat")).hidden.startsWith("it has no size (0×0)"), "zero size");
  eq((await snap(page, "#hid")).hidden, "visibility: hidden", "visibility: hidden");
});

test("widgets: groups, regions and live regions without text are groups; trees are outlines; headings stay apart", async (page) => {
  await page.open(`<h2 id=h>Environmental Controls</h2>
    <div id=g role=group aria-labelledby=h><button>Fan</button></div>
    <section id=r aria-label=Settings><button>Save</button></section><section><button>Plain</button></section>
    <div id=alert role=alert><p>Disk full</p></div><p id=status role=status>Saved</p>
    <ul id=tree role=tree aria-label=Files><li id=ti role=treeitem aria-expanded=false>Docs</li></ul>
    <div id=tb role=toolbar aria-label=Format><button>B</button></div><div id=mb role=menubar aria-label=App><div role=menuitem>File</div></div>`);
  const T = await page.types();
  const expected = { h: T.other, g: T.group, r: T.group, alert: T.group, status: T.staticText, tree: T.outline, ti: T.outlineRow,
    tb: T.toolbar, mb: T.menuBar };
  for (const [id, type] of Object.entries(expected)) eq(await page.type("#" + id), type, `type of #${id}`);
  eq([T.group, T.outline, T.outlineRow], [3, 29, 30], "XCUI's raw values");
  eq(await page.type("section:not([aria-label])"), -1, "an unnamed section is a layout wrapper");
});

test("widgets: an ARIA listbox is a list of option cells; a native select stays a picker", async (page) => {
  await page.open(`<ul id=lb role=listbox aria-label=Fruits tabindex=0><li id=o1 role=option aria-selected=true>Apple</li><li role=option>Banana</li></ul>
    <select id=sel aria-label=Colour multiple><option>Red</option></select>`);
  const T = await page.types();
  eq([await page.type("#lb"), await page.type("#o1"), await page.type("#sel")], [T.table, T.cell, T.picker], "types");
  const found = await page.run("return ttk.resolve({steps:[{t:args[0], id:'Fruits', i:null, f:false}, {t:args[1], id:'Apple', i:null, f:false}], strict:true, attribute:'data-testid'}).status;", T.table, T.cell);
  eq(found, "found", "an option is found inside its list box");
  eq((await snap(page, "#o1")).selected, true, "the chosen option is selected");
});
