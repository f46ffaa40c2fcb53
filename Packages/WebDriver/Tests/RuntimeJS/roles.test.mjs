// Roles: explicit tokens, implicit HTML roles, presentational rules, hiddenness.
import { eq, test } from "./harness.mjs";

test("roles: explicit role takes the first valid token, case-insensitively", async (page) => {
  await page.open(`<div id=a role="BUTTON">A</div><div id=b role="foo link">B</div><div id=c role=foo>C</div>
    <div id=d role=img aria-label=I></div><div id=e role=directory>E</div>`);
  eq(await page.role("#a"), "button", "upper-case role");
  eq(await page.role("#b"), "link", "fallback token");
  eq(await page.role("#c"), "generic", "unknown role falls back to the tag's");
  eq(await page.role("#d"), "image", "img is named image");
  eq(await page.role("#e"), "list", "directory is a list");
});

test("roles: implicit roles of HTML elements", async (page) => {
  await page.open(`<header id=h>H</header><article><header id=ah>A</header><footer id=af>F</footer></article>
    <section id=s1>S</section><section id=s2 aria-label=Named>S</section><a id=a1>x</a><a id=a2 href=#>y</a>
    <img id=i1 alt="" src="data:,"><img id=i2 alt="" title=t src="data:,"><input id=pw type=password>
    <input id=dt type=date><input id=num type=number><input id=srch type=search><input id=lst list=l><datalist id=l></datalist>
    <select id=single><option>a</option></select><select id=multi multiple><option>a</option></select><output id=o>1</output>
    <dl><dt id=dt1>T</dt><dd id=dd1>D</dd></dl><input id=file type=file><li id=orphan>loose item</li>`);
  const expected = { h: "banner", ah: "sectionheader", af: "sectionfooter", s1: "generic", s2: "region", a1: "generic",
    a2: "link", i1: "none", i2: "image", pw: "textbox", dt: "", num: "spinbutton", srch: "searchbox", lst: "combobox",
    single: "combobox", multi: "listbox", o: "status", dt1: "term", dd1: "definition", file: "button", orphan: "generic" };
  for (const [id, role] of Object.entries(expected)) eq(await page.role("#" + id), role, `role of #${id}`);
});

test("roles: presentational roles yield to focus and global ARIA attributes", async (page) => {
  await page.open(`<button id=b role=none>B</button><span id=s role=none tabindex=0>S</span>
    <span id=g role=presentation aria-label=L>G</span><div id=n role=presentation>N</div>
    <ul role=presentation><li id=li>item</li></ul>`);
  eq(await page.role("#b"), "button", "a focusable button keeps its role");
  eq(await page.role("#s"), "generic", "a focusable span becomes generic");
  eq(await page.role("#g"), "generic", "aria-label is a global attribute");
  eq(await page.role("#n"), "none", "plain presentation");
  eq(await page.role("#li"), "none", "items of a presentational list are presentational");
});

test("roles: roles outside their required context are generic", async (page) => {
  await page.open(`<div id=o role=option>O</div><div role=listbox><div id=o2 role=option>O</div></div>
    <div id=t role=treeitem>T</div><div id=l role=listitem>L</div><div role=list><div><div id=l2 role=listitem>L</div></div></div>`);
  eq(await page.role("#o"), "generic", "option alone");
  eq(await page.role("#o2"), "option", "option in a listbox");
  eq(await page.role("#t"), "generic", "treeitem alone");
  eq(await page.role("#l"), "generic", "listitem alone");
  eq(await page.role("#l2"), "listitem", "listitem under a list, through a wrapper");
});

test("roles: hidden, aria-hidden and inert elements are outside the tree", async (page) => {
  await page.open(`<div hidden><button id=a>A</button></div><div aria-hidden=true><button id=b>B</button></div>
    <div inert><button id=c>C</button></div><div style="visibility:hidden"><button id=d>D</button><span style="visibility:visible"><button id=e>E</button></span></div>
    <select id=sel><option id=opt>O</option></select><button id=f style="opacity:0">F</button>`);
  for (const id of ["a", "b", "c", "d"]) eq(await page.role("#" + id), "none", `#${id} is hidden`);
  eq(await page.role("#e"), "button", "visibility: visible inside a hidden parent shows again");
  eq(await page.role("#opt"), "option", "a closed select's options are in the tree");
  eq(await page.role("#f"), "button", "transparent is not hidden");
});

test("roles: tables tell data from layout, and header cells their direction", async (page) => {
  await page.open(`<table id=layout><tr><td id=lc>only</td></tr></table>
    <table id=data><thead><tr><th id=ch>A</th></tr></thead><tbody><tr><th id=rh>r</th><td id=c>1</td></tr></tbody></table>
    <table role=grid><tr><td id=gc>g</td></tr></table><table><tr><th scope=col id=sc>S</th><td>x</td></tr></table>`);
  eq(await page.role("#layout"), "", "a one-cell table without headers lays out");
  eq(await page.role("#lc"), "", "its cell is no cell");
  eq(await page.role("#data"), "table", "a table with headers holds data");
  eq(await page.role("#ch"), "columnheader", "th in thead");
  eq(await page.role("#rh"), "rowheader", "th beside data cells");
  eq(await page.role("#c"), "cell", "td");
  eq(await page.role("#gc"), "gridcell", "td of a grid");
  eq(await page.role("#sc"), "columnheader", "scope=col wins");
});
