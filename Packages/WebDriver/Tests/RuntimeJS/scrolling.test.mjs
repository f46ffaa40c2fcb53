// Scrollers: where a wheel reaches the scroller, one scroll planned straight to an element,
// and readings of where a scroller stands.
import { eq, ok, test } from "./harness.mjs";

const LIST = (id, rows, style) =>
  `<ul id=${id} style="margin:0;${style}">` + Array.from({ length: rows }, (_, i) => `<li id=${id}${i + 1} style="height:40px">${id} ${i + 1}</li>`).join("") + "</ul>";

const plan = (page, scroller, target, dx, dy) =>
  page.runAsync("ttk.planScroll($(args[0]), $(args[1]), args[2], args[3], done);", scroller, target, dx, dy);

test("scrolling: the wheel goes where the scroller itself takes it, not to a list in the middle of it", async (page) => {
  await page.open(`<div style="height:100px"></div>${LIST("inner", 50, "height:400px;overflow:auto")}${LIST("page", 100, "")}`);
  const info = await page.run("return ttk.scrollInfo($('#page'), 0, 100);");
  const hit = await page.run("const e = document.elementFromPoint(args[0], args[1]); return e.closest('#inner') ? 'inner' : 'page';", info.x, info.y);
  eq([info.wheel, hit], [true, "page"], "a wheel at that point scrolls the page");
  const inside = await page.run("return ttk.scrollInfo($('#inner'), 0, 100);");
  eq(await page.run("return !!document.elementFromPoint(args[0], args[1]).closest('#inner');", inside.x, inside.y), true,
    "the inner list's own point is inside it");
});

test("scrolling: a page that cannot scroll passes the wheel to the list in its middle, as a person's wheel would", async (page) => {
  await page.open(`<style>html,body{height:100%;overflow:hidden;margin:0}</style><div id=screen style="height:100%;padding-top:200px;box-sizing:border-box">${LIST("list", 50, "height:400px;overflow:auto")}</div>`);
  const info = await page.run("return ttk.scrollInfo($('#screen'), 0, 100);");
  eq(await page.run("return !!document.elementFromPoint(args[0], args[1]).closest('#list');", info.x, info.y), true, "the wheel lands on the list");
  await page.run("$('#list').scrollTop = 300;");
  const position = await page.run("return ttk.scrollPosition($('#screen'));");
  eq(position.y, 300, "a reading of the screen sees the list inside it scrolled");
});

test("scrolling: a plan centres the target, stops at the end of the content, and declines what it cannot do", async (page) => {
  await page.open(`${LIST("list", 60, "height:400px;overflow:auto")}<div style="height:2000px"></div>`);
  const planned = await plan(page, "#list", "#list30", 0, 1);
  // Row 30 spans 1160–1200 in the list's content; centred in a 400-point view: 1180 − 200.
  eq([planned.deltaX, planned.deltaY], [0, 980], "centred");
  eq(await page.run("return !!document.elementFromPoint(args[0], args[1]).closest('#list');", planned.x, planned.y), true, "inside the list");
  eq((await plan(page, "#list", "#list60", 0, 1)).deltaY, 2000, "row 60 cannot be centred: the end of the list");
  eq(await plan(page, "#list", "#list2", 0, 1), null, "already in view");
  eq(await plan(page, "#list", "#list30", 0, -1), null, "the other way");
  eq(await plan(page, "#list", "#list30", 1, 0), null, "an axis the list does not scroll along (the page does not either)");
  await page.run("document.body.insertAdjacentHTML('beforeend', '<p id=outside>Out</p>');");
  eq(await plan(page, "#list", "#outside", 0, 1), null, "not inside the list");
});

test("scrolling: a planned scroll settles where it was headed; a position reading sees moves and growth", async (page) => {
  await page.open(LIST("list", 60, "height:400px;overflow:auto"));
  const before = await page.run("return ttk.scrollPosition($('#list'));");
  eq([before.x, before.y, before.count, before.height], [0, 0, 60, 2400], "where it stands");
  const planned = await plan(page, "#list", "#list30", 0, 1);
  await page.run("$('#list').scrollTop += args[0];", planned.deltaY);
  eq(await page.runAsync("ttk.scrollSettled(1000, done);"), "reached", "arrived");
  eq(await page.runAsync("ttk.scrollSettled(1000, done);"), "nothing planned", "one settle per plan");
  const moved = await page.run("return ttk.scrollPosition($('#list'));");
  eq([moved.y, moved.count, moved.text === before.text], [980, 60, true], "moved, same content");
  await page.run("$('#list').lastElementChild.textContent = 'changed';");
  ok((await page.run("return ttk.scrollPosition($('#list'));")).text !== moved.text, "recycled rows change the fingerprint");
  await page.run("$('#list').insertAdjacentHTML('beforeend', '<li>more</li>');");
  const grown = await page.run("return ttk.scrollPosition($('#list'));");
  eq([grown.count, grown.height > 2400], [61, true], "one more node, and more to scroll through");
});
