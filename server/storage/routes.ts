import type express from "express";
import { MAX_TABLE_CODE_LENGTH, TABLE_CODE_LENGTH } from "../rooms/tableCode";
import type { GameStore } from "./GameStore";
import type { AdviceDesk } from "../bots/advice";
import { clientAddress } from "../http/clientAddress";

// Codes grow longer when the short ones get crowded (tableCode.ts).
const CODE = new RegExp(`^[A-Za-z2-9]{${TABLE_CODE_LENGTH},${MAX_TABLE_CODE_LENGTH}}$`);

/**
 * Finished games for the client: the list, one game's summary, and its engine record (the replay
 * viewer steps through it with the engine's `replayRecord(record, { at })`). Only finished games
 * are served: a running game's seed and log would reveal what is hidden.
 */
export function addGameRoutes(app: express.Application, store: GameStore, advice?: AdviceDesk): void {
  app.get("/api/games", async (_req, res) => {
    try {
      res.json(await store.finishedGames());
    } catch (e) {
      console.error(`Storage: cannot list the finished games: ${(e as Error).message}`);
      res.status(503).json({ error: "the finished games cannot be listed right now" });
    }
  });

  app.get("/api/games/:code", async (req, res) => {
    const code = codeOf(req, res);
    if (!code) return;
    let game;
    try {
      game = await store.finishedGame(code);
    } catch (e) {
      console.error(`Storage: finished game ${code}: ${(e as Error).message}`);
      return void res.status(503).json({ error: `the game ${code} cannot be read right now` });
    }
    if (!game) return void res.status(404).json({ error: `no finished game with code ${code}` });
    res.json(game);
  });

  app.get("/api/games/:code/record", async (req, res) => {
    const code = codeOf(req, res);
    if (!code) return;
    let record;
    try {
      record = await store.finishedRecord(code);
    } catch (e) {
      console.error(`Storage: finished game ${code}: its record cannot be read: ${(e as Error).message}`);
      return void res.status(500).json({ error: `the record of ${code} is damaged and cannot be read` });
    }
    if (!record) return void res.status(404).json({ error: `no finished game with code ${code}` });
    res.setHeader("Content-Disposition", `attachment; filename="trickerion-${code}.json"`);
    res.json(record);
  });

  // The look back's advice in the replay viewer (server/bots/advice.ts). Whoever opens a finished game's replay
  // sees it as a spectator does: any seat's advice (the game is over and public), limited per address.
  if (advice)
    app.get("/api/games/:code/advice/:seat", async (req, res) => {
      const code = codeOf(req, res);
      if (!code) return;
      const seat = /^[0-9]$/.test(String(req.params.seat)) ? Number(req.params.seat) : -1;
      let record;
      try {
        record = await store.finishedRecord(code);
      } catch (e) {
        console.error(`Storage: finished game ${code}: its record cannot be read: ${(e as Error).message}`);
        return void res.status(500).json({ code: "ADVICE_FAILED", message: `the record of ${code} cannot be read` });
      }
      if (!record)
        return void res.status(404).json({ code: "GAME_NOT_OVER", message: `no finished game with code ${code}` });
      const answer = await advice.ask(clientAddress(req, 0), code, { ...record, finished: true }, seat, new Set());
      if (answer.ok) return void res.set("Cache-Control", "no-store").json(answer);
      const status = { TOO_MANY_ADVICE: 429, ADVICE_FAILED: 503 }[answer.error.code as string] ?? 400;
      res.status(status).json(answer.error);
    });
}

/** The table code from the path, upper-cased; answers 400 and returns null when it is not one. */
function codeOf(req: express.Request, res: express.Response): string | null {
  const raw = String(req.params.code ?? "");
  if (!CODE.test(raw)) {
    res.status(400).json({
      error: `"${raw.slice(0, 20)}" is not a table code (${TABLE_CODE_LENGTH} to ${MAX_TABLE_CODE_LENGTH} letters and digits)`,
    });
    return null;
  }
  return raw.toUpperCase();
}
