// The show and the board in step (issue 29, item 1): while a show plays, the board stays at the moment before the
// performance (its turn, dice and cards), even when the table has already gone on to the next turn; it moves to
// the next turn only as the End Turn summary opens. Checked frame by frame on two watching screens (a desktop in
// English, a phone-sized one in Spanish) against the server's own states, entry by entry of the story.
import { describe, expect, it } from "vitest";
import { greedyBot, viewFor } from "../../shared/engine";
import { boardMoment, type BoardMoment } from "../../client/show/storyHold";
import { playUntil, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

/** One animation frame as a watching page drew it while its show bar was busy. */
interface Frame {
  show: string;
  entry: number;
  moment: (BoardMoment & { told: number }) | null;
  /** The show bar's width on the page, in CSS pixels. */
  bar: number;
  /** The turn of the log's last heading ("Turn 3 · Advertise" → 3; 0 for the set-up). */
  logTurn: number;
}

/** Records, at every animation frame while something plays, the story step and the moment the board drew. */
function recordFrames(language: string): void {
  localStorage.setItem("trickerion:language", language);
  const frames: Frame[] = ((window as unknown as { frames_: Frame[] }).frames_ = []);
  let last = "";
  const tick = (): void => {
    const show = document.body?.dataset.show ?? "";
    const board = (window as unknown as { trickerionBoard?: { drawnMoment(): Frame["moment"] } }).trickerionBoard;
    if (show && board) {
      const bar = Math.round(document.getElementById("show-bar")?.getBoundingClientRect().width ?? 0);
      const headings = document.querySelectorAll("#log .log-heading");
      const logTurn = Number(headings[headings.length - 1]?.textContent?.match(/\d+/)?.[0] ?? 0);
      const frame = { show, entry: Number(document.body.dataset.showEntry), moment: board.drawnMoment(), bar, logTurn };
      const key = JSON.stringify(frame);
      if (key !== last) frames.push(frame); // only frames that differ: a slow show has hundreds of equal ones
      last = key;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

describe("the show in step with the board", () => {
  // Bots wait a little, as in a real game; the screens still fall behind at the end of a turn.
  const harness = useBrowserHarness({ botDelayMs: 150 });

  it("frame by frame, the board's turn, dice and cards are the state at that point of the story", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const { anna, code, room } = await tableWithBot(server, false);

    // The server's public moment after each history entry: moments[n] is the state that has told n entries (the
    // last action before the n+1-th entry's, as an action that tells nothing, a secret plan, changes none of it).
    const moments = new Map<number, BoardMoment>();
    const note = (): void =>
      void moments.set(room.table.history.length, boardMoment(viewFor(room.table.game!, "spectator")));
    const act = room.table.act.bind(room.table);
    room.table.act = async (seat, action) => {
      const result = await act(seat, action);
      if (result.ok) note();
      return result;
    };

    const desktop = await browser.newPage();
    await desktop.addInitScript(recordFrames, "en");
    await desktop.goto(`${server.url}/watch/${code}`);
    const phone = await browser.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.addInitScript(recordFrames, "es");
    await phone.goto(`${server.url}/watch/${code}`);
    for (const page of [desktop, phone]) await page.waitForSelector("#lobby li");
    expect(await anna.room.request("start")).toEqual({ ok: true });
    note();
    for (const page of [desktop, phone]) await page.waitForSelector("body[data-board-ready=true]");

    // Both screens have played everything (a summary included) and drawn the table as it is.
    const idle = async (): Promise<void> => {
      for (const page of [desktop, phone]) {
        const done = async (): Promise<boolean> =>
          (await page.evaluate(() => `${document.body.dataset.show}|${document.body.dataset.storyReached}`)) ===
          `|${room.table.history.length}`;
        await expect.poll(done, { timeout: 60_000 }).toBe(true);
      }
    };
    // A screenshot of both screens at the first show, while the table is already further on.
    const shot = desktop
      .waitForSelector("body[data-show=show]", { timeout: 120_000 })
      .then(() =>
        Promise.all([
          saveScreenshot(desktop, "show-in-step-desktop-en"),
          saveScreenshot(phone, "show-in-step-phone-es"),
        ]),
      );
    // Anna plays greedily over the network, a turn at a time (as people do: the screens are not a turn behind, so
    // nothing is dropped): each turn ends with a show or a skipped day whose own action already puts the table in
    // the next turn, and the bot plays on while the screens show it.
    for (let turn = 1; turn <= 3; turn++) {
      await playUntil(
        room,
        new Map([[0, anna]]),
        () => room.table.game!.turn > turn,
        `in-step-${turn}`,
        5_000,
        greedyBot,
      );
      await idle();
    }
    await shot;

    for (const [name, page] of [
      ["desktop", desktop],
      ["phone", phone],
    ] as const) {
      const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
      const shows = frames.filter((f) => f.show === "show" || f.show === "note");
      const summaries = frames.filter((f) => f.show === "summary");
      expect(shows.length, `${name}: show frames`).toBeGreaterThan(0);
      expect(summaries.length, `${name}: summary frames`).toBeGreaterThan(0);
      // The hard case was met: a show whose own action ended the turn (the table was a turn ahead under it).
      expect(
        shows.some((f) => (moments.get(f.entry + 1)?.turn ?? 0) > moments.get(f.entry)!.turn),
        `${name}: a turn-ending show`,
      ).toBe(true);
      for (const f of shows) {
        // During the show of entry n the board is the state that has told n entries: just before that action.
        const { told, ...drawn } = f.moment!;
        expect({ entry: f.entry, told, drawn }, `${name}: ${f.show} of entry ${f.entry}`).toEqual({
          entry: f.entry,
          told: f.entry,
          drawn: moments.get(f.entry),
        });
        // The log follows the story as the board does: it never tells a turn the board has not reached.
        expect(f.logTurn, `${name}: the log's turn during the ${f.show} of entry ${f.entry}`).toBeLessThanOrEqual(
          moments.get(f.entry)!.turn,
        );
      }
      // Item 2: the caption bar takes the width its words need, not half the board's (a ~200 px column on a phone).
      if (name === "phone") expect(Math.max(...shows.map((f) => f.bar)), "phone: show bar width").toBeGreaterThan(300);
      for (const f of summaries) {
        // Under the End Turn summary the board has reached that End Turn: the next turn's state, as the server had it.
        const { told, ...drawn } = f.moment!;
        expect(told, `${name}: summary of entry ${f.entry}`).toBeGreaterThan(f.entry);
        expect(drawn, `${name}: summary of entry ${f.entry} at ${told}`).toEqual(moments.get(told));
        expect(drawn.turn).toBe(moments.get(f.entry + 1)!.turn);
      }
    }
    await desktop.close();
    await phone.close();
  });
});
