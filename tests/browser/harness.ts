import { afterAll, beforeAll } from "vitest";
import type { RoomSettings } from "../../server/rooms/TrickerionRoom";
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
