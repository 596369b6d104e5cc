import type { Action, GameState } from "../../shared/engine";
import type { HintReply, TableConnection } from "../net/TableConnection";
import type { BoardScene } from "../board/BoardScene";
import { hintKeys } from "../board/hintGlow";
import { actionLabel } from "./actionText";
import { language, refusalText, t } from "../i18n";

/**
 * The hint beside the action panel (tables with hints on, the viewer's own move): a button asks the server what the
 * strong bot would do from this seat's view; the answer is shown in words, with its one-line reason, and its piece
 * lit on the board (or its entry in the panel when it has no piece). It is never played: the person decides.
 */
export class HintPanel {
  /** The position the shown (or asked) hint is about: the viewer and their legal moves. */
  private key = "";
  private asking = false;

  constructor(
    private readonly host: HTMLElement,
    private readonly connection: TableConnection,
    private readonly scene: BoardScene,
  ) {}

  /** After every snapshot: offers the hint on the viewer's own move, and drops one the game moved past. */
  update(enabled: boolean, game: GameState, viewer: number | null, legal: readonly Action[], myMove: boolean): void {
    // The language is part of the key: after a switch the button is drawn again in the new words (a shown answer
    // goes with it; asking again tells it in the new language).
    const key = enabled && viewer !== null && myMove ? JSON.stringify([language(), viewer, game.phase, legal]) : "";
    if (key === this.key) return;
    this.key = key;
    this.asking = false;
    this.clearLight();
    this.host.classList.remove("answered");
    if (!key) {
      this.host.hidden = true;
      this.host.replaceChildren();
      return;
    }
    this.host.hidden = false;
    const ask = document.createElement("button");
    ask.type = "button";
    ask.className = "hint-ask";
    ask.textContent = t("botplay.hint.ask");
    ask.title = t("botplay.hint.askTitle");
    ask.addEventListener("click", () => void this.ask(viewer!, game, key));
    this.host.replaceChildren(ask);
  }

  private async ask(seat: number, game: GameState, key: string): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    const line = document.createElement("p");
    line.className = "hint-line";
    line.setAttribute("role", "status");
    line.textContent = t("botplay.hint.thinking");
    this.host.classList.add("answered");
    this.host.replaceChildren(line);
    let reply: HintReply;
    try {
      reply = await this.connection.hint(seat);
    } catch (e) {
      reply = { ok: false, code: "HINT_FAILED", message: (e as Error)?.message ?? "" };
    }
    if (key !== this.key) return; // the game moved on while the bot thought: this hint is about the past
    this.asking = false;
    this.show(reply, seat, game, key);
  }

  private show(reply: HintReply, seat: number, game: GameState, key: string): void {
    const parts: HTMLElement[] = [];
    const line = document.createElement("p");
    line.className = "hint-line";
    line.setAttribute("role", "status");
    parts.push(line);
    if (!reply.ok) {
      line.textContent = refusalText(reply);
    } else if (!reply.action) {
      line.textContent = t("botplay.hint.nothing");
    } else {
      line.textContent = t("botplay.hint.would", { action: actionLabel(reply.action, game) });
      const why = document.createElement("p");
      why.className = "hint-reason note";
      why.textContent = t(`bots.reason.${reply.reason.code}`, {
        fame: reply.reason.fame,
        percent: reply.reason.percent,
      });
      parts.push(why);
      this.scene.hint.show(hintKeys(reply.action, seat));
      this.scene.invalidate();
      if (this.scene.hint.target()) {
        const lit = document.createElement("p");
        lit.className = "note";
        lit.textContent = t("botplay.hint.lit");
        parts.push(lit);
      } else {
        // No piece on the board for it (Advertise, a plan step): the panel's own entry is lit instead.
        document.querySelector(`#actions [data-type="${reply.action.type}"]`)?.classList.add("hinted");
      }
    }
    const close = document.createElement("button");
    close.type = "button";
    close.className = "hint-close";
    close.textContent = t("botplay.hint.close");
    close.addEventListener("click", () => {
      this.clearLight();
      this.host.classList.remove("answered");
      this.key = "";
      this.update(true, game, seat, [], false); // hidden until the next position
      this.key = key; // the same position does not offer the button again at once
    });
    parts.push(close);
    this.host.replaceChildren(...parts);
  }

  private clearLight(): void {
    this.scene.hint.clear();
    this.scene.invalidate();
    for (const el of document.querySelectorAll("#actions .hinted")) el.classList.remove("hinted");
  }
}
