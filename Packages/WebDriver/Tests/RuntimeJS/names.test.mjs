// Accessible names (accname 1.2): the bugs found and each step of the algorithm.
import { eq, test } from "./harness.mjs";

test("names: a field in its own label is not part of its name, even after typing", async (page) => {
  await page.open(`<label>Email <input id=e></label><label>Search <input id=s type=search> now</label>`);
  await page.run("$('#e').value = 'ops@example.com'; $('#s').value = 'cats';");
  eq(await page.name("#e"), "Email", "the typed value stays out of the field's own name");
  eq(await page.name("#s"), "Search now", "text after the field still counts");
});

test("names: a file input in its own label is named by the label alone, as Chromium names it", async (page) => {
  await page.open(`<label>Photos <input type=file id=p multiple></label><label for=r>Receipt</label><input type=file id=r>
    <input type=file id=bare><input type=file id=many multiple>`);
  eq(await page.name("#p"), "Photos", "not \"Photos Choose Files\"");
  eq(await page.name("#r"), "Receipt", "a label for it");
  eq(await page.name("#bare"), "Choose File", "no label: the button's own text");
  eq(await page.name("#many"), "Choose Files", "no label, several files");
});

test("names: controls embedded in another element's label give their value", async (page) => {
  await page.open(`<label for=q>Order <select><option>1</option><option selected>3</option></select> items</label><input id=q>
    <label for=f>Flash <input type=range min=0 max=10 value=6 aria-valuetext=six> times</label><input type=checkbox id=f>
    <span id=l1>Delay of</span><div role=spinbutton id=sp aria-valuenow=5 tabindex=0>five</div><span id=l2>seconds</span>
    <input type=checkbox id=d aria-labelledby="l1 sp l2"><div role=button id=b>Send <input value=5 aria-label=count> reports</div>
    <label for=pw>Key <input type=password value=hunter2></label><input id=pw>`);
  eq(await page.name("#q"), "Order 3 items", "select gives its selected option");
  eq(await page.name("#f"), "Flash six times", "range gives aria-valuetext");
  eq(await page.name("#d"), "Delay of 5 seconds", "spinbutton gives aria-valuenow");
  eq(await page.name("#b"), "Send 5 reports", "textbox gives its value, not its aria-label");
  eq(await page.name("#pw"), "Key", "a password never becomes part of a name");
});

test("names: aria-labelledby is followed once, includes hidden referenced nodes", async (page) => {
  await page.open(`<span id=a aria-labelledby=b>Outer</span><span id=b>Inner</span><button id=chain aria-labelledby=a>x</button>
    <div id=self role=button aria-labelledby="self t">Delete</div><span id=t>file</span>
    <div id=h hidden>Secret <b>name</b></div><button id=hid aria-labelledby=h>x</button>
    <div id=p>Shown <span style="display:none">not</span> text</div><button id=part aria-labelledby=p>x</button>
    <button id=missing aria-labelledby=nope>Content</button><input id=win aria-labelledby=t aria-label=loses>`);
  eq(await page.name("#chain"), "Outer", "a referenced node's own aria-labelledby is not followed");
  eq(await page.name("#self"), "Delete file", "a node may reference itself");
  eq(await page.name("#hid"), "Secret name", "a hidden node referenced directly counts whole");
  eq(await page.name("#part"), "Shown text", "hidden parts of a visible referenced node do not");
  eq(await page.name("#missing"), "Content", "only unknown ids: the name comes from elsewhere");
  eq(await page.name("#win"), "file", "aria-labelledby beats aria-label");
});

