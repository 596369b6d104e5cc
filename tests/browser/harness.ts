import { afterAll, beforeAll } from "vitest";
import type { Page } from "playwright-core";
import type { RoomSettings, TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { startTestServer, type TestServer } from "../support/testServer";
import { openBrowser, type BrowserSession } from "./browser";

/** A test server and a Chromium profile for one browser test file, opened before and closed after. */
export interface BrowserHarness {
  readonly server: TestServer;
  readonly browser: BrowserSession;
}

/** Call at the top of a `describe`: starts the server and the browser for its tests. */
export function useBrowserHarness(
  roomSettings: Partial<RoomSettings> = {},
  /** The server's own options, e.g. a bot pool with a real budget (the test server's bots search 5 ms). */
  serverOptions: Parameters<typeof startTestServer>[1] = {},
): BrowserHarness {
  let server: TestServer | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    server = await startTestServer(roomSettings, serverOptions);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("the test server is not started yet");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is not open yet");
      return browser;
    },
  };
}

/**
 * Anna (seat 0) against a bot at a quick-start 2-player table, made and started from the landing page by clicks as a
 * person would, the page in English at 1536×864; the board drawn, in the Advertise phase of turn 1.
 */
export async function tableFromLanding(harness: BrowserHarness): Promise<{ page: Page; room: TrickerionRoom }> {
  const { server, browser } = harness;
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
  await page.goto(server.url);
  await page.getByLabel("Your name").fill("Anna");
  await page.getByLabel("Players").selectOption("2");
  await page.getByRole("button", { name: "New table" }).click();
  await page.getByRole("button", { name: "Add bot" }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.waitForSelector("body[data-board-ready=true]");
  const code = (await page.getByTestId("table-code").textContent())!.trim();
  return { page, room: server.colyseus.getRoomById<TrickerionRoom>(code) };
}
