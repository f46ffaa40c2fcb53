/// The HTML report's inline style sheet and script (no external resources: the page opens from
/// disk and from CI artifacts alike).
enum HTMLReportStyle {
    static let css = """

    :root { --ok: #1a7f37; --ko: #cf222e; --skip: #9a6700; --flaky: #bc4c00; --ink: #1f2328; --muted: #59636e;
      --line: #d1d9e0; --bg: #f6f8fa; --card: #fff; color-scheme: light dark; }
    @media (prefers-color-scheme: dark) {
      :root { --ok: #3fb950; --ko: #f85149; --skip: #d29922; --flaky: #db6d28; --ink: #e6edf3; --muted: #9198a1;
        --line: #3d444d; --bg: #0d1117; --card: #151b23; } }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--ink);
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
    main { max-width: 1100px; margin: 0 auto; padding: 24px 16px 64px; }
    h1 { margin: 0 0 4px; font-size: 26px; }
    .run { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 20px 22px;
      border-top: 6px solid var(--ok); margin-bottom: 16px; }
    .run.failed { border-top-color: var(--ko); }
    .meta { margin: 0 0 12px; color: var(--muted); }
    .filters button { font: inherit; font-size: 13px; padding: 3px 12px; border-radius: 999px; border: 1px solid var(--line);
      background: var(--bg); color: var(--ink); cursor: pointer; font-weight: 600; }
    .filters button.active { outline: 2px solid var(--ink); }
    .pill.passed { color: var(--ok); } .pill.failed { color: var(--ko); } .pill.skipped { color: var(--skip); }
    .pill.flaky { color: var(--flaky); }
    details.test, details.scenario { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--ok);
      border-radius: 8px; margin: 8px 0; }
    details.test { padding-bottom: 6px; }
    details.scenario { margin: 6px 14px; }
    .failed { border-left-color: var(--ko) !important; } .skipped { border-left-color: var(--skip) !important; }
    .flaky { border-left-color: var(--flaky) !important; }
    .hidden { display: none; }
    summary { cursor: pointer; padding: 10px 14px; display: flex; gap: 8px; align-items: baseline; list-style: none; }
    summary::-webkit-details-marker { display: none; }
    summary::before { content: "▸"; color: var(--muted); width: 1em; }
    details[open] > summary::before { content: "▾"; }
    summary .name { font-weight: 600; flex: 1; overflow-wrap: anywhere; }
    .where, .query, .tags, .attempts { color: var(--muted); font-size: 12px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    .time { color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .mark { font-weight: 700; }
    .passed .mark { color: var(--ok); } .failed .mark { color: var(--ko); } .skipped .mark { color: var(--skip); }
    .flaky .mark { color: var(--flaky); }
    ol.steps { list-style: none; margin: 0; padding: 0 14px 10px 38px; }
    ol.steps.nested { padding: 2px 0 2px 22px; }
    li.step .line { display: flex; gap: 8px; align-items: baseline; padding: 2px 0; }
    li.step .name { flex: 1; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; overflow-wrap: anywhere; }
    li.step.skipped .name { color: var(--muted); }
    .keyword { color: #8250df; font-weight: 600; }
    .failure { margin: 8px 14px; }
    pre.message { margin: 4px 0 8px; padding: 10px 12px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere;
      font-size: 12px; color: var(--ko); background: color-mix(in srgb, var(--ko) 8%, transparent);
      border: 1px solid color-mix(in srgb, var(--ko) 30%, transparent); }
    figure.screenshot { margin: 8px 0; }
    figcaption { font-size: 12px; color: var(--muted); }
    details.source pre, details.a11y-tree pre { max-height: 320px; overflow: auto; font-size: 12px; background: var(--bg); padding: 8px; }
    details.source, details.a11y-tree { margin: 6px 0; } details.source > summary, details.a11y-tree > summary { padding: 4px 0; font-weight: 600; }
    iframe { width: 100%; height: 360px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
    summary .reason { flex-basis: 100%; order: 9; margin-left: 1.5em; color: var(--ko); font-size: 13px; overflow-wrap: anywhere; }
    summary { flex-wrap: wrap; }
    .body { padding: 0 0 4px; }
    section.failure { margin: 8px 14px; } section.failure h3, section.outside h3 { margin: 4px 0; font-size: 15px; }
    section.outside { margin: 8px 14px; }
    .bar { position: relative; height: 4px; background: var(--line); border-radius: 2px; margin: 1px 0 4px 1.5em; }
    .bar i { position: absolute; top: 0; bottom: 0; min-width: 2px; background: var(--ok); border-radius: 2px; }
    .failed > .bar i { background: var(--ko); }
    ol.actions { list-style: none; margin: 2px 0 6px 1.5em; padding: 0 0 0 10px; border-left: 2px solid var(--line); font-size: 13px; }
    li.action .line { display: flex; gap: 8px; align-items: baseline; }
    li.action .name { flex: 1; overflow-wrap: anywhere; }
    li.action dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 10px; margin: 0 0 4px 1.5em; font-size: 12px; }
    li.action dt { color: var(--muted); } li.action dd { margin: 0; overflow-wrap: anywhere; }
    dd.error { color: var(--ko); }
    .shots { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; margin: 2px 0 6px 1.5em; }
    .shots .when { font-size: 11px; color: var(--muted); writing-mode: vertical-rl; }
    img.thumb { width: 160px; min-height: 40px; border: 1px solid var(--line); border-radius: 4px; }
    img.shot { max-width: 100%; min-height: 40px; border: 1px solid var(--line); border-radius: 6px; }
    a:focus-visible, summary:focus-visible, button:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
    .empty { color: var(--muted); }

    """

    /// Filters, and the loader of attachments: an image or frame inside closed `<details>` has
    /// only a `data-src`; it gets its `src` when every `<details>` around it is open.
    static let script = """

    (function () {
      var buttons = document.querySelectorAll("[data-filter]");
      buttons.forEach(function (button) {
        button.addEventListener("click", function () {
          var wanted = button.getAttribute("data-filter");
          buttons.forEach(function (b) {
            b.classList.toggle("active", b === button);
            b.setAttribute("aria-pressed", b === button ? "true" : "false");
          });
          document.querySelectorAll("details.test").forEach(function (test) {
            test.classList.toggle("hidden", wanted !== "all" && test.getAttribute("data-outcome") !== wanted);
          });
        });
      });
      function shown(element) {
        for (var box = element.parentElement && element.parentElement.closest("details"); box;
             box = box.parentElement && box.parentElement.closest("details")) {
          if (!box.open) return false;
        }
        return true;
      }
      function reveal(root) {
        root.querySelectorAll("[data-src]").forEach(function (element) {
          if (!shown(element)) return;
          element.setAttribute("src", element.getAttribute("data-src"));
          element.removeAttribute("data-src");
        });
      }
      document.querySelectorAll("details").forEach(function (box) {
        box.addEventListener("toggle", function () { if (box.open) reveal(box); });
      });
      reveal(document);
      // A link to a step (from its failure) opens the boxes around it.
      function openTarget() {
        var target = location.hash && document.getElementById(location.hash.slice(1));
        for (var box = target && target.closest("details"); box; box = box.parentElement && box.parentElement.closest("details")) box.open = true;
        if (target) target.scrollIntoView();
      }
      window.addEventListener("hashchange", openTarget);
      openTarget();
    })();

    """
}
