import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { applyActionWithEvents } from "../../shared/engine";
import { Story } from "../../client/log/story";
import { greedyBot, replayRecord, type GameRecord } from "../../shared/engine";
import { createTable, joinTable, playUntil } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { drawnCards } from "./pageInspect";

describe("replays of finished games", () => {
  const harness = useBrowserHarness();
  let code: string;
  beforeAll(async () => {
    const server = harness.server;
    // A whole 2-player game between two people (played by the greedy policy over the network).
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const ben = await joinTable(server, anna.room.roomId, { name: "Ben" });
    code = anna.room.roomId;
    await anna.room.request("start");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await playUntil(
      room,
      new Map([
        [0, anna],
        [1, ben],
      ]),
      () => false,
      "replay",
      5_000,
      greedyBot,
    );
    expect(room.table.game!.phase).toBe("gameOver");
  });

  const stateAt = (record: GameRecord, at: number) => replayRecord(record, { at }).state!;

  it("steps through a finished game, shows everyone's plans, plays, and downloads a record the CLI accepts", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const record = (await (await fetch(`${server.url}/api/games/${code}/record`)).json()) as GameRecord;
    const last = record.actions.length;

    const page = await browser.newPage();
    await page.goto(server.url);
    await page.locator(`#finished-list li[data-code="${code}"]`).getByRole("link", { name: "Replay" }).click();
    await page.waitForSelector(`body[data-replay-step="${last}"]`);
    expect(await page.locator("#replay-position").textContent()).toBe(
      `Step ${last} of ${last} · Turn 5 of 5, Game over`,
    );

    // Back to the start, then forward one action at a time: each step shows that action's words.
    await page.getByRole("button", { name: "First step" }).click();
    await page.waitForSelector('body[data-replay-step="0"]');
    for (let k = 1; k <= 3; k++) {
      await page.getByRole("button", { name: "Next action" }).click();
      await page.waitForSelector(`body[data-replay-step="${k}"]`);
      const { seat, action } = record.actions[k - 1]!;
      // The same lines, with the same numbers, as the live table told (the client's story of the engine's events).
      const r = applyActionWithEvents(stateAt(record, k - 1), seat, action);
      const story = new Story(["Anna", "Ben"]);
      story.turn = stateAt(record, k - 1).turn;
      const words = r.ok
        ? story
            .add({ move: k - 1, events: r.events })
            .map((l) => l.text)
            .join(" ")
        : "";
      const numbers = await page.locator("#log .log-line").last().getAttribute("data-move");
      if (words) expect(numbers).toBe(String(k));
      const shown = (await page.getByTestId("status-line").textContent()) ?? "";
      // Live lines are the server's; a plan (secret while playing) is told once the game is over.
      if (words) expect(shown).toBe(words);
      else expect(shown).toMatch(/^(Anna|Ben) (put a .+ card under|took the card back from) their /);
    }
    await page.getByRole("button", { name: "Previous action" }).click();
    await page.waitForSelector('body[data-replay-step="2"]');

    // Jump to turn 3; find a step in its Assignment phase where Anna has planned: her card shows.
    await page.locator('select[name="turn"]').selectOption("3");
    const first3 = Number(await page.getAttribute("body", "data-replay-step"));
    expect(stateAt(record, first3).turn).toBe(3);
    let planned = first3;
    while (
      !Object.values(stateAt(record, planned).players[0]!.characters).some((c) => c.card) ||
      stateAt(record, planned).phase !== "assignment"
    )
      planned++;
    for (let k = first3; k < planned; k++) await page.getByRole("button", { name: "Next action" }).click();
    await page.waitForSelector(`body[data-replay-step="${planned}"]`);
    const truth = stateAt(record, planned).players[0]!.characters;
    const shown = await drawnCards(page, 0);
    for (const [id, c] of Object.entries(truth)) expect(shown[id]).toBe(c.card);
    await saveScreenshot(page, "replay-turn3-planning");

    // Play at the fastest speed for a moment: the steps advance by themselves.
    await page.locator('select[name="speed"]').selectOption("100");
    await page.getByRole("button", { name: "Play" }).click();
    await page.waitForFunction((k) => Number(document.body.dataset.replayStep) >= k + 5, planned);
    await page.getByRole("button", { name: "Play" }).click(); // pause

    // The download is the engine's record, and `npm run replay` accepts it.
    const href = await page.getByRole("link", { name: /Download the game record/ }).getAttribute("href");
    const downloaded = await (await fetch(new URL(href!, server.url))).text();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "trickerion-record-")), "game.json");
    writeFileSync(file, downloaded);
    const out = execFileSync("npx", ["tsx", "scripts/replay.ts", file], { encoding: "utf8" });
    expect(out).toMatch(/Anna|seat/i);
  });
});
