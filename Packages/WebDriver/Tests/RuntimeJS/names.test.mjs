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