test("names: native labels, legends, captions, alt; figure is not named by its caption", async (page) => {
  await page.open(`<label for=u>First</label><input id=u><label for=u>Second</label>
    <label for=hl hidden>Hidden label</label><input id=hl>
    <label for=al aria-label="Aria on label">x</label><input id=al type=checkbox>
    <fieldset id=fs><legend>Delivery <em>options</em></legend></fieldset>
    <table id=tb><caption>Prices</caption><tr><th>A</th></tr></table>
    <figure id=fig><figcaption>Caption</figcaption></figure><img id=img alt="A cat" src="data:,">
    <input id=sub type=submit><input id=img2 type=image src="data:,"><input id=file type=file>`);
  eq(await page.name("#u"), "First Second", "every label, in order");
  eq(await page.name("#hl"), "", "a hidden label does not name");
  eq(await page.name("#al"), "Aria on label", "a label's own aria-label");
  eq(await page.name("#fs"), "Delivery options", "legend");
  eq(await page.name("#tb"), "Prices", "caption");
  eq(await page.name("#fig"), "", "figcaption does not name its figure (as in Chromium)");
  eq(await page.name("#img"), "A cat", "alt");
  eq(await page.name("#sub"), "Submit", "submit's default");
  eq(await page.name("#img2"), "Submit", "image button's default");
  eq(await page.name("#file"), "Choose File", "file input's button");
});

test("names: title and placeholder are fallbacks; naming-prohibited roles ignore them", async (page) => {
  await page.open(`<input id=a placeholder=P title=T><input id=b placeholder=P><input id=c aria-placeholder=AP>
    <div id=d title="Div title">text</div><div id=e role=group title=G></div><button id=f title=T>Content</button>
    <label for=g>Label</label><input id=g placeholder=loses>`);
  eq(await page.name("#a"), "T", "title before placeholder");
  eq(await page.name("#b"), "P", "placeholder");
  eq(await page.name("#c"), "AP", "aria-placeholder");
  eq(await page.name("#d"), "", "a generic div takes no name from title or content");
  eq(await page.name("#e"), "G", "a group takes its title");
  eq(await page.name("#f"), "Content", "content before title");
  eq(await page.name("#g"), "Label", "label before placeholder");
});

test("names: content with spacing, CSS generated text and hidden parts", async (page) => {
  await page.open(`<style>.b::before{content:"Before "}.a::after{content:" after"}.alt::before{content:"\\2605" / "Star"}
    .q::before{content:open-quote}.q::after{content:close-quote}.x::before{content:"X";display:none}</style>
    <a id=l1 href=#>In<span>line</span></a><a id=l2 href=#><span>Block</span><div>word</div></a>
    <button id=b1 class=b>Save</button><button id=b2 class=a>Load</button><button id=b3 class=alt>Fav</button>
    <button id=b4 class=q>Q</button><button id=b5 class=x>Y</button>
    <button id=h1>Visible <span aria-hidden=true>icon</span> text</button><button id=h2>A<span style="visibility:hidden">B</span>C</button>
    <button id=img>Text <img alt="with image" src="data:,"> alt</button><h2 id=hd>Heading <a href=#>with link</a></h2>
    <p id=p>Paragraph</p><li id=li>Loose</li><ul><li id=li2>Item</li></ul>
    <h3 id=up style="text-transform:uppercase">shout</h3>`);
  eq(await page.name("#l1"), "Inline", "inline elements join");
  eq(await page.name("#l2"), "Block word", "blocks are separate words");
  eq(await page.name("#b1"), "Before Save", "::before");
  eq(await page.name("#b2"), "Load after", "::after");
  eq(await page.name("#b3"), "Star Fav", "alternative text of generated content");
  eq(await page.name("#b4"), "\u201CQ\u201D", "quotes");
  eq(await page.name("#b5"), "Y", "a hidden ::before");
  eq(await page.name("#h1"), "Visible text", "aria-hidden parts");
  eq(await page.name("#h2"), "AC", "invisible parts");
  eq(await page.name("#img"), "Text with image alt", "an image inside gives its alt");
  eq(await page.name("#hd"), "Heading with link", "headings are named by content");
  eq(await page.name("#p"), "", "paragraphs are not");
  eq(await page.name("#li2"), "", "nor list items");
  eq(await page.name("#up"), "SHOUT", "text as drawn, after text-transform");
});

