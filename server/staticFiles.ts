import { existsSync, statSync } from "node:fs";
import path from "node:path";
import express from "express";

/**
 * Serving the built client (dist/client): the files the build precompressed (`name.br`, `name.gz`, written by
 * scripts/precompress.ts) go out as they are to a browser that accepts them, so no request costs compression CPU,
 * and every file says how long it may be kept:
 * - `/assets/*` are Vite's content-hashed chunks and assets: a new build gives them new names, so a year, immutable;
 * - the app shell (`index.html`), the service worker and the manifest: `no-cache` (asked again every time, answered
 *   304 when unchanged), so a new deploy is seen at the next load;
 * - the rest of `public/` (favicon, icons, sound), not hashed: an hour.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";
const AN_HOUR = "public, max-age=3600";

/** Files a browser must ask for again on every load (their names stay the same from build to build). */
const ALWAYS_ASK = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath.endsWith(".html") || ALWAYS_ASK.test(urlPath)) return NO_CACHE;
  return AN_HOUR;
}

/** The encodings the build writes, best first, with the file suffix each is stored under. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Express middleware for the client's files: precompressed when the browser accepts it (brotli before gzip),
 * the original otherwise (express.static, behind), each with its Cache-Control. `shell` answers client-side
 * routes (/t/CODE…) with index.html the same way.
 */
export function clientFiles(root: string): { files: express.RequestHandler[]; shell: express.RequestHandler } {
  const base = path.resolve(root);
  // A file found is remembered: built files do not go away under a running server (a rebuild writes new hashed
  // names; index.html keeps its name and its variants are rewritten with it). One gone anyway fails the send,
  // which falls through to express.static. Files not found are asked again (the client may be built later).
  const known = new Set<string>();
  const isFile = (file: string): boolean => {
    if (known.has(file)) return true;
    const found = existsSync(file) && statSync(file).isFile();
    if (found) known.add(file);
    return found;
  };
  const plain = express.static(base, {
    index: "index.html",
    setHeaders: (res, filePath) => res.setHeader("Cache-Control", cacheControlFor(urlOf(base, filePath))),
  });
  const send = (
    file: string,
    urlPath: string,
    req: express.Request,
    res: express.Response,
    next: express.NextFunction,
  ): void => {
    res.setHeader("Cache-Control", cacheControlFor(urlPath));
    res.vary("Accept-Encoding");
    const accepted = ENCODINGS.find(
      (encoding) => req.acceptsEncodings(encoding.name) === encoding.name && isFile(file + encoding.suffix),
    );
    if (!accepted) {
      res.sendFile(file, { cacheControl: false }, (error) => error && next());
      return;
    }
    res.setHeader("Content-Encoding", accepted.name);
    // The type of the original, not of ".br"/".gz" (send keeps a Content-Type already set).
    res.type(path.extname(file));
    res.sendFile(file + accepted.suffix, { cacheControl: false }, (error) => error && next());
  };
  const precompressed: express.RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = req.path.endsWith("/") ? `${req.path}index.html` : req.path;
    // Only plain names: anything odd (dot-dot, encoded separators) is left to express.static, which refuses it.
    if (!/^\/[A-Za-z0-9._\-/]+$/.test(urlPath) || urlPath.includes("..")) return next();
    const file = path.join(base, urlPath);
    if (!file.startsWith(base + path.sep) || !isFile(file)) return next();
    send(file, urlPath, req, res, next);
  };
  const shell: express.RequestHandler = (req, res, next) => {
    const file = path.join(base, "index.html");
    if (!isFile(file)) {
      res.status(503).type("text").send("The client is not built yet: run `npm run build`.");
      return;
    }
    send(file, "/index.html", req, res, next);
  };
  return { files: [precompressed, plain], shell };
}

function urlOf(base: string, filePath: string): string {
  return `/${path.relative(base, filePath).split(path.sep).join("/")}`;
}
