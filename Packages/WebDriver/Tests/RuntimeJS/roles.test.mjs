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

test("roles: a role token that does not apply falls back to the next one, then to the element's own", async (page) => {
  await page.open(`<nav id=n role=region>x</nav><div id=g role="region group">x</div><div id=r role="region group" aria-label=R>x</div>
    <nav id=f role=form>x</nav><form id=nf aria-label=F role="form">x</form>
    <button id=b role=treeitem>x</button><p id=p role=listitem>x</p><main id=m role=option>x</main>
    <div role=tree><div role=treeitem id=t1>a<div><div role=treeitem id=t2>b</div></div></div></div>`);
  eq(await page.role("#n"), "navigation", "an unnamed region on nav keeps navigation");
  eq(await page.role("#g"), "group", "the next token");
  eq(await page.role("#r"), "region", "a named region is a region");
  eq(await page.role("#f"), "navigation", "an unnamed form role");
  eq(await page.role("#nf"), "form", "a named form");
  eq(await page.role("#b"), "button", "a tree item outside a tree is its element");
  eq(await page.role("#p"), "paragraph", "a list item outside a list");
  eq(await page.role("#m"), "main", "an option outside a listbox");
  eq(await page.role("#t2"), "treeitem", "a tree item nested in a tree item");
});

test("roles: HTML elements whose role depends on where they are or what they carry", async (page) => {
  await page.open(`<dir id=d><li id=dli>x</li></dir><aside id=a1>top</aside>
    <article><aside id=a2>inner</aside><aside id=a3 aria-label=Notes>named</aside></article>
    <section aria-label=S><aside id=a4 title="Tips">titled</aside></section>
    <img id=i1 alt="" title="" src="data:,"><img id=i2 alt="" title="Chart" src="data:,">
    <map name=m><area id=ar href=#x alt=Here shape=rect coords="0,0,10,10"><area id=an alt=No shape=rect coords="10,10,20,20"></map>
    <img usemap="#m" alt=map src="data:," style="width:20px;height:20px">
    <div id=dr draggable=true>drag</div><span id=af autofocus>focus</span><div id=drr draggable=true role=foo>x</div>
    <section id=sd draggable=true>s</section>`);
  const expected = { d: "list", dli: "listitem", a1: "complementary", a2: "generic", a3: "complementary",
    a4: "complementary", i1: "none", i2: "image", ar: "link", an: "generic", dr: "group", af: "group", drr: "generic", sd: "generic" };
  for (const [id, role] of Object.entries(expected)) eq(await page.role("#" + id), role, `role of #${id}`);
});

test("roles: SVG elements (SVG-AAM as Chromium maps it)", async (page) => {
  await page.open(`<svg width=100 height=40><a id=xl xlink:href=#1><text x=1 y=10>go</text></a><a id=nl>x</a>
    <g id=gn aria-label=Legend><circle cx=5 cy=5 r=2></circle></g><g id=gu><circle cx=5 cy=5 r=2></circle></g>
    <g id=gf tabindex=0><circle cx=5 cy=5 r=2></circle></g>
    <image id=im href="data:," width=5 height=5 aria-label=Photo></image><image id=iu href="data:," width=5 height=5></image>
    <circle id=cn cx=9 cy=9 r=3><title>Dot</title></circle><rect id=ru width=3 height=3></rect></svg>`);
  const expected = { xl: "link", nl: "generic", gn: "group", gu: "generic", gf: "group", im: "image", iu: "generic",
    cn: "graphics-symbol", ru: "generic" };
  for (const [id, role] of Object.entries(expected)) eq(await page.role("#" + id), role, `role of #${id}`);
});
