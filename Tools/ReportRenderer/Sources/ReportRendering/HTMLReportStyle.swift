/// The HTML report's inline style sheet and script.
enum HTMLReportStyle {
    static let css = """

    :root { --ok: #1a7f37; --ko: #cf222e; --skip: #9a6700; --ink: #1f2328; --muted: #59636e;
      --line: #d1d9e0; --bg: #f6f8fa; --card: #fff; color-scheme: light dark; }
    @media (prefers-color-scheme: dark) {
      :root { --ok: #3fb950; --ko: #f85149; --skip: #d29922; --ink: #e6edf3; --muted: #9198a1;
        --line: #3d444d; --bg: #0d1117; --card: #151b23; } }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--ink);
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
    main { max-width: 980px; margin: 0 auto; padding: 24px 16px 64px; }
    h1 { margin: 0 0 4px; font-size: 26px; }
    h2 { margin: 28px 0 8px; font-size: 14px; font-weight: 600; color: var(--muted);
      font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    .run { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 20px 22px;
      border-top: 6px solid var(--ok); }
    .run.failed { border-top-color: var(--ko); }
    .meta { margin: 0 0 12px; color: var(--muted); }
    .counts { margin: 0 0 12px; }
    .pill { display: inline-block; padding: 2px 10px; border-radius: 999px; font-weight: 600; font-size: 13px;
      border: 1px solid currentColor; }
    .pill.passed { color: var(--ok); } .pill.failed { color: var(--ko); } .pill.skipped { color: var(--skip); }
    .bar { display: flex; height: 8px; border-radius: 4px; overflow: hidden; background: var(--line); }
    .bar .passed { background: var(--ok); } .bar .failed { background: var(--ko); } .bar .skipped { background: var(--skip); }
    .tools { margin: 14px 0 0; }
    .tools button { font: inherit; font-size: 13px; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--line);
      background: var(--bg); color: var(--ink); cursor: pointer; }
    details.scenario { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--ok);
      border-radius: 8px; margin: 8px 0; }
    details.scenario.failed { border-left-color: var(--ko); }
    details.scenario.skipped { border-left-color: var(--skip); opacity: .8; }
    summary { cursor: pointer; padding: 10px 14px; display: flex; gap: 8px; align-items: baseline; list-style: none; }
    summary::-webkit-details-marker { display: none; }
    summary::before { content: "▸"; color: var(--muted); width: 1em; }
    details[open] > summary::before { content: "▾"; }
    summary .name { font-weight: 600; flex: 1; }
    .where { color: var(--muted); font-size: 12px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    .time { color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .mark { font-weight: 700; }
    .passed > .mark, .passed > .line > .mark, .passed > summary > .mark { color: var(--ok); }
    .failed > .mark, .failed > .line > .mark, .failed > summary > .mark { color: var(--ko); }
    .skipped > .mark, .skipped > .line > .mark, .skipped > summary > .mark { color: var(--skip); }
    ol.steps { list-style: none; margin: 0; padding: 0 14px 12px 38px; }
    ol.steps.nested { padding: 2px 0 2px 22px; }
    li.step .line { display: flex; gap: 8px; align-items: baseline; padding: 2px 0; }
    li.step .name { flex: 1; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px;
      overflow-wrap: anywhere; }
    li.step.skipped .name { color: var(--muted); }
    .keyword { color: #8250df; font-weight: 600; }
    pre.failure { margin: 4px 0 8px 20px; padding: 10px 12px; border-radius: 6px; white-space: pre-wrap;
      overflow-wrap: anywhere; font-size: 12px; color: var(--ko); background: color-mix(in srgb, var(--ko) 8%, transparent);
      border: 1px solid color-mix(in srgb, var(--ko) 30%, transparent); }
    details.scenario > pre.failure { margin: 0 14px 10px 38px; }
    .empty { color: var(--muted); }

    """

    static let script = """

    document.querySelectorAll("[data-toggle]").forEach(function (button) {
      button.addEventListener("click", function () {
        var open = button.getAttribute("data-toggle") === "open";
        document.querySelectorAll("details.scenario").forEach(function (d) { d.open = open; });
      });
    });

    """
}