test("names: the corpus pages load and name their fields (served from 127.0.0.1)", async (page) => {
  await page.open(null, { path: "embedded-controls.html" });
  eq(await page.name("#email"), "Email", "the field inside its label");
  eq(await page.name("#quantity"), "Order 3 items", "the select inside another field's label");
  await page.open(null, { path: "edge-cases.html" });
  eq(await page.name("#shadow-labelled"), "From shadow root", "a referenced host's shadow content");
});

test("names: SVG elements are named by their <title> child; SVG links by xlink:title before their content", async (page) => {
  await page.open(`<svg width=200 height=60>
    <rect id=r x=1 y=1 width=20 height=20><title>Red square</title></rect>
    <g id=g><title>Chart legend</title><circle cx=40 cy=10 r=5></circle></g>
    <a id=tl href=#a xlink:title="Open details"><text x=60 y=20>more</text></a>
    <a id=cl href=#b><circle cx=100 cy=10 r=5><title>Zoom in</title></circle></a>
    <a id=al href=#c aria-label="Author wins" xlink:title="Loses"><circle cx=120 cy=10 r=5></circle></a></svg>`);
  eq(await page.name("#r"), "Red square", "a shape's title");
  eq(await page.name("#g"), "Chart legend", "a group's title");
  eq(await page.name("#tl"), "Open details", "xlink:title comes before the link's text");
  eq(await page.name("#cl"), "Zoom in", "a link named by the titled shape inside it");
  eq(await page.name("#al"), "Author wins", "aria-label before xlink:title");
});

test("names: CSS counters in generated alternative text count as the page draws them", async (page) => {
  await page.open(`<style>
    ol.steps { counter-reset: step 4; list-style: none; }
    ol.steps a::before { counter-increment: step; content: "\\2022" / "Step " counter(step) ":"; }
    .fig::after { counter-set: fig 12; content: "" / " (figure " counter(fig, upper-roman) ")"; }
    .toc, .toc ol { counter-reset: item; list-style: none; } .toc li { counter-increment: item; }
    .toc a::before { content: "" / counters(item, ".") " "; }
    .items a::before { content: "" / counter(list-item) "."; }
    .plain::before { counter-reset: q 7; content: counter(q) ". "; }
  </style>
  <ol class=steps><li><a id=s1 href=#1>Pack</a></li><li><a id=s2 href=#2>Ship</a></li></ol>
  <button id=fig class=fig>Diagram</button>
  <ol class=toc><li><a href=#i>Intro</a><ol><li><a href=#s>Setup</a></li><li><a id=use href=#u>Usage</a></li></ol></li></ol>
  <ol class=items><li><a href=#1>one</a></li><li><a id=two href=#2>two</a></li></ol><button id=plain class=plain>Plain</button>`);
  eq(await page.name("#s1"), "Step 5: Pack", "counter-increment on ::before, from the list's reset");
  eq(await page.name("#s2"), "Step 6: Ship", "the next link continues the count");
  eq(await page.name("#fig"), "Diagram (figure XII)", "counter-set and a list style");
  eq(await page.name("#use"), "1.2 Usage", "counters() joins the nested counters in scope");
  eq(await page.name("#two"), "2. two", "a list item's implicit list-item counter");
  eq(await page.name("#plain"), ". Plain", "a counter in the content itself is left out, as Chromium leaves it");
});

test("names: blank text between inline elements still separates words; no-break spaces stay", async (page) => {
  await page.open(`<a id=a href=#>save<b><i> </i></b>draft</a><button id=b>now</button>
    <h2 id=h>one&nbsp;two</h2><button id=l aria-label="Send&nbsp;">x</button>`);
  eq(await page.name("#a"), "save draft", "a space nested in inline elements");
  eq(await page.name("#h"), "one\u00a0two", "U+00A0 is not collapsed (accname collapses ASCII whitespace)");
  eq(await page.name("#l"), "Send\u00a0", "nor trimmed from aria-label");
});

