import { describe, expect, it } from "vitest";
import { useBrowserHarness } from "./harness";
import { tableInAssignment } from "../support/tableDriver";

// Numbers the page's animation frames from its first script on, and notes the frame in which each stage of the first
// snapshot's work happened: the game's status line and panels drawn from it (with them the page first sets
// <body data-phase>; the server's first screen and the lobby wrote the status line before), the log's first lines told
// by the page (its story; the lines the server's first screen sent are parsed before, while the document loads), the board's
// renderer asked for (`data-board="making"`), the canvas put in. Work done in one task shares one frame number; a
// later frame means the browser could paint (and answer input) in between. (A string: tsx's function helpers are
// not in the page.)
const WATCH_STAGES = `
  window.frameNo = 0;
  const tick = () => { window.frameNo++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.stageFrames = {};
  const note = (stage) => { if (!(stage in window.stageFrames)) window.stageFrames[stage] = window.frameNo; };
  new MutationObserver((records) => {
    for (const r of records) {
      const target = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (r.attributeName === "data-phase" && document.body.dataset.phase) note("status");
      if (document.readyState !== "loading" && [...r.addedNodes].some((n) => n.nodeType === 1 && n.matches(".log-line, .log-heading") && n.closest("#log"))) note("log");
      if (r.attributeName === "data-board" && document.body.dataset.board === "making") note("making");
      if (target?.closest?.("#board") && [...r.addedNodes].some((n) => n.nodeName === "CANVAS")) note("canvas");
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-board", "data-phase"] });
`;

describe("the first snapshot's work in stages (issue 30, Total Blocking Time)", () => {
  const harness = useBrowserHarness();

  it("paints the status line before it tells the log or makes the board, and says ready only once all is drawn", {
    timeout: 120_000,
  }, async () => {
    const table = await tableInAssignment(harness.server, 3);
    const page = await harness.browser.newPage();
    await page.addInitScript(WATCH_STAGES);
    await page.goto(`${harness.server.url}/watch/${table.room.roomId}`);
    await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
    const frames = await page.evaluate(
      () => (window as unknown as { stageFrames: Record<string, number> }).stageFrames,
    );
    expect(Object.keys(frames).sort()).toEqual(["canvas", "log", "making", "status"]);
    // Each a frame after the status line: in the snapshot's own task they made it the page's longest.
    expect(frames.log, JSON.stringify(frames)).toBeGreaterThan(frames.status!);
    expect(frames.making, JSON.stringify(frames)).toBeGreaterThan(frames.status!);
    // Ready means the whole board: the log is told and the canvas in by then.
    expect(await page.locator("#log li").count()).toBeGreaterThan(0);
    expect(await page.locator("#board canvas").count()).toBe(1);
    await page.close();
  });
});
