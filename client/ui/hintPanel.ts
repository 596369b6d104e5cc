import type { Action, GameState } from "../../shared/engine";
import type { HintReply, TableConnection } from "../net/TableConnection";
import type { BoardScene } from "../board/BoardScene";
import { hintKeys } from "../board/hintKeys";
import { onLanguageChange, t } from "../i18n";

/**
 * The code that words a hint, with the reasons' words (hintWords.ts, botReasons.ts): fetched when a hint is first
 * asked for, beside the server's answer (a search of up to a second), so no table's first board carries it and the
 * click shows "thinking" at once as before (issue 30). A failed fetch may be tried again.
 */
type Wording = typeof import("./hintWords");
let wordingCode: Promise<Wording> | null = null;
function loadWording(): Promise<Wording> {
  wordingCode ??= import("./hintWords").catch((error: unknown) => {
    wordingCode = null;
    throw error;
  });
  return wordingCode;
}

/**
 * The hint beside the action panel (tables with hints on, the viewer's own move): a button asks the server what the
 * strong bot would do from this seat's view; the answer is shown in words, with its one-line reason, and its piece
 * lit on the board (or its entry in the panel when it has no piece). It is never played: the person decides.
 */
/** What the panel shows, as data: its words are made from it at each drawing, in the reader's language then. */
type HintState =
  | { kind: "ask" }
  | { kind: "thinking" }
  | { kind: "shown"; reply: HintReply; game: GameState; lit: boolean; wording: Wording };

export class HintPanel {
  /** The position the shown (or asked) hint is about: the viewer and their legal moves. */
  private key = "";
  private asking = false;
  private state: HintState | null = null;
  private seat = 0;
  private game: GameState | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly connection: TableConnection,
    /** The board once made (null before: a phone's first screen); the hint's piece is lit there. */
    private readonly scene: () => BoardScene | null,
  ) {
    // Another language: the same hint in the new words (the answer is kept as data, not as text).
    onLanguageChange(() => this.draw());
  }

  /** After every snapshot: offers the hint on the viewer's own move, and drops one the game moved past. */
  update(enabled: boolean, game: GameState, viewer: number | null, legal: readonly Action[], myMove: boolean): void {
    const key = enabled && viewer !== null && myMove ? JSON.stringify([viewer, game.phase, legal]) : "";
    if (key === this.key) return;
    this.key = key;
    this.asking = false;
    this.clearLight();
    this.seat = viewer ?? 0;
    this.game = game;
    this.state = key ? { kind: "ask" } : null;
    this.draw();
  }

  /** Draws the state in the reader's language now. */
  private draw(): void {
    const state = this.state;
    this.host.classList.toggle("answered", state !== null && state.kind !== "ask");
    if (!state) {
      this.host.hidden = true;
      this.host.replaceChildren();
      return;
    }
    this.host.hidden = false;
    if (state.kind === "ask") {
      const ask = document.createElement("button");
      ask.type = "button";
      ask.className = "hint-ask";
      ask.textContent = t("botplay.hint.ask");
      ask.title = t("botplay.hint.askTitle");
      const key = this.key;
      ask.addEventListener("click", () => void this.ask(this.seat, key));
      this.host.replaceChildren(ask);
      return;
    }
    const line = document.createElement("p");
    line.className = "hint-line";
    line.setAttribute("role", "status");
    if (state.kind === "thinking") {
      line.textContent = t("botplay.hint.thinking");
      this.host.replaceChildren(line);
      return;
    }
    const parts: HTMLElement[] = [line];
    const words = state.wording.hintWords(state.reply, state.game);
    line.textContent = words.line;
    if (words.does !== undefined) {
      const does = document.createElement("p");
      does.className = "hint-does note";
      does.textContent = words.does;
      parts.push(does);
    }
    if (words.reason !== undefined) {
      const why = document.createElement("p");
      why.className = "hint-reason note";
      why.textContent = words.reason;
      parts.push(why);
      if (state.lit) {
        const lit = document.createElement("p");
        lit.className = "note";
        lit.textContent = t("botplay.hint.lit");
        parts.push(lit);
      }
    }
    const close = document.createElement("button");
    close.type = "button";
    close.className = "hint-close";
    close.textContent = t("botplay.hint.close");
    close.addEventListener("click", () => {
      this.clearLight();
      // Hidden until the next position: the same position does not offer the button again at once.
      this.state = null;
      this.draw();
    });
    parts.push(close);
    this.host.replaceChildren(...parts);
  }

  private async ask(seat: number, key: string): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    const game = this.game!;
    this.state = { kind: "thinking" };
    this.draw();
    const asked = this.connection
      .hint(seat)
      .catch((e: unknown): HintReply => ({ ok: false, code: "HINT_FAILED", message: (e as Error)?.message ?? "" }));
    let reply: HintReply;
    let wording: Wording;
    try {
      [reply, wording] = await Promise.all([asked, loadWording()]);
    } catch (error) {
      // Only the wording's code can fail here (the page lost its server): the button is offered again to retry.
      console.warn("[hint] its words could not be loaded", error);
      if (key !== this.key) return;
      this.asking = false;
      this.state = { kind: "ask" };
      this.draw();
      return;
    }
    if (key !== this.key) return; // the game moved on while the bot thought: this hint is about the past
    this.asking = false;
    let lit = false;
    if (reply.ok && reply.action) {
      const scene = this.scene();
      if (scene) {
        scene.hint.show(hintKeys(reply.action, seat));
        scene.invalidate();
        lit = scene.hint.target() !== null;
      }
      // No piece on the board for it (Advertise, a plan step): the panel's own entry is lit instead.
      if (!lit) document.querySelector(`#actions [data-type="${reply.action.type}"]`)?.classList.add("hinted");
    }
    this.state = { kind: "shown", reply, game, lit, wording };
    this.draw();
  }

  private clearLight(): void {
    const scene = this.scene();
    scene?.hint.clear();
    scene?.invalidate();
    for (const el of document.querySelectorAll("#actions .hinted")) el.classList.remove("hinted");
  }
}
