import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { matchMaker } from "@colyseus/core";
import type express from "express";
import type { ListingEntry } from "../rooms/listing";
import { chatFrameHtml } from "./firstScreenChat";
import { firstScreenLogHtml, type LogFacts, localLogFacts, logWordsLoaded } from "./firstScreenLog";
import { handFirstScreen, IS_PHONE_HAND, tablePageWithFirstScreen, watchPageWithFirstScreen } from "./firstScreenPage";
import { scriptsAfterFirstPaint } from "./paintFirst";
import { languageOf } from "./firstScreenWords";

/**
 * How long a board-mode link's page may wait for its table's listing before it goes out plain: a lookup is an
 * in-memory read in one process and one Redis round trip in a cluster, well under this; a slower one must not hold
 * the page back.
 */
export const FIRST_SCREEN_BUDGET_MS = 10;

/** A table's listing (the room's metadata), from whichever process holds it: the same store `/api/tables` reads. */
export async function listedTable(code: string): Promise<ListingEntry | undefined> {
  const [room] = await matchMaker.query({ name: "trickerion", roomId: code });
  return room?.metadata as ListingEntry | undefined;
}

/** The promise's value if it comes within `ms`, else undefined (a failure too): the page never waits longer. */
export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

export interface WatchPageOptions {
  lookUp?: (code: string) => Promise<ListingEntry | undefined>;
  /** The game log's facts, when this process holds the table's room (default: `localLogFacts`). */
  logFacts?: (code: string) => LogFacts | undefined;
  budgetMs?: number;
}

/**
 * `GET /watch/CODE` and `GET /t/CODE`: the app shell with the table's public first screen in it (firstScreenPage.ts:
 * shown at once in board mode and on a phone's hand during the planning) when the table is
 * listed as in its lobby or playing; otherwise, or when the lookup is slow or fails, `plain` (the shell as it is).
 * The page is made for this table, this moment and this language, so no cache or proxy may keep it
 * (`Cache-Control: no-store`; a return visit opens the service worker's plain shell, which the live state then fills).
 */
export function watchPage(
  clientDir: string,
  plain: express.RequestHandler,
  options: WatchPageOptions = {},
): express.RequestHandler {
  const lookUp = options.lookUp ?? listedTable;
  const logFacts = options.logFacts ?? localLogFacts;
  const budgetMs = options.budgetMs ?? FIRST_SCREEN_BUDGET_MS;
  const shellFile = path.join(path.resolve(clientDir), "index.html");
  // The shell read once per build (a rebuild rewrites it: its time changes).
  let shell: { at: number; html: string } | null = null;
  const readShell = (): string | undefined => {
    try {
      const at = statSync(shellFile).mtimeMs;
      if (shell?.at !== at) shell = { at, html: readFileSync(shellFile, "utf8") };
      return shell.html;
    } catch {
      return undefined;
    }
  };
  return (req, res, next) => {
    const link = /^\/(watch|t)\/([A-Za-z0-9]+)\/?$/.exec(req.path);
    const code = link?.[2]?.toUpperCase();
    const render = link?.[1] === "watch" ? watchPageWithFirstScreen : tablePageWithFirstScreen;
    const html = code ? readShell() : undefined;
    if (!code || html === undefined) return plain(req, res, next);
    void withinBudget(lookUp(code), budgetMs).then((entry) => {
      let page: string | undefined;
      try {
        const lng = languageOf(req.get("accept-language"), req.get("cookie"));
        if (entry?.status === "playing" && render === watchPageWithFirstScreen) {
          // A running table's log, when its room is here (in a cluster it may be elsewhere: then no lines).
          const facts = logWordsLoaded() ? logFacts(code) : undefined;
          const log = facts ? firstScreenLogHtml(facts, lng) : undefined;
          page = watchPageWithFirstScreen(html, code, entry, lng, log ? { log, chat: chatFrameHtml(lng) } : {});
          // With its log the first screen holds the page's largest words: the scripts come after it is painted.
          if (page && log) page = scriptsAfterFirstPaint(page) ?? page;
        } else if (entry && (entry.status === "lobby" || entry.status === "playing")) {
          page = render(html, code, entry, lng);
          // A phone's hand during the planning shows its first screen before any script runs: painted first too, as
          // a board-mode log is (Lighthouse counted the hand's ~210 KiB of scripts before its status line, LCP
          // 2.1-2.9 s). Any other page of the link (a desktop, a phone without a code) takes its scripts at once.
          if (page && render === tablePageWithFirstScreen && handFirstScreen(entry))
            page = scriptsAfterFirstPaint(page, IS_PHONE_HAND) ?? page;
        }
      } catch (error) {
        // A listing this code cannot read (written by another version of the server, say) costs the first screen only.
        console.error(`First screen of table ${code}: ${(error as Error).message}`);
      }
      if (page === undefined) return plain(req, res, next);
      res.setHeader("Cache-Control", "no-store");
      res.vary("Accept-Language");
      res.vary("Cookie");
      res.vary("Accept-Encoding");
      res.type("html");
      // A few KiB made per request: a fast brotli (or gzip) costs well under a millisecond.
      const raw = Buffer.from(page, "utf8");
      if (req.acceptsEncodings("br") === "br") {
        res.setHeader("Content-Encoding", "br");
        res.send(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      } else if (req.acceptsEncodings("gzip") === "gzip") {
        res.setHeader("Content-Encoding", "gzip");
        res.send(gzipSync(raw));
      } else res.send(raw);
    });
  };
}
