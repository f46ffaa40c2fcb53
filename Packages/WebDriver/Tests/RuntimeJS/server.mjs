// A static file server on 127.0.0.1 only, for fixture pages. Paths without a file fall back
// to index.html when `spa` is set (single-page apps route on the client).
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".png": "image/png" };

export function serve(root, { spa = false } = {}) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const send = (status, type, body) => { response.writeHead(status, { "content-type": type }); response.end(body); };
    try {
      send(200, TYPES[extname(path)] || "application/octet-stream", await readFile(join(root, path)));
    } catch {
      if (spa && !extname(path)) send(200, TYPES[".html"], await readFile(join(root, "index.html")));
      else send(404, "text/plain", "not found");
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close(),
  })));
}
