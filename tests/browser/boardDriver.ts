import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { Action, GameState } from "../../shared/engine";
import { andWait } from "./uiPlayer";

// Acting on the board as a person does: find a piece on the canvas (through the page's automation hook, which
// only says where it is drawn) and click it; choose in the pop-over by its visible words.

type Hook = {
  trickerionBoard: {
    piecePoint(key: string): { x: number; y: number } | null;
    pieces(): string[];
    reasons(): Record<string, string>;
    slotPoint(id: string): { x: number; y: number } | null;
  };
};

export async function piecePoint(page: Page, key: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((k) => (window as unknown as Hook).trickerionBoard.piecePoint(k), key);
  if (!point) throw new Error(`piece ${key} is not clickable: ${(await pieces(page)).join(", ")}`);
  return point;
}

export function pieces(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Hook).trickerionBoard.pieces());
}

export function reasons(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => (window as unknown as Hook).trickerionBoard.reasons());
}

/** Clicks a piece on the canvas and waits for its pop-over. */
export async function openPiece(page: Page, key: string): Promise<void> {
  // A patch landing between pointer down and up redraws the piece and loses the tap: a person clicks again.
  for (let attempt = 0; ; attempt++) {
    const p = await piecePoint(page, key);
    await page.mouse.click(p.x, p.y);
    try {
      await page.waitForSelector(".piece-menu:not([hidden])", { timeout: attempt < 2 ? 5_000 : 30_000 });
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

/** Chooses the pop-over line whose label matches, and waits for the next drawn snapshot. */
export async function choose(page: Page, label: string | RegExp): Promise<void> {
  await andWait(page, () => page.locator(".piece-menu .menu-item", { hasText: label }).first().click());
}

/** Hovers a point of the canvas and returns the tooltip's text. */
export async function tooltipAt(page: Page, point: { x: number; y: number }): Promise<string> {
  await page.mouse.move(point.x - 1, point.y - 1);
  await page.mouse.move(point.x, point.y);
  await page.waitForSelector(".tooltip:not([hidden])");
  return (await page.locator(".tooltip").textContent()) ?? "";
}

/**
 * Test staging on the server (never the person's path): play engine actions for a seat or edit the state, then
 * publish it as the room does after any change.
 */
/** The room's own queue of changes: staging waits its turn like any message, so it never meets a bot's save half-way. */
function inTurn<T>(room: TrickerionRoom, fn: () => Promise<T>): Promise<T> {
  return (room as unknown as { serial<R>(f: () => Promise<R>): Promise<R> }).serial(fn);
}

/** A staged action's events go out as the room sends a person's (pages number the story by them). */
function tell(room: TrickerionRoom, wire: unknown): void {
  (room as unknown as { tell(w: unknown): void }).tell(wire);
}

export async function stage(room: TrickerionRoom, fn: (game: GameState) => GameState): Promise<void> {
  await inTurn(room, async () => {
    room.table.game = fn(room.table.game!);
    await (room as unknown as { afterChange(): Promise<void> }).afterChange();
  });
}

/**
 * Several staging steps as one turn of the room's queue (no bot moves in between, so decisions read from the
 * state stay true), then one published change.
 */
export async function staging(
  room: TrickerionRoom,
  steps: (
    act: (seat: number, action: Action) => Promise<void>,
    set: (fn: (game: GameState) => GameState) => void,
  ) => Promise<void>,
): Promise<void> {
  await inTurn(room, async () => {
    await steps(
      async (seat, action) => {
        const r = await room.table.act(seat, action);
        if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
        tell(room, r.wire);
      },
      (fn) => {
        room.table.game = fn(room.table.game!);
      },
    );
    await (room as unknown as { afterChange(): Promise<void> }).afterChange();
  });
}

export async function serverAct(room: TrickerionRoom, seat: number, action: Action): Promise<void> {
  await inTurn(room, async () => {
    const r = await room.table.act(seat, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    tell(room, r.wire);
    await (room as unknown as { afterChange(): Promise<void> }).afterChange();
  });
}

export async function rendered(page: Page, fn: () => unknown): Promise<void> {
  await andWait(page, async () => {
    await fn();
  });
}

/** Runs `act`, then waits until the board has been drawn again (also for choices that stay on the page). */
export async function andDraw(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => Number(document.body.dataset.boardDraws ?? 0));
  await act();
  await page.waitForFunction((n) => Number(document.body.dataset.boardDraws ?? 0) > n, before, { timeout: 30_000 });
}

/**
 * Until the board is idle at the table's state: the story (shows, notes) has played, any End Turn summary a person
 * would close is closed, the board is drawn, and `ready` (if given) holds on the page. On a busy machine the board
 * can still be telling the previous turn's story well after the server moved on.
 */
export async function untilBoardIdle(page: Page, ready: () => boolean = () => true, timeoutMs = 60_000): Promise<void> {
  const summary = page.locator("#turn-summary:not([hidden]) button");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rest = await page.evaluate(() => document.body.dataset.boardReady === "true" && !document.body.dataset.show);
    if (rest && (await page.evaluate(ready))) return;
    if (Date.now() > deadline) throw new Error("the board did not come to rest at the table's state");
    if (await summary.count())
      await summary
        .first()
        .click()
        .catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

/** Staging: both skip advertising, Anna plans `plan`, the bot plans nothing; Anna places first. */
export async function toPlacement(
  page: Page,
  room: TrickerionRoom,
  plan: Record<string, "downtown" | "market_row" | "workshop" | "theater">,
): Promise<void> {
  await rendered(page, () =>
    staging(room, async (act, set) => {
      // The bot may have decided already (it plays as soon as it may): only what is still to do is done here.
      while (room.table.game!.phase === "advertise") {
        const seat = room.table.game!.initiative[room.table.game!.cursor]!;
        await act(seat, { type: "skipAdvertise" });
      }
      if (!room.table.game!.players[1]!.confirmed) await act(1, { type: "confirmAssignments" });
      for (const [character, location] of Object.entries(plan))
        await act(0, { type: "assign", character: character as "magician", location });
      await act(0, { type: "confirmAssignments" });
      // Anna first in initiative, so she places first.
      set((s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
    }),
  );
}
