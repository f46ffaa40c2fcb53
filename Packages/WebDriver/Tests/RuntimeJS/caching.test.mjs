// What one runtime call keeps (roles, hiddenness, names, styles: see factsOf in 10-common.js)
// lives for that call only, and the walks stop as soon as the answer is known.
import { eq, ok, test } from "./harness.mjs";

const step = (t, id, extra = {}) => ({ t, id, i: null, f: false, d: false, c: [], ...extra });
const query = (steps, strict = true) => ({ steps, strict, attribute: "data-testid", offset: 0 });
const resolve = (page, q) => page.run(
  "const r = ttk.resolve(args[0]); return { status: r.status, label: r.snapshot && r.snapshot.label, count: r.count, " +
  "matches: r.matches && r.matches.map((m) => m.label), total: r.total, atLeast: r.atLeast };", q);

test("caching: a change to the page between two calls is seen by the second (names, roles, hiddenness, styles)", async (page) => {
  await page.open(`<ul><li><span id=s>Buy milk</span><button id=b>Delete</button></li></ul>`);
  const T = await page.types();
  const row = query([step(T.cell, "Buy milk")]);
  eq((await resolve(page, row)).status, "found", "the row by its text");
  await page.run("$('#s').textContent = 'Buy bread';");
  eq((await resolve(page, row)).status, "notFound", "its old text no longer finds it");
  eq((await resolve(page, query([step(T.cell, "Buy bread")]))).label, "Buy bread", "its new text does");
  const button = query([step(T.button, "Delete")]);
  eq((await resolve(page, button)).status, "found", "the button");
  await page.run("$('#b').setAttribute('aria-hidden', 'true');");
  eq((await resolve(page, button)).status, "notFound", "aria-hidden since the last call hides it");
  await page.run("$('#b').removeAttribute('aria-hidden'); $('#b').setAttribute('role', 'link');");
  eq((await resolve(page, query([step(T.link, "Delete")]))).status, "found", "a new role is seen");
  await page.run("$('#b').removeAttribute('role'); $('#b').style.display = 'none';");
  eq((await resolve(page, button)).status, "notFound", "display: none since the last call hides it");
  await page.run("$('#b').style.display = ''; $('#b').style.textTransform = 'uppercase';");
  eq((await resolve(page, query([step(T.button, "DELETE")]))).status, "found", "a new text-transform is in the name");
});

test("caching: generated content added by a style sheet after a call is in the next call's names", async (page) => {
  await page.open(`<button id=b>Save</button>`);
  const T = await page.types();
  eq((await resolve(page, query([step(T.button, "Save")]))).status, "found", "no generated content yet");
  await page.run("const s = document.createElement('style'); s.textContent = '#b::before { content: \"New: \" }'; document.head.append(s);");
  eq((await resolve(page, query([step(T.button, "New: Save")]))).label, "New: Save", "the new ::before is read");
  await page.run("document.querySelector('style').remove();");
  eq((await resolve(page, query([step(T.button, "Save")]))).label, "Save", "and gone once the sheet is");
});

test("caching: generated content from a shadow root's own sheet (:host, ::slotted) is read", async (page) => {
  await page.open(`<x-card id=h><span id=s>Inbox</span></x-card>
    <script>
      const root = document.getElementById('h').attachShadow({ mode: 'open' });
      root.innerHTML = '<style>::slotted(span)::after { content: " (3)" }</style><button><slot></slot></button>';
    </script>`);
  const T = await page.types();
  eq((await resolve(page, query([step(T.button, "Inbox (3)")]))).label, "Inbox (3)", "a slotted span's ::after, from the shadow root's sheet");
});

test("caching: a strict query stops at the ambiguity list's length and still lists the first 50", async (page) => {
  await page.open("<ul id=list></ul>");
  const T = await page.types();
  await page.run("let h = ''; for (let i = 0; i < 120; i++) h += '<li><span>Row ' + i + '</span><button>Delete</button></li>'; $('#list').innerHTML = h;");
  const many = await resolve(page, query([step(T.button, "Delete")]));
  eq([many.status, many.matches.length, many.total, many.atLeast], ["ambiguous", 50, undefined, 51], "50 listed, the walk stopped at 51");
  await page.run("for (const b of Array.from(document.querySelectorAll('button')).slice(3)) b.remove();");
  const three = await resolve(page, query([step(T.button, "Delete")]));
  eq([three.status, three.matches.length, three.total], ["ambiguous", 3, 3], "fewer than the list: all of them, counted");
  // The last step's count is every match, whatever the strictness.
  eq((await resolve(page, query([step(T.button, "Delete", { i: 1 })]))).count, 3, "an index still counts all matches");
  eq((await resolve(page, query([step(T.button, "Delete")], false))).count, 3, "so does a query that takes the first");
});

test("caching: a level above the last stops at the match it takes", async (page) => {
  await page.open(`<ul>${Array.from({ length: 30 }, (_, i) => `<li><span>Row ${i}</span><button>Delete</button></li>`).join("")}</ul>`);
  const T = await page.types();
  const second = await resolve(page, query([step(T.cell, null, { i: 2 }), step(T.button, "Delete")]));
  eq([second.status, second.count], ["found", 1], "the third row's button");
  const past = await resolve(page, query([step(T.cell, null, { i: 30 }), step(T.button, "Delete")]));
  eq(past.status, "notFound", "an index past the rows finds nothing");
  const ambiguous = await resolve(page, query([step(T.cell, null), step(T.button, "Delete")]));
  eq([ambiguous.status, ambiguous.matches.length, ambiguous.total], ["ambiguous", 30, 30], "an ambiguous row level lists its rows");
});

test("caching: allMatches after a resolve in the same page sees hidden nodes only when asked", async (page) => {
  await page.open(`<button>Go</button><button hidden>Go</button>`);
  const T = await page.types();
  const count = (hidden) => page.run("return ttk.allMatches(args[0]).candidates.length;", { ...query([step(T.button, "Go")]), hidden });
  eq(await count(false), 1, "the shown one");
  eq(await count(true), 2, "with hidden nodes, both");
  eq(await count(false), 1, "and the shown one again (nothing kept from the previous call)");
  ok((await resolve(page, query([step(T.button, "Go")]))).status === "found", "strict resolution sees one");
});
