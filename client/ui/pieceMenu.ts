import type { Action } from "../../shared/engine";
import type { Anchor } from "../board/model";
import type { MenuForm, MenuItem, PieceChoice } from "../board/pieces";
import { t } from "../i18n";
import { ruleLink } from "../rules/open";

/**
 * The small pop-over at a board piece: its choices with their costs (amount, bargain, face…), each a button;
 * what cannot be done is shown disabled with its reason. Escape or a click elsewhere closes it.
 */
export class PieceMenu {
  private readonly el: HTMLDivElement;
  /** The piece the open menu belongs to (null when closed). */
  key: string | null = null;
  /** Where the keyboard was when the menu opened (the board's canvas): it goes back there on close. */
  private returnTo: HTMLElement | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly act: (action: Action) => void,
    /**
     * A question to ask before an item's action is sent (lossQuestion.ts: a component returned, AP left unspent), or
     * null to send it at once: asked in the same pop-over, so the board and the side panel confirm alike.
     */
    private readonly ask: (action: Action) => PieceChoice | null = () => null,
  ) {
    this.el = document.createElement("div");
    this.el.className = "piece-menu";
    // A dialog, not a menu: it holds a title, lines of reasons and rules, toggles and buttons, where a menu may hold
    // only menu items (axe: aria-required-children, on the phone's board). Tab moves between its buttons.
    this.el.setAttribute("role", "dialog");
    this.el.setAttribute("aria-labelledby", "piece-menu-title");
    this.el.hidden = true;
    host.append(this.el);
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && !this.el.hidden) this.close();
    });
    document.addEventListener("pointerdown", (e) => {
      if (!this.el.hidden && !this.el.contains(e.target as Node) && (e.target as HTMLElement).tagName !== "CANVAS")
        this.close();
    });
    // A touch screen sends the tap's click after the touch ends, where the finger was: a pop-over opened by that
    // tap and drawn under the finger (a small board leaves no room beside the piece) would take it as a choice. A
    // real choice presses the pop-over first; a key press (Enter, Space) makes a click with no pointer (detail 0).
    this.el.addEventListener("pointerdown", () => (this.pressedSinceOpen = true), true);
    this.el.addEventListener(
      "click",
      (e) => {
        if (e.detail > 0 && !this.pressedSinceOpen) {
          e.stopPropagation();
          e.preventDefault();
        }
      },
      true,
    );
  }

  /** A pointer went down on the pop-over since it opened (see the ghost-click guard above). */
  private pressedSinceOpen = false;

  /** Where the pop-over was last opened: a question asked from it opens there too. */
  private anchor: Anchor = { x: 0, y: 0 };

  get open(): boolean {
    return !this.el.hidden;
  }

  show(key: string, anchor: Anchor, choice: PieceChoice, extra: HTMLElement[] = []): void {
    this.key = key;
    this.anchor = anchor;
    this.pressedSinceOpen = false;
    const from = document.activeElement as HTMLElement | null;
    if (from && from !== document.body && !this.el.contains(from)) this.returnTo = from;
    for (const t of this.host.querySelectorAll<HTMLElement>(".tooltip")) t.hidden = true;
    this.el.dataset.piece = key;
    const title = document.createElement("h4");
    title.id = "piece-menu-title";
    title.textContent = choice.title;
    const parts: HTMLElement[] = [title];
    for (const line of choice.lines) {
      const p = document.createElement("p");
      p.textContent = line;
      parts.push(p);
    }
    parts.push(...extra);
    if (choice.form) parts.push(...this.form(choice.form));
    for (const item of choice.items) parts.push(this.button(item));
    const close = document.createElement("button");
    close.type = "button";
    close.className = "menu-close";
    close.textContent = choice.dismiss ?? t("panel.close");
    close.addEventListener("click", () => this.close());
    parts.push(close);
    this.el.replaceChildren(...parts);
    this.el.hidden = false;
    this.place(anchor);
    this.el.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus({ preventScroll: true });
  }

  /** The question in place of the menu; its answers go straight to `act` (they are the answer, not asked again). */
  private showQuestion(key: string, question: PieceChoice): void {
    const items = question.items.map((i): MenuItem => {
      const action = i.action;
      return action ? { label: i.label, cost: i.cost, run: () => this.act(action) } : i;
    });
    this.show(key, this.anchor, { ...question, items });
  }

  close(): void {
    // Closed from inside (Escape, Close, a choice): the keyboard goes back to the piece it came from.
    const inside = this.el.contains(document.activeElement) || document.activeElement === document.body;
    const back = this.returnTo;
    this.returnTo = null;
    this.el.hidden = true;
    // A closed pop-over keeps none of its buttons: hidden copies of the last choices ("Place the Magician anyway")
    // were still matched by a script looking for the next pop-over's, and reported hidden until it opened.
    this.el.replaceChildren();
    this.key = null;
    if (inside && back?.isConnected) back.focus({ preventScroll: true });
  }

  private button(item: MenuItem): HTMLElement {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "menu-item";
    const label = document.createElement("span");
    label.textContent = item.label;
    b.append(label);
    if (item.cost) {
      const cost = document.createElement("span");
      cost.className = "cost";
      cost.textContent = item.cost;
      b.append(cost);
    }
    if (item.reason) {
      b.disabled = true;
      b.title = item.reason;
      const why = document.createElement("span");
      why.className = "reason";
      why.textContent = item.reason;
      b.append(why);
    }
    if (item.reason && item.rule) {
      // A disabled button takes no clicks, so the rule's link sits beside it.
      const row = document.createElement("div");
      row.className = "menu-refused";
      row.append(b, ruleLink(item.rule));
      return row;
    }
    b.addEventListener("click", () => {
      if (item.action) {
        const question = this.ask(item.action);
        if (question && this.key !== null) return this.showQuestion(this.key, question);
        this.close();
        this.act(item.action);
      } else if (item.run) {
        this.close();
        item.run();
      }
    });
    return b;
  }

  /**
   * Parameter rows (one toggle per value) and one confirm button for the action they pick. Every pick stays as the
   * person made it, as the panel's forms keep theirs (fieldChoices.ts): picks that go together in no legal action
   * leave the button saying so, with the engine's reason under it. A pick used to move the other rows to the
   * nearest legal action silently: a playtester chose 1 piece, then a bargain of 2 coins on a 2-coin Animal (a price
   * is never bargained to 0, RULES §6.2), and bought 2 Animals with the button they had read as "Buy 1" (playtest 8).
   * Only a value no legal action has at all is disabled.
   */
  private form(form: MenuForm): HTMLElement[] {
    const get = (a: Action, f: string): unknown => (a as Record<string, unknown>)[f];
    const picks = new Map(form.fields.map((f) => [f.name, get(form.actions[0]!, f.name)]));
    const matching = (): Action | undefined =>
      form.actions.find((a) => form.fields.every((f) => get(a, f.name) === picks.get(f.name)));
    const rows = form.fields.map((field) => {
      const row = document.createElement("div");
      row.className = "rewards";
      row.append(`${field.label}:`);
      return { field, row };
    });
    const confirm = document.createElement("button");
    confirm.type = "button";
    confirm.className = "menu-item primary";
    const refusal = document.createElement("p");
    refusal.className = "reason pick-refused";
    refusal.setAttribute("role", "status");
    confirm.addEventListener("click", () => {
      const chosen = matching();
      if (!chosen) return;
      this.close();
      this.act(chosen);
    });
    const draw = (): void => {
      for (const { field, row } of rows) {
        const buttons = field.values.map((v) => {
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = v.text;
          b.setAttribute("aria-pressed", String(picks.get(field.name) === v.value));
          b.disabled = !form.actions.some((a) => get(a, field.name) === v.value);
          b.addEventListener("click", () => {
            picks.set(field.name, v.value);
            draw();
          });
          return b;
        });
        row.replaceChildren(`${field.label}:`, ...buttons);
      }
      const chosen = matching();
      const label = document.createElement("span");
      const cost = document.createElement("span");
      cost.className = "cost";
      confirm.disabled = !chosen;
      if (chosen) {
        label.textContent = form.label(chosen);
        cost.textContent = form.cost(chosen);
      } else label.textContent = t("panel.notAsChosen");
      confirm.replaceChildren(label, cost);
      const attempt = { ...form.actions[0]!, ...Object.fromEntries(picks) } as Action;
      refusal.textContent = chosen ? "" : t("panel.pickRefused", { why: form.why(attempt) });
      refusal.hidden = !!chosen;
    };
    draw();
    return [...rows.map((r) => r.row), confirm, refusal];
  }

  /** Below the piece, kept inside the board. */
  private place(anchor: Anchor): void {
    const host = this.host.getBoundingClientRect();
    const w = this.el.offsetWidth;
    const h = this.el.offsetHeight;
    let x = anchor.x - host.left - w / 2;
    let y = anchor.y - host.top + 6;
    if (y + h > host.height - 4) y = Math.max(4, anchor.y - host.top - h - 60);
    x = Math.max(4, Math.min(x, host.width - w - 4));
    this.el.style.left = `${x}px`;
    this.el.style.top = `${y}px`;
  }
}