test("names: aria-owns moves content into its owner's name and out of its old parent's", async (page) => {
  await page.open(`<a id=link href=#x aria-owns=ext>Pricing</a><p><span id=ext> (external)</span></p>
    <h2 id=old>Total <b id=moved>due</b></h2><div aria-owns=moved></div>
    <button id=btn aria-owns=play-label><span aria-hidden=true><span id=play-label>Play</span><span>Stop</span></span></button>
    <h3 id=kept>Keep <i id=stays>this</i></h3><div hidden aria-owns=stays></div>
    <a id=none href=#y aria-owns=gone>Docs</a><div hidden><span id=gone> (gone)</span></div>`);
  eq(await page.name("#link"), "Pricing (external)", "owned text after the owner's own");
  eq(await page.name("#old"), "Total", "an owned element leaves its DOM parent's name");
  eq(await page.name("#btn"), "Play", "an owned element leaves its aria-hidden ancestor");
  eq(await page.name("#kept"), "Keep this", "a hidden owner owns nothing (WPT accname/aria-owns; Chromium drops the text)");
  eq(await page.name("#none"), "Docs", "an element hidden by CSS is not relocated");
});

test("names: aria-labelledby reaching a control gives the control's own label", async (page) => {
  await page.open(`<label for=opt>Remember me</label><input id=opt type=checkbox>
    <button id=b aria-labelledby=opt>x</button>
    <label for=img>Search now</label><input id=img type=image src="data:," alt="Magnifier">`);
  eq(await page.name("#b"), "Remember me", "the checkbox's label through aria-labelledby");
  eq(await page.name("#img"), "Search now", "an image button's label comes before its alt");
});

test("names: each node counts once; slots are transparent; visible parts of invisible elements count", async (page) => {
  await page.open(`<h2 id=h><a href=#1 aria-labelledby=logo>home</a> <a href=#2>Brand <img id=logo alt="Logo" src="data:,"></a></h2>
    <div id=host>inside</div><button id=sb aria-labelledby=host>x</button><button id=twice aria-labelledby="w w">x</button><b id=w>again</b>
    <h3 id=v>Shown <span style="visibility:hidden">gone <em style="visibility:visible">back</em></span></h3>`);
  await page.run(`$('#host').attachShadow({ mode: "open" }).innerHTML = 'A <slot aria-label="ignored"></slot> B';`);
  eq(await page.name("#h"), "Logo Brand", "the logo, already used through aria-labelledby, is not read again");
  eq(await page.name("#twice"), "again again", "aria-labelledby may name a node twice (as in Chromium)");
  eq(await page.name("#sb"), "A inside B", "aria-label on a slot does not name");
  eq(await page.name("#v"), "Shown back", "a visible child of a visibility:hidden element");
});

test("names: containers inside another element's content give only their own name", async (page) => {
  await page.open(`<div role=tree><div role=treeitem id=ti aria-expanded=true><span>Inbox</span>
      <div role=group><div role=treeitem>Work</div><div role=treeitem>Home</div></div></div></div>
    <label><input id=c type=checkbox> Notify <div role=menu><div role=menuitem>Daily</div></div> me</label>
    <a id=card href=#c><article><h4>Story</h4>Teaser</article></a>
    <button id=g>Filter <span role=group aria-label="by date">x</span></button>
    <button id=img>Print <img role=presentation title="printer icon" src="data:,"></button>`);
  eq(await page.name("#ti"), "Inbox", "an expanded tree item is not named by its group's items (issue 31)");
  eq(await page.name("#c"), "Notify me", "a menu inside a label adds nothing");
  eq(await page.name("#card"), "", "a link around an article gets no name from it (as in Chromium)");
  eq(await page.name("#g"), "Filter by date", "a group gives its aria-label");
  eq(await page.name("#img"), "Print", "a presentational image's title stays out");
});
