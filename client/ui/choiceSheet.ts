import type { Action, ActionType } from "../../shared/engine";
import { t } from "../i18n";
import { registerChoiceSheet } from "./choiceOpeners";
import "./choices.css";

// A choice made on cards instead of drop-downs (issue 29): the cards in a row that wraps (a phone scrolls the panel),
// each a button (keyboard: Tab and Enter; touch: tap). Tapping picks; a card that cannot be picked says why where
// the person looks (on the card and in the line above Confirm); Confirm says exactly what it will do and is enabled
// only on one of the engine's legal actions. On a desktop the sheet floats over the board (the side panel is too
// narrow for a row of cards); on a phone it stays in the panel's tab.
//
// The panel is rebuilt on every snapshot: what a person has picked, and whether they put the cards aside to look at
// the board, are remembered per choice (its `id`: the action type and the legal actions it offers) so a rebuild
// in the middle of choosing loses nothing.

export interface SheetCard {
  /** Stable within one choice; never shown. */
  key: string;
  /** The card's accessible name (what a screen reader and a test read). */
  label: string;
  body: Node[];
  /** Why this card cannot be picked now (the engine's reason in words), or null. */
  reason: string | null;
  /** The card's small extra class (a category colour…). */
  tone?: string;
  row?: number;
  /** A piece that may be picked more than once: the card shows how many are picked. */
  counted?: boolean;
}

/** What the picks so far would do: the action, Confirm's words, or why not yet. */
export interface SheetOutcome {
  action: Action | null;
  label: string;
}

export interface SheetSpec {
  id: string;
  type: ActionType;
  title: string;
  lines: string[];
  cards: SheetCard[];
  /** one: a single card; two: two different cards (the oldest pick gives way); bag: pieces added one at a time. */
  mode: "one" | "two" | "bag";
  /** bag mode: why `key` cannot be added to `picks` now, or null. */
  refuseAdd?: (picks: readonly string[], key: string) => string | null;
  /** bag mode, cards of several kinds: the picks after tapping `key`, or why it cannot be tapped now. */
  next?: (picks: readonly string[], key: string) => string[] | string;
  /** Headings of the rows of cards (a card's `row`, 0 by default), when there are several. */
  rows?: string[];
  outcome: (picks: readonly string[]) => SheetOutcome;
  /** Open by itself (a setup step) rather than from a button (an optional effect). */
  autoOpen: boolean;
  /** The button that opens it when closed. */
  openLabel: string;
  act: (action: Action) => void;
}

