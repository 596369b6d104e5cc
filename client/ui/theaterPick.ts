import { touchOnly } from "../layout/pointer";
import type { Action } from "../../shared/engine";
import type { Anchor, BoardEvents, BoardModel } from "../board/model";
import {
  effectivePick,
  facingsAt,
  NO_PICK,
  pickAction,
  pickLinks,
  rewardsFor,
  type PieceChoice,
  type TheaterPick,
} from "../board/pieces";
import { amount, t } from "../i18n";
import { trickName } from "./actionText";
import type { PieceMenu } from "./pieceMenu";

/**
 * The Theater set-up / reschedule a person prepares on the board before sending it: the trick or the marker
 * picked, the performance-card space aimed at, the marker's facing and each link's reward. It lives on the page
 * only (nothing is sent until "Set up here"), belongs to one placement and one set of legal actions, and redraws
 * the board alone while it changes.
 */
export class TheaterPicker {
  /** The pick now (drawn by the board as a preview). */
  pick: TheaterPick = NO_PICK;
  /** The placement and legal actions the pick belongs to: anything else resets it. */
  private pickFor = "";
  /** Where the set-up pop-over opens (the clicked space). */
  private anchor: Anchor | null = null;
  /** The last drawn model and its events, to redraw the board alone. */
  private model: BoardModel | null = null;
  private events: BoardEvents | null = null;

  constructor(
    /** The board (BoardOnDemand): before it is made, a redraw is only remembered and no piece has a point. */
    private readonly scene: {
      draw(model: BoardModel, events: BoardEvents): void;
      pieceBottom(key: string): Anchor | null;
      piecePoint(key: string): Anchor | null;
    },
    private readonly menu: PieceMenu,
    /** Told each pick made on the board, so the side panel's choices of the same action show it too. */
    private readonly picked: (pick: TheaterPick) => void = () => {},
  ) {}

  /** A new snapshot: keeps the pick if it still belongs to the same placement and legal actions (`key`), else drops it. */
  follow(key: string): void {
    if (key === this.pickFor) return;
    this.pickFor = key;
    this.pick = NO_PICK;
    this.menu.close();
  }

  /** The board drew `model` with `events`: later redraws start from them; an aimed pick gets its pop-over again. */
  drawn(model: BoardModel, events: BoardEvents): void {
    this.model = model;
    this.events = events;
    if (this.pick.target) this.showSetupMenu();
  }

  /** The pick is over (an action was sent). */
  clear(): void {
    this.pick = NO_PICK;
  }

  /** A trick marker on a performance card was clicked: pick it to move (again: drop it). */
  marker(card: number, slot: string): void {
    this.pick =
      this.pick.from?.card === card && this.pick.from.slot === slot ? NO_PICK : { ...NO_PICK, from: { card, slot } };
    this.menu.close();
    this.redraw();
  }

  /** A trick of the seat's own was chosen to set up. */
  trick(trick: NonNullable<TheaterPick["trick"]>): void {
    this.pick = { ...NO_PICK, trick };
    this.redraw();
  }

  /** A performance-card space was clicked: aim the set-up there, or turn it when it is aimed there already. */
  space(card: number, slot: string): void {
    const model = this.model;
    if (!model) return;
    const pick = effectivePick(model, this.pick);
    if (pick.target?.card === card && pick.target.slot === slot) {
      this.rotate(1);
      return;
    }
    const facings = facingsAt(model, pick, card, slot);
    if (!facings.length) return;
    this.pick = { ...pick, target: { card, slot }, facing: facings[0]!, rewards: [] };
    this.redraw();
  }

  /** Turns the previewed marker to its next legal orientation (R, Shift+R, or the pop-over's Turn). */
  rotate(step: 1 | -1): void {
    const model = this.model;
    const target = this.pick.target;
    if (!model || !target || !this.pick.facing) return;
    const facings = facingsAt(model, this.pick, target.card, target.slot);
    const i = facings.indexOf(this.pick.facing);
    this.pick = { ...this.pick, facing: facings[(i + step + facings.length) % facings.length]!, rewards: [] };
    this.redraw();
  }

  /** Redraws the board alone (the page's own set-up choice changed; the game did not). */
  private redraw(): void {
    this.picked(this.pick);
    if (!this.model || !this.events) return;
    this.model = { ...this.model, pick: this.pick };
    this.scene.draw(this.model, this.events);
    if (this.pick.target) {
      // The zoomed card's space when there is one (drawn last, so its point wins).
      this.anchor =
        this.scene.pieceBottom("zoom") ??
        this.scene.piecePoint(`space:${this.pick.target.card}:${this.pick.target.slot}`) ??
        this.anchor;
      this.showSetupMenu();
    } else this.menu.close();
  }

  /** The set-up pop-over at the aimed space: turn, choose each link's reward, confirm or cancel. */
  private showSetupMenu(): void {
    const model = this.model;
    const pick = this.pick;
    if (!model || !pick.target || !pick.facing) return;
    const action = pickAction(model, pick);
    if (!action) return;
    const links = pickLinks(model, pick);
    const facings = facingsAt(model, pick, pick.target.card, pick.target.slot);
    const extra = action.type === "setUpTrick" ? this.rewardRows(model, action, pick) : [];
    const trick =
      action.type === "setUpTrick"
        ? action.trick
        : model.game.theaterCards[pick.from!.card]?.markers[pick.from!.slot]?.trick;
    const choice: PieceChoice = {
      title: t(action.type === "setUpTrick" ? "setup.titleSetUp" : "setup.titleMove", {
        trick: trick ? trickName(trick) : t("setup.theMarker"),
        facing: t(`setup.facing.${pick.facing}`),
      }),
      lines: links.length
        ? links.map((l, i) => t("setup.link", { n: i + 1, text: l.text }))
        : [action.type === "setUpTrick" ? t("setup.noLink") : t("setup.movePaysNothing")],
      items: [
        ...(facings.length > 1
          ? [{ label: t(touchOnly() ? "setup.turnTouch" : "setup.turn"), run: () => this.rotate(1) }]
          : []),
        {
          label: action.type === "setUpTrick" ? t("setup.setUpHere") : t("setup.moveHere"),
          cost: amount("ap", 1),
          action,
        },
        {
          label: t("setup.cancel"),
          run: () => ((this.pick = { ...this.pick, target: null, facing: null, rewards: [] }), this.redraw()),
        },
      ],
      reason: null,
    };
    this.menu.show(`setup:${pick.target.card}:${pick.target.slot}`, this.anchor ?? { x: 0, y: 0 }, choice, extra);
  }

  /** One row per link of the set-up: its reward, Fame or coins (RULES: the Theater's links). */
  private rewardRows(
    model: BoardModel,
    action: Extract<Action, { type: "setUpTrick" }>,
    pick: TheaterPick,
  ): HTMLElement[] {
    return action.rewards.map((r, i) => {
      const row = document.createElement("div");
      row.className = "rewards";
      row.append(t("setup.linkLabel", { n: i + 1 }));
      for (const choice of ["fame", "coins"] as const) {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = t(`actionText.reward.${choice}`);
        b.setAttribute("aria-pressed", String(r === choice));
        b.addEventListener("click", () => {
          const rewards = rewardsFor(model, action.trick, action.card, action.slot, action.facing, pick.rewards);
          rewards[i] = choice;
          this.pick = { ...this.pick, rewards };
          this.redraw();
        });
        row.append(b);
      }
      return row;
    });
  }
}
