// Actionability and the press guard.
import { eq, ok, test } from "./harness.mjs";

const prepare = (page, selector, options = { requireEnabled: true }) =>
  page.runAsync("Promise.resolve(ttk.prepareTap($(args[0]), args[1])).then(done, e => done({ ok: false, reason: String(e) }));", selector, options);

test("actions: a visible, enabled, uncovered element is ready, with its centre and a guard", async (page) => {
  await page.open(`<button id=b style="position:absolute;left:10px;top:20px;width:100px;height:40px">Go</button>`);
  const answer = await prepare(page, "#b");
  eq([answer.ok, answer.x, answer.y], [true, 60, 40], "ready at the centre");
  ok(typeof answer.guardToken === "string" && answer.guardToken.length > 0, "a guard token");
});

test("actions: covered, disabled and moving elements say why", async (page) => {
  await page.open(`<button id=c>Covered</button><div id=overlay style="position:fixed;inset:0"></div>`);
  const covered = await prepare(page, "#c");
  eq([covered.ok, covered.reason], [false, "covered by div#overlay"], "covered");
  await page.open(`<button id=d disabled>Off</button>`);
  eq((await prepare(page, "#d")).reason, "it is disabled", "disabled");
  await page.open(`<style>@keyframes m{from{margin-left:0}to{margin-left:300px}}</style><button id=m style="animation:m 1s linear infinite">M</button>`);
  eq((await prepare(page, "#m")).reason, "it is moving (its box changed between two frames)", "moving");
});

test("actions: verifyPress confirms a press, reports a missing one, and counts a replaced page as pressed", async (page) => {
  await page.open(`<button id=b>Go</button>`);
  let token = (await prepare(page, "#b")).guardToken;
  await page.run("const e = $('#b'); for (const t of ['pointerdown','mousedown','click']) e.dispatchEvent(new PointerEvent(t, {bubbles: true, composed: true}));");
  eq(await page.run("return ttk.verifyPress(args[0]);", token), { ok: true, pageChanged: false }, "the press reached it");
  token = (await prepare(page, "#b")).guardToken;
  eq(await page.run("return ttk.verifyPress(args[0]);", token), { ok: false, reason: "no press reached the element" }, "nothing pressed");
  eq(await page.run("return ttk.verifyPress(args[0]);", "a-guard-of-another-page"), { ok: true, pageChanged: true },
    "no guard with that token: the page was replaced (a new runtime, e.g. a preload script)");
});

test("actions: a press landing on something else is stopped and reported", async (page) => {
  await page.open(`<button id=b>Go</button><div id=o style="position:fixed;left:0;top:0;width:10px;height:10px"></div>
    <script>window.clicks = 0; document.getElementById('o').addEventListener('click', () => window.clicks++);</script>`);
  const token = (await prepare(page, "#b")).guardToken;
  await page.run("const e = $('#o'); for (const t of ['pointerdown','mousedown','click']) e.dispatchEvent(new PointerEvent(t, {bubbles: true, composed: true}));");
  const verdict = await page.run("return ttk.verifyPress(args[0]);", token);
  eq([verdict.ok, verdict.reason], [false, "the press would have landed on div#o (it was stopped)"], "stopped");
  eq(await page.run("return window.clicks;"), 0, "the overlay never got the click");
});

test("actions: prepareEdit focuses a field, caret at the end, and says so; a file input is left to the driver's Send Keys", async (page) => {
  await page.open(`<input id=t value=hello><input id=f type=file><div id=d>text</div>`);
  const edit = (selector) => page.runAsync("Promise.resolve(ttk.prepareEdit($(args[0]), {})).then(r => done([r.ok, r.focused]));", selector);
  eq(await edit("#t"), [true, true], "focused: the engine types at once");
  eq(await page.run("const t = $('#t'); return [document.activeElement === t, t.selectionStart];"), [true, 5], "caret at the end");
  eq(await edit("#f"), [true, false], "a file input takes paths, not keys");
  eq(await edit("#d"), [true, false], "an element that takes no focus");
});

test("actions: prepareEdit says which focused elements hold plain text, so a fill may insert it at once", async (page) => {
  await page.open(`<input id=t><input id=s type=search><input id=p type=password><textarea id=a></textarea>
    <div id=e contenteditable>x</div><input id=n type=number><input id=d type=date><input id=f type=file>`);
  const insertable = (selector) => page.runAsync("Promise.resolve(ttk.prepareEdit($(args[0]), {})).then(r => done(r.insertable));", selector);
  for (const id of ["#t", "#s", "#p", "#a", "#e"]) eq(await insertable(id), true, `${id} holds plain text`);
  for (const id of ["#n", "#d", "#f"]) eq(await insertable(id), false, `${id} parses its keys, or takes no text`);
});