interface Memory {
  picks: string[];
  open: boolean;
}
const memory = new Map<string, Memory>();
/** The action group holding the cards (data-type as every other group, so the panel's paths still find it). */
export function renderChoiceSheet(spec: SheetSpec): HTMLElement {
  const remembered = memory.get(spec.id) ?? { picks: [], open: spec.autoOpen };
  memory.set(spec.id, remembered);
  for (const id of [...memory.keys()]) if (id !== spec.id && id.startsWith(`${spec.type}:`)) memory.delete(id);

  const group = document.createElement("div");
  group.className = "action-group choice-group";
  group.dataset.type = spec.type;
  const opener = document.createElement("button");
  opener.type = "button";
  opener.className = "choice-open";
  opener.textContent = spec.openLabel;

  const sheet = document.createElement("section");
  sheet.className = "choice-sheet";
  sheet.setAttribute("role", "group");
  const heading = document.createElement("div");
  heading.className = "choice-head";
  const title = document.createElement("h4");
  title.textContent = spec.title;
  title.id = `choice-title-${spec.type}`;
  sheet.setAttribute("aria-labelledby", title.id);
  const hide = document.createElement("button");
  hide.type = "button";
  hide.className = "choice-hide";
  hide.textContent = t("choices.hide");
  heading.append(title, hide);
  sheet.append(heading);
  for (const text of spec.lines) {
    const p = document.createElement("p");
    p.className = "choice-note";
    p.textContent = text;
    sheet.append(p);
  }

  // The cards scroll in their own box beside a board, under the heading and above Confirm.
  const body = document.createElement("div");
  body.className = "choice-body";
  sheet.append(body);
  const rows: HTMLElement[] = [];
  const rowOf = (i: number): HTMLElement => {
    if (!rows[i]) {
      const title = spec.rows?.[i];
      if (title) {
        const h = document.createElement("h5");
        h.className = "choice-row-title";
        h.textContent = title;
        body.append(h);
      }
      rows[i] = document.createElement("div");
      rows[i]!.className = "choice-cards";
      body.append(rows[i]!);
    }
    return rows[i]!;
  };
  const buttons = new Map<string, HTMLButtonElement>();
  for (const card of spec.cards) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `choice-card${card.tone ? ` ${card.tone}` : ""}`;
    button.setAttribute(
      "aria-label",
      card.reason ? `${card.label}. ${t("choices.notNow", { why: card.reason })}` : card.label,
    );
    button.append(...card.body);
    if (card.reason) {
      // Not `disabled`: a disabled button takes no tap or focus, and the person should learn why.
      button.setAttribute("aria-disabled", "true");
      const why = document.createElement("span");
      why.className = "choice-why";
      why.textContent = card.reason;
      button.append(why);
    }
    button.addEventListener("click", () => pick(card));
    buttons.set(card.key, button);
    rowOf(card.row ?? 0).append(button);
  }

  const status = document.createElement("p");
  status.className = "choice-status";
  status.setAttribute("role", "status");
  const footer = document.createElement("div");
  footer.className = "choice-foot";
  const clear = document.createElement("button");
  clear.type = "button";
  clear.className = "choice-clear";
  clear.textContent = t("choices.components.clear");
  const confirm = document.createElement("button");
  confirm.type = "button";
  confirm.className = "action primary";
  if (spec.mode === "bag") footer.append(clear);
  footer.append(confirm);
  const bottom = document.createElement("div");
  bottom.className = "choice-bottom";
  bottom.append(status, footer);
  sheet.append(bottom);
  // Beside a board the open sheet floats over it: the panel says where the choice is.
  const where = document.createElement("p");
  where.className = "choice-where";
  where.textContent = t("choices.overBoard");
  group.append(opener, where, sheet);

  const refresh = (): void => {
    const picks = remembered.picks;
    for (const card of spec.cards) {
      const button = buttons.get(card.key)!;
      const count = picks.filter((k) => k === card.key).length;
      button.setAttribute("aria-pressed", String(count > 0));
      button.dataset.count = card.counted && count > 0 ? t("choices.components.chosen", { count }) : "";
    }
    const outcome = spec.outcome(picks);
    confirm.textContent = outcome.label;
    confirm.disabled = outcome.action === null;
    clear.disabled = picks.length === 0;
    sheet.hidden = !remembered.open;
    opener.hidden = remembered.open;
    group.classList.toggle("sheet-open", remembered.open);
  };
  const pick = (card: SheetCard): void => {
    status.textContent = "";
    if (card.reason) {
      status.textContent = card.reason;
      return;
    }
    const picks = remembered.picks;
    if (spec.mode === "one") remembered.picks = [card.key];
    else if (spec.mode === "two") {
      remembered.picks = picks.includes(card.key)
        ? picks.filter((k) => k !== card.key)
        : [...picks, card.key].slice(-2);
    } else if (spec.next) {
      const after = spec.next(picks, card.key);
      if (typeof after === "string") status.textContent = after;
      else remembered.picks = after;
    } else {
      const why = spec.refuseAdd?.(picks, card.key) ?? null;
      if (why) status.textContent = why;
      else remembered.picks = [...picks, card.key];
    }
    refresh();
  };
  clear.addEventListener("click", () => {
    remembered.picks = [];
    status.textContent = "";
    refresh();
  });
  confirm.addEventListener("click", () => {
    const { action } = spec.outcome(remembered.picks);
    if (action) spec.act(action);
  });
  const setOpen = (open: boolean): void => {
    remembered.open = open;
    refresh();
    const focus = open
      ? (sheet.querySelector<HTMLButtonElement>(".choice-card[aria-pressed=true]") ??
        sheet.querySelector<HTMLButtonElement>(".choice-card"))
      : opener;
    focus?.focus({ preventScroll: true });
    if (open) sheet.scrollIntoView({ block: "nearest" });
  };
  hide.addEventListener("click", () => setOpen(false));
  opener.addEventListener("click", () => setOpen(true));
  sheet.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      setOpen(false);
    }
  });
  registerChoiceSheet(spec.type, group, () => setOpen(true));
  refresh();
  return group;
}
