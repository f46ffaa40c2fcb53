#!/usr/bin/env python3
"""How fast a TABTestKit HTML report opens in headless Chromium (a benchmark, not a test).

    python3 Tools/report-open-bench.py [REPORT_FOLDER]     # default: reports/example-suite

Opens REPORT_FOLDER/report.html (written by `make demo`) from disk through chromedriver, three
times, and prints the median of:
- first paint: when Chromium first painted the page (its list of tests), from navigation start;
- opening a test: from opening the test with the most screenshots (and every section in it)
  until every screenshot has its address and those in the window have loaded and decoded
  (the ones below load as they are scrolled to).

Uses chromedriver and chromium from PATH (or TABTESTKIT_CHROMEDRIVER / TABTESTKIT_CHROMIUM), as
Tools/install-browser.sh installs them; nothing from outside the machine. Listens on 127.0.0.1.
Exits 0 without measuring when the report folder does not exist (run `make demo` first).
"""
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

OPEN_SCRIPT = """
const done = arguments[arguments.length - 1];
const tests = [...document.querySelectorAll("details.test")];
const count = t => t.querySelectorAll("img[data-src], img[src]").length;
const test = tests.sort((a, b) => count(b) - count(a))[0];
if (!test) { done({error: "no test in the report"}); return; }
const start = performance.now();
test.querySelectorAll("details").forEach(box => { box.open = true; });
test.open = true;
test.scrollIntoView();
// Every screenshot has its address; those in the window (lazy ones below it load on scrolling) are shown.
function inView(image) {
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.width > 0;
}
function settled() {
  const images = [...test.querySelectorAll("img")];
  const visible = images.filter(inView);
  if (images.some(i => !i.getAttribute("src")) || visible.some(i => !i.complete)) { requestAnimationFrame(settled); return; }
  Promise.all(visible.map(i => i.decode().catch(() => null))).then(() => requestAnimationFrame(() =>
    done({name: test.querySelector("summary .name").textContent, images: images.length, visible: visible.length,
          broken: visible.filter(i => i.naturalWidth === 0).length, ms: performance.now() - start})));
}
setTimeout(settled, 0);
"""

PAINT_SCRIPT = """
const paint = performance.getEntriesByType("paint").find(e => e.name === "first-contentful-paint");
return {paint: paint ? paint.startTime : null, tests: document.querySelectorAll("details.test").length};
"""


def request(port, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as response:
        return json.loads(response.read())["value"]


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def main():
    folder = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "reports", "example-suite"))
    page = os.path.join(folder, "report.html")
    if not os.path.exists(page):
        print(f"report-open-bench: no {os.path.relpath(page, ROOT)}; run `make demo` first")
        return
    driver = os.environ.get("TABTESTKIT_CHROMEDRIVER") or shutil.which("chromedriver")
    if not driver:
        sys.exit("report-open-bench: chromedriver not found (Tools/install-browser.sh installs it)")
    port = free_port()
    process = subprocess.Popen([driver, f"--port={port}", "--allowed-ips=127.0.0.1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                request(port, "GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]}
        if os.environ.get("TABTESTKIT_CHROMIUM"):
            options["binary"] = os.environ["TABTESTKIT_CHROMIUM"]
        paints, opens, opened = [], [], None
        for _ in range(3):
            session = request(port, "POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})["sessionId"]
            try:
                request(port, "POST", f"/session/{session}/timeouts", {"script": 60000})
                request(port, "POST", f"/session/{session}/url", {"url": "file://" + page})
                painted = request(port, "POST", f"/session/{session}/execute/sync", {"script": PAINT_SCRIPT, "args": []})
                opened = request(port, "POST", f"/session/{session}/execute/async", {"script": OPEN_SCRIPT, "args": []})
                if painted["paint"] is not None:
                    paints.append(painted["paint"])
                if "ms" in opened:
                    opens.append(opened["ms"])
            finally:
                request(port, "DELETE", f"/session/{session}")
        size = os.path.getsize(page) / 1e6
        print(f"report.html ({size:.2f} MB, {painted['tests']} tests): first paint {statistics.median(paints):.0f} ms"
              if paints else "report.html: no first paint recorded")
        if opens and opened:
            print(f"opening {opened['name']} ({opened['images']} screenshots, {opened['visible']} in the window, "
                  f"{opened['broken']} broken): {statistics.median(opens):.0f} ms until they are shown (median of {len(opens)})")
    finally:
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    main()
