import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot, legalActions, type Action } from "../../shared/engine";
import type { TestServer } from "../support/testServer";
import { serverAct } from "./boardDriver";

// The set-up the Dark Alley browser tests share: a person opens a 2-player Dark Alley table with one bot from the
// landing page, then the moves up to a placement of theirs at the Dark Alley are staged on the server (fast).

/** Opens a 2-player Dark Alley table named for Anna with one bot, by the landing page's controls; returns its room. */
export async function openAlleyTableWithBot(page: Page, server: TestServer): Promise<TrickerionRoom> {
  await page.goto(server.url);
  await page.getByLabel("Your name").fill("Anna");
  await page.getByLabel("Players").selectOption("2");
  await page.getByLabel(/Quick start/).uncheck();
  await page.locator("#dark-alley").check();
  await page.getByRole("button", { name: "New table" }).click();
  await page.getByRole("button", { name: "Add bot" }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  const code = (await page.getByTestId("table-code").textContent())!.trim();
  const room = server.colyseus.getRoomById<TrickerionRoom>(code);
  if (!room.table.game?.alley) throw new Error("the table opened without the Dark Alley");
  return room;
}

/**
 * Seat 0 plans the Dark Alley card (A05) once a turn and places a character at the Dark Alley as soon as it may;
 * everything else it does as the greedy bot would. Returns once seat 0 acts at a Dark Alley slot.
 */
export async function stageSeatZeroAtAlley(room: TrickerionRoom): Promise<void> {
  let planned = -1;
  for (let i = 0; i < 3000; i++) {
    const g = room.table.game!;
    if (g.placement?.seat === 0 && g.placement.slot.startsWith("dark-alley")) return;
    if (g.phase === "gameOver") break;
    if (!activeSeats(g).includes(0)) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const legal = legalActions(g, 0);
    const toAlley = legal.find((a) => a.type === "place" && a.slot.startsWith("dark-alley"));
    // The Dark Alley card once per turn (planning it again would only move it to another character).
    const plan = planned === g.turn ? undefined : legal.find((a) => a.type === "assignAlley" && a.card === "A05");
    if (plan) planned = g.turn;
    const a: Action | null = toAlley ?? plan ?? greedyBot(g, 0);
    // A move that meets the bot's own move half-way is simply tried again.
    if (a) await serverAct(room, 0, a).catch(() => undefined);
  }
  throw new Error("seat 0 never reached the Dark Alley");
}
