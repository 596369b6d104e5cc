import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGameServer, type RunningGameServer } from "../../server/app";
import { precompressFolder } from "../../scripts/precompress.mjs";
import { freePort } from "../support/testServer";

// The built client as the server sends it: precompressed by Accept-Encoding, hashed assets kept for a year,
// the shell asked again every time. A folder laid out like Vite's build, precompressed as the build does it.
describe("the client's files", () => {
  let running: RunningGameServer;
  let base: string;
  const chunk = `export const words = ${JSON.stringify("a table of illusions ".repeat(400))};\n`;

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "trickerion-static-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      `<!doctype html><title>shell</title>${"<!-- padding -->".repeat(80)}`,
    );
    writeFileSync(path.join(clientDir, "assets", "index-AbC123xy.js"), chunk);
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    precompressFolder(clientDir);
    running = await startGameServer(await freePort(), "127.0.0.1", { clientDir });
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(() => running.close());

  // Node's fetch decodes bodies itself and always asks for gzip and br: the raw bytes say what was sent.
  const raw = async (url: string, acceptEncoding: string) => {
    const response = await fetch(url, { headers: { "accept-encoding": acceptEncoding } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("sends a hashed chunk as brotli when accepted, with a year's immutable caching", async () => {
    const { response } = await raw(`${base}/assets/index-AbC123xy.js`, "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(Number(response.headers.get("content-length"))).toBeLessThan(chunk.length / 5);
  });

  it("sends gzip to a browser without brotli, and the file itself to one that accepts neither", async () => {
    const gz = await fetch(`${base}/assets/index-AbC123xy.js`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(chunk);
    const plain = await fetch(`${base}/assets/index-AbC123xy.js`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await plain.text()).toBe(chunk);
  });

  it("the brotli bytes are the file", async () => {
    const http = await import("node:http");
    const body = await new Promise<Buffer>((resolve, reject) => {
      http.get(`${base}/assets/index-AbC123xy.js`, { headers: { "accept-encoding": "br" } }, (res) => {
        const parts: Buffer[] = [];
        res
          .on("data", (part: Buffer) => parts.push(part))
          .on("end", () => resolve(Buffer.concat(parts)))
          .on("error", reject);
      });
    });
    expect(brotliDecompressSync(body).toString()).toBe(chunk);
    expect(() => gunzipSync(body)).toThrow();
  });

  it("the app shell is no-cache, at / and at a table link, and compressed too", async () => {
    for (const url of [`${base}/`, `${base}/index.html`, `${base}/t/K7QX2`]) {
      const response = await fetch(url, { headers: { "accept-encoding": "br" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toContain("<title>shell</title>");
    }
  });

  it("a file of public/ that is not hashed is kept an hour, and unknown or odd paths are refused", async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${base}/assets/nope-123.js`)).status).toBe(404);
    expect((await fetch(`${base}/assets/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});