test("actions: prepareUpload finds the file input, refuses other elements and too many files, and empties the input", async (page) => {
  await page.open(`<input id=one type=file><label id=lab>Photos <input type=file multiple hidden></label>
    <button id=btn>Send</button><div id=two><input type=file><input type=file></div><input id=off type=file disabled>`);
  const upload = (selector, count) => page.run("const r = ttk.prepareUpload($(args[0]), args[1]); return [r.ok, r.input ? r.input.id || r.input.tagName : null, r.fatal || false, r.reason || null];", selector, count);
  eq(await upload("#one", 1), [true, "one", false, null], "the input itself");
  eq((await upload("#lab", 3)).slice(0, 3), [true, "INPUT", false], "a label's hidden multiple input takes several files");
  eq((await upload("#one", 2)).slice(0, 3), [false, null, true], "a single input refuses two files");
  const button = await upload("#btn", 1);
  eq(button.slice(0, 3), [false, null, true], "a button is no file input");
  ok(button[3].startsWith("it is not a file input (<input type=file>) and neither labels nor holds one; it is button#btn"), button[3]);
  ok((await upload("#two", 1))[3].includes("holds 2 of them (name one)"), "two inputs inside: ambiguous");
  eq((await upload("#off", 1)).slice(0, 3), [false, null, false], "disabled: worth waiting for");
});

test("actions: prepareTap gives the in-view centre; a frame's reply gives where its document is drawn", async (page) => {
  await page.open(`<button id=b style="position:absolute;left:-20px;top:30px;width:80px;height:40px">Go</button>
    <iframe id=f style="position:absolute;left:100px;top:200px;border:5px solid;padding:3px;width:200px;height:100px" src="about:blank"></iframe>`);
  eq((await prepare(page, "#b", { requireEnabled: false, noGuard: true, point: [0.75, 0.5] })).center, [30, 50], "the centre of the visible part");
  const T = await page.types();
  const frame = await page.run("return ttk.resolve({steps:[{t:args[0], id:'f', i:null, f:false}], strict:true, attribute:'data-testid'}).content;", T.webView);
  eq(frame, [108, 208, 200, 100], "inside the border and the padding");
});

// The press channel as the engine's binding gives it: the test keeps what the page sent.
const collectReports = (page) => page.run("window.sent = []; window.__tabtestkitPressReport = (m) => window.sent.push(JSON.parse(m));");
const clickAndSettle = (page, selector) =>
  page.runAsync("$(args[0]).click(); setTimeout(() => done(window.sent), 20);", selector);

test("actions: a guarded toggle reports its state once the page handled the click", async (page) => {
  await page.open(`<input id=c type=checkbox aria-label=Done>`);
  await collectReports(page);
  const type = (await page.types()).checkBox;
  const token = (await prepare(page, "#c", { requireEnabled: true, reportToggle: type })).guardToken;
  const sent = await clickAndSettle(page, "#c");
  const toggled = sent.filter(m => m.toggled);
  eq(toggled.length, 1, "one toggle report");
  eq([toggled[0].token, toggled[0].toggled.type, toggled[0].toggled.selected], [token, type, true], "checked after the click");
});

test("actions: a toggle the page puts back reports the state it is left in, and a replaced one reports null", async (page) => {
  await page.open(`<input id=c type=checkbox aria-label=Done><input id=r type=checkbox aria-label=Row>
    <script>document.getElementById('c').addEventListener('click', e => e.preventDefault());
    document.getElementById('r').addEventListener('click', e => e.target.replaceWith(e.target.cloneNode()));</script>`);
  await collectReports(page);
  const type = (await page.types()).checkBox;
  await prepare(page, "#c", { requireEnabled: true, reportToggle: type });
  let sent = await clickAndSettle(page, "#c");
  eq(sent.filter(m => m.toggled).map(m => m.toggled.selected), [false], "a cancelled click leaves it unchecked, and says so");
  await collectReports(page);
  await prepare(page, "#r", { requireEnabled: true, reportToggle: type });
  sent = await clickAndSettle(page, "#r");
  eq(sent.filter(m => "toggled" in m).map(m => m.toggled), [null], "an element no longer in the page says it is gone, not what replaced it");
});

test("actions: without reportToggle, or after a click elsewhere, no toggle report comes", async (page) => {
  await page.open(`<input id=c type=checkbox aria-label=Done><button id=b>Other</button>`);
  await collectReports(page);
  await prepare(page, "#c");
  let sent = await clickAndSettle(page, "#c");
  eq(sent.filter(m => "toggled" in m).length, 0, "not asked");
  await collectReports(page);
  const type = (await page.types()).checkBox;
  await prepare(page, "#c", { requireEnabled: true, reportToggle: type });
  sent = await clickAndSettle(page, "#b");
  eq(sent.filter(m => "toggled" in m).length, 0, "the click went elsewhere");
});
