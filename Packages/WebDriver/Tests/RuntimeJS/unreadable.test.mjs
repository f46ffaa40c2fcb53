// Closed shadow roots: the runtime cannot read inside them, and names their hosts so a
// not-found failure can say why; open roots, light-DOM components and plain elements are not
// reported.
import { eq, test } from "./harness.mjs";

const components = `<script>
  customElements.define("closed-card", class extends HTMLElement {
    constructor() { super(); this.attachShadow({ mode: "closed" }).innerHTML = '<button>Pay now</button>'; }
  });
  customElements.define("open-card", class extends HTMLElement {
    constructor() { super(); this.attachShadow({ mode: "open" }).innerHTML = '<button>Pay later</button>'; }
  });
  customElements.define("light-card", class extends HTMLElement {
    connectedCallback() { this.innerHTML = '<button>Pay by card</button>'; }
  });
</script>`;

test("unreadable: a component with a closed shadow root is reported, open and light-DOM ones are not", async (page) => {
  await page.open(`${components}<closed-card id=checkout></closed-card><open-card></open-card><light-card></light-card><p>Total</p>`);
  const hosts = await page.run("return ttk.unreadableHosts(10).map(h => [h.tag, h.id, h.frame[2] > 0]);");
  eq(hosts, [["closed-card", "checkout", true]], "only the closed host");
  const T = await page.types();
  const found = await page.run("return ttk.resolve(args[0]).status;",
    { steps: [{ t: T.button, id: "Pay now", i: null, f: false }], strict: true, attribute: "data-testid" });
  eq(found, "notFound", "what a closed root holds cannot be matched");
});

test("unreadable: a closed host that slots visible light children is not reported; nothing past the limit is", async (page) => {
  await page.open(`<script>
    customElements.define("slotting-card", class extends HTMLElement {
      constructor() { super(); this.attachShadow({ mode: "closed" }).innerHTML = '<b><slot></slot></b>'; }
    });
    customElements.define("empty-card", class extends HTMLElement {
      constructor() { super(); this.attachShadow({ mode: "closed" }).innerHTML = '<i>drawn</i>'; }
    });
  </script><slotting-card>Shown text</slotting-card><empty-card></empty-card><empty-card></empty-card>`);
  eq(await page.run("return ttk.unreadableHosts(10).map(h => h.tag);"), ["empty-card", "empty-card"], "the hosts that draw only hidden content");
  eq(await page.run("return ttk.unreadableHosts(1).length;"), 1, "at most the limit");
});
