import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { GameState } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { tableFromLanding, useBrowserHarness } from "./harness";
import { andWait } from "./uiPlayer";
import { rendered, stage, staging } from "./boardDriver";

// A player who uses the keyboard only: Tab into the board, arrow keys and N between pieces, Enter to act, the
// pop-over's buttons by keyboard, Escape back to the piece. No mouse click anywhere after the table is open.

type Hook = { trickerionBoard: { focused(): string | null } };
const focused = (page: Page): Promise<string | null> =>
  page.evaluate(() => (window as unknown as Hook).trickerionBoard.focused());
const onCanvas = (page: Page): Promise<boolean> => page.evaluate(() => document.activeElement?.tagName === "CANVAS");
const spoken = (page: Page): Promise<string> =>
  page.evaluate(() => document.getElementById("board-focus")?.textContent ?? "");

/** Presses Tab until the board's canvas has the keyboard (a person tabbing through the page). */
async function tabIntoBoard(page: Page): Promise<number> {
  for (let n = 1; n <= 60; n++) {
    await page.keyboard.press("Tab");
    if (await onCanvas(page)) return n;
  }
  throw new Error("Tab never reached the board");
}

/** Presses `key` until the keyboard is on `target` (bounded: the key must get there). */
async function pressUntil(page: Page, key: string, target: string | RegExp, max = 60): Promise<string> {
  const seen: (string | null)[] = [];
  for (let i = 0; i < max; i++) {
    const at = await focused(page);
    if (at !== null && (typeof target === "string" ? at === target : target.test(at))) return at;
    if (!seen.includes(at)) seen.push(at);
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target} (went over ${seen.join(", ")})`);
}

/**
 * White pixels in and just around the focused piece's box, from a screenshot (what a person sees): the ring is
 * white on black, and nothing else on the board is pure white.
 */
async function whiteAroundFocus(
  page: Page,
  box?: { x: number; y: number; width: number; height: number },
): Promise<{ white: number; box: { x: number; y: number; width: number; height: number } }> {
  const b =
    box ??
    (await page.evaluate(() =>
      (
        window as unknown as {
          trickerionBoard: { focusedBox(): { x: number; y: number; width: number; height: number } | null };
        }
      ).trickerionBoard.focusedBox(),
    ));
  if (!b) throw new Error("no focused piece");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const pad = 12;
  const png = await page.screenshot({
    clip: { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad },
  });
  const white = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i]! >= 245 && d[i + 1]! >= 245 && d[i + 2]! >= 245) n++;
    return n;
  }, png.toString("base64"));
  return { white, box: b };
}

describe("the board by keyboard alone", () => {
  const harness = useBrowserHarness({ seed: 4242, botDelayMs: 0 });

  it("plans a character on the board, places it on a lit slot and takes coins from a die: keys only", {
    timeout: 240_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    // Staging (not the person's path): both skip advertising; Anna is first in initiative.
    await rendered(page, () =>
      staging(room, async (act, set) => {
        while (room.table.game!.phase === "advertise")
          await act(room.table.game!.initiative[room.table.game!.cursor]!, { type: "skipAdvertise" });
        set((s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
      }),
    );
    await page.waitForSelector("body[data-phase=assignment]");

    // Planning: Tab into the board; N goes to the first thing Anna can do (a character at home takes a card).
    const tabs = await tabIntoBoard(page);
    expect(tabs).toBeGreaterThan(0);
    await pressUntil(page, "n", "apprentice:magician");
    expect(await spoken(page)).toMatch(/Magician/);
    await page.keyboard.press("Enter");
    await page.waitForSelector(".piece-menu:not([hidden])");
    expect(await page.evaluate(() => !!document.activeElement?.closest(".piece-menu"))).toBe(true);
    await saveScreenshot(page, "keyboard-plan-menu");
    // Escape closes the pop-over and the keyboard is back on the piece.
    await page.keyboard.press("Escape");
    expect(await page.locator(".piece-menu").isHidden()).toBe(true);
    expect(await onCanvas(page)).toBe(true);
    expect(await focused(page)).toBe("apprentice:magician");
    // Enter again, then down the pop-over's buttons to "Give the Downtown card" and Enter.
    await page.keyboard.press("Enter");
    await page.waitForSelector(".piece-menu:not([hidden])");
    for (let i = 0; i < 8; i++) {
      const label = await page.evaluate(() => document.activeElement?.textContent ?? "");
      if (/Give the Downtown card/.test(label)) break;
      await page.keyboard.press("Tab");
    }
    await andWait(page, () => page.keyboard.press("Enter"));
    expect(room.table.game!.players[0]!.characters.magician.card).toBe("downtown");
    expect(await onCanvas(page)).toBe(true);
    // Confirming the plan is in the panel: Shift+Tab / Tab out of the board to its button.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      if (/Confirm plan/.test(await page.evaluate(() => document.activeElement?.textContent ?? ""))) break;
    }
    await andWait(page, () => page.keyboard.press("Enter"));
    // The bot has planned (it plays at once); Anna is first in initiative, so she places first.
    await page.waitForSelector("body[data-phase=placement][data-my-turn=true]");
    await page.waitForSelector("body[data-phase=placement]");
    await rendered(page, () => stage(room, (s) => ({ ...s, dice: { ...s.dice, bank_A: 3, bank_B: 6 } })));

    // Placement: back into the board; N finds a lit Downtown slot, the arrows move along the row.
    await tabIntoBoard(page);
    await pressUntil(page, "n", "slot:downtown-1");
    // Right: the next open slot (with two players the middle ones are closed and skipped).
    await page.keyboard.press("ArrowRight");
    expect(await focused(page)).toBe("slot:downtown-4");
    await page.keyboard.press("ArrowLeft");
    expect(await focused(page)).toBe("slot:downtown-1");
    expect(await spoken(page)).toMatch(/place your Magician here.*Enter to choose/s);
    await saveScreenshot(page, "keyboard-focus-slot");
    // The ring: at least one full white line around the slot, gone when the keyboard leaves the board.
    const ring = await whiteAroundFocus(page);
    await page.keyboard.press("Tab");
    const without = await whiteAroundFocus(page, ring.box);
    expect(ring.white - without.white).toBeGreaterThan(2 * (ring.box.width + ring.box.height));
    await page.keyboard.press("Shift+Tab");
    expect(await onCanvas(page)).toBe(true);
    expect(await focused(page)).toBe("slot:downtown-1");
    await andWait(page, () => page.keyboard.press("Enter"));
    expect(room.table.game!.placement).toMatchObject({ seat: 0, slot: "downtown-1" });
    // The keyboard stays on the slot, which now says who stands there.
    expect(await focused(page)).toBe("slot:downtown-1");
    await expect.poll(() => spoken(page)).toMatch(/Anna's Magician/);

    // A die: the arrows go up from the slots to the dice, N to the next one that can act.
    await page.keyboard.press("ArrowUp");
    expect(await focused(page)).toMatch(/^die:/);
    await pressUntil(page, "n", "die:bank_A", 30);
    await saveScreenshot(page, "keyboard-focus-die");
    await page.keyboard.press("Enter");
    await page.waitForSelector(".piece-menu:not([hidden])");
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/Take 3 coins/);
    const coins = room.table.game!.players[0]!.coins;
    await andWait(page, () => page.keyboard.press("Enter"));
    expect(room.table.game!.players[0]!.coins).toBe(coins + 3);
    expect(await onCanvas(page)).toBe(true);

    // "?" opens the keyboard help, Escape closes it.
    await page.keyboard.press("?");
    await page.waitForSelector("#keys-help[open]");
    expect(await page.locator("#keys-help").innerText()).toMatch(/Arrow keys/);
    await saveScreenshot(page, "keyboard-help");
    await page.keyboard.press("Escape");
    expect(await page.locator("#keys-help").isVisible()).toBe(false);
    // In Spanish: the help and the board's name for screen readers.
    await page.selectOption("#language", "es");
    // Spanish is a chunk of its own, fetched on the first switch (docs/i18n.md): the page switches once it has come.
    await page.waitForSelector("html[lang=es]");
    await page.locator("#keys-help-open").press("Enter");
    await page.waitForSelector("#keys-help[open]");
    expect(await page.locator("#keys-help h2").innerText()).toBe("Jugar con el teclado");
    expect(await page.locator("#keys-help").innerText()).toMatch(/Flechas/);
    expect(await page.locator("#board canvas").getAttribute("aria-label")).toMatch(/^Tablero de juego/);
    await saveScreenshot(page, "keyboard-help-es");
    await page.keyboard.press("Escape");
    await page.selectOption("#language", "en"); // the choice is remembered on this browser profile
    await page.close();
  });

  it("sets up a trick in the Theater: the trick card, a lit card space, the set-up pop-over; keys only", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByLabel("Players").selectOption("2");
    await page.getByRole("button", { name: "New table" }).click();
    await page.getByRole("button", { name: "Add bot" }).click();
    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    const room = server.colyseus.getRoomById<TrickerionRoom>(
      (await page.getByTestId("table-code").textContent())!.trim(),
    );
    // Staging: Anna's Apprentice stands backstage in the Theater with 2 AP (placing by keys is the test above).
    await rendered(page, () =>
      staging(room, async (act, set) => {
        while (room.table.game!.phase === "advertise")
          await act(room.table.game!.initiative[room.table.game!.cursor]!, { type: "skipAdvertise" });
        if (!room.table.game!.players[1]!.confirmed) await act(1, { type: "confirmAssignments" });
        await act(0, { type: "assign", character: "apprentice1", location: "theater" });
        await act(0, { type: "confirmAssignments" });
        set((s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
        await act(0, { type: "place", character: "apprentice1", slot: "theater-friday-1" });
        set((s: GameState) => ({ ...s, placement: { ...s.placement!, ap: 2 } }));
      }),
    );
    const trick = room.table.game!.players[0]!.tricks[0]!.id;
    await tabIntoBoard(page);
    // The trick card: Enter, then the pop-over's "Choose this trick…".
    await pressUntil(page, "n", `trick:${trick}`);
    await page.keyboard.press("Enter");
    await page.waitForSelector(".piece-menu:not([hidden])");
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/Choose this trick/);
    await page.keyboard.press("Enter");
    expect(await onCanvas(page)).toBe(true);
    // N reaches the card spaces the trick may go to; Enter aims the set-up there and opens its pop-over.
    const space = await pressUntil(page, "n", /^space:0:/);
    await page.keyboard.press("Enter");
    await page.waitForSelector(".piece-menu:not([hidden])");
    await saveScreenshot(page, "keyboard-setup-menu");
    for (
      let i = 0;
      i < 6 && !/Set up here/.test(await page.evaluate(() => document.activeElement?.textContent ?? ""));
      i++
    )
      await page.keyboard.press("Tab");
    await andWait(page, () => page.keyboard.press("Enter"));
    expect(room.table.game!.theaterCards[0]!.markers[space.split(":")[2]!]).toMatchObject({ seat: 0, trick });
    expect(await onCanvas(page)).toBe(true);
    await page.close();
  });
});
