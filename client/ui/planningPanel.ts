import {
  ASSIGN_LOCATIONS,
  CHARACTER_IDS,
  type Action,
  type AssignLocation,
  type CharacterId,
  type GameView,
} from "../../shared/engine";
import { characterName } from "./actionText";
import { specialName, specialTooltip } from "../board/alleyPieces";
import { language, name as nameOf, t } from "../i18n";
import type { AlleyCardId } from "../../shared/engine";
import type { SpecialId } from "../../shared/data";

/** The assignment cards' names, read in the current language. */
export const LOCATION_NAMES: Record<AssignLocation, string> = new Proxy({} as Record<AssignLocation, string>, {
  get: (_, loc) => nameOf("location", String(loc)),
});

export interface PlanningInput {
  /** The engine's projection for this seat: its own plan, others' cards only as "hidden". */
  game: GameView;
  seat: number;
  legal: readonly Action[];
  names: readonly string[];
  act: (action: Action) => void;
}

/**
 * The card picked with a click, waiting for a character to be clicked (per page, not synced): a permanent card
 * by its location, or a Dark Alley card (the Dark Alley card or a Special card, RULES §12.3).
 */
let picked: AssignLocation | AlleyCardId | null = null;

const isLocation = (card: string): card is AssignLocation => (ASSIGN_LOCATIONS as readonly string[]).includes(card);

/**
 * RULES §5.4: every player secretly puts assignment cards under characters, may change them,
 * then confirms. Only this seat's own hand and plan are shown; of the others, only whether they
 * have confirmed.
 */
export function renderPlanningPanel(host: HTMLElement, input: PlanningInput): void {
  // Redrawn on every pick and every patch: the keyboard stays on the same card or character row.
  const had =
    document.activeElement instanceof HTMLElement && host.contains(document.activeElement)
      ? document.activeElement
      : null;
  const keep = had?.dataset.card
    ? `[data-card="${had.dataset.card}"]`
    : had?.dataset.character
      ? `li[data-character="${had.dataset.character}"]`
      : null;
  renderPlan(host, input);
  if (keep) host.querySelector<HTMLElement>(keep)?.focus({ preventScroll: true });
}

/**
 * What each panel's own part (hand, plan, Confirm) was last drawn from. Another player's progress redraws only the
 * list of the others: the person's own buttons stay the same elements, so a click or a drag that starts as a bot
 * confirms is not lost on a button replaced between its press and its release.
 */
const ownDrawn = new WeakMap<HTMLElement, string>();

function renderPlan(host: HTMLElement, input: PlanningInput): void {
  const { game, seat, legal } = input;
  const me = game.players[seat]!;
  const ownKey = JSON.stringify([language(), seat, me, legal, picked]);
  const own = host.querySelector<HTMLElement>(":scope > .my-plan");
  const mine = own && ownDrawn.get(own) === ownKey ? own : renderOwnPlan(host, input);
  ownDrawn.set(mine, ownKey);
  const others = renderOthers(input);
  if (mine === own) host.querySelector(":scope > .others")?.replaceWith(others);
  else host.replaceChildren(mine, others);
}

/** The person's own hand, characters and Confirm button. */
function renderOwnPlan(host: HTMLElement, input: PlanningInput): HTMLElement {
  const { game, seat, legal, act } = input;
  const me = game.players[seat]!;
  const assignable = new Map<CharacterId, Set<string>>();
  for (const a of legal) {
    if (a.type === "assign" || a.type === "assignAlley") {
      const set = assignable.get(a.character) ?? new Set<string>();
      set.add(a.type === "assign" ? a.location : a.card);
      assignable.set(a.character, set);
    }
  }
  const heading = document.createElement("h3");
  heading.textContent = me.confirmed ? t("planning.confirmed") : t("planning.title");

  const hand = document.createElement("div");
  hand.className = "hand";
  hand.setAttribute("aria-label", t("planning.hand"));
  for (const loc of ASSIGN_LOCATIONS) {
    const count = me.hand?.[loc] ?? 0;
    const card = document.createElement("button");
    card.type = "button";
    card.className = `card card-${loc}${picked === loc ? " picked" : ""}`;
    card.dataset.card = loc;
    card.textContent = t("planning.card", { name: LOCATION_NAMES[loc], count });
    card.disabled = count === 0 || me.confirmed;
    card.setAttribute("aria-pressed", String(picked === loc));
    card.draggable = !card.disabled;
    card.addEventListener("dragstart", (e) => e.dataTransfer?.setData("text/x-card", loc));
    card.addEventListener("click", () => {
      picked = picked === loc ? null : loc;
      renderPlanningPanel(host, input);
    });
    hand.append(card);
  }
  if (me.alley) hand.append(...alleyHand(me.alley, me.confirmed, () => renderPlanningPanel(host, input)));

  const rows = document.createElement("ul");
  rows.className = "plan";
  // A list of characters to choose from (Enter puts the picked card there): a listbox of options, since a list
  // item may not be a button (axe, Lighthouse: aria-allowed-role).
  rows.setAttribute("role", "listbox");
  rows.setAttribute("aria-label", t("planning.characters"));
  for (const id of CHARACTER_IDS) {
    const c = me.characters[id];
    if (c.status !== "team") continue;
    const row = document.createElement("li");
    row.dataset.character = id;
    const name = document.createElement("span");
    name.className = "who";
    name.textContent = characterName(id);
    const slot = document.createElement("span");
    slot.className = `slot-card${c.card ? ` card-${c.card}` : ""}`;
    const under = me.alley?.under[id];
    const location = c.card && c.card !== "hidden" && (ASSIGN_LOCATIONS as readonly string[]).includes(c.card);
    slot.textContent =
      !c.card || c.card === "hidden"
        ? t("planning.noCard")
        : location
          ? nameOf("location", c.card)
          : under && under !== "hidden" && under !== "A05"
            ? specialName(under)
            : t("alley.alleyCard");
    if (under && under !== "hidden" && under !== "A05") slot.title = specialTooltip(under);
    row.append(name, slot);
    const allowed = assignable.get(id);
    const assign = (card: string): void => {
      if (allowed?.has(card)) {
        picked = null;
        act(
          isLocation(card)
            ? { type: "assign", character: id, location: card }
            : { type: "assignAlley", character: id, card: card as AlleyCardId },
        );
      }
    };
    row.addEventListener("dragover", (e) => {
      if (allowed?.size) e.preventDefault();
    });
    row.addEventListener("drop", (e) => {
      e.preventDefault();
      const loc = e.dataTransfer?.getData("text/x-card");
      if (loc) assign(loc);
    });
    row.addEventListener("click", (e) => {
      if ((e.target as HTMLElement).closest("button")) return;
      if (picked) assign(picked);
    });
    // Keyboard: Tab to a card, Enter to pick it, Tab to a character, Enter to put it there.
    row.tabIndex = 0;
    row.setAttribute("role", "option");
    row.setAttribute("aria-selected", "false");
    row.setAttribute("aria-label", t("planning.row", { character: characterName(id), card: slot.textContent }));
    row.addEventListener("keydown", (e) => {
      if ((e.key === "Enter" || e.key === " ") && picked) {
        e.preventDefault();
        assign(picked);
      }
    });
    if (c.card && legal.some((a) => a.type === "unassign" && a.character === id)) {
      const back = document.createElement("button");
      back.type = "button";
      back.className = "unassign";
      back.textContent = "×";
      back.title = t("planning.takeBack", { character: characterName(id), context: id });
      back.setAttribute("aria-label", back.title);
      back.addEventListener("click", () => act({ type: "unassign", character: id }));
      row.append(back);
    }
    if (picked && allowed?.has(picked)) row.classList.add("target");
    rows.append(row);
  }

  const parts: HTMLElement[] = [heading, hand, rows];
  // A picked Special card's text in full under the hand: on a phone a tooltip needs a long press (RULES §12.3).
  if (me.alley && picked && picked !== "A05" && !isLocation(picked)) {
    const text = document.createElement("p");
    text.className = "note special-text";
    text.textContent = specialTooltip(picked as SpecialId);
    parts.splice(2, 0, text);
  }
  if (!me.confirmed) {
    const hint = document.createElement("p");
    hint.className = "note";
    hint.textContent = t("planning.hint");
    parts.splice(1, 0, hint);
  }
  const confirm = legal.find((a) => a.type === "confirmAssignments");
  if (confirm) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "primary confirm";
    button.textContent = t("planning.confirm");
    button.addEventListener("click", () => {
      picked = null;
      act(confirm);
    });
    parts.push(button);
  }
  const mine = document.createElement("div");
  mine.className = "my-plan";
  mine.append(...parts);
  return mine;
}

/** Of the others, only whether they have confirmed and how many cards they have put (RULES §5.4). */
function renderOthers(input: PlanningInput): HTMLElement {
  const { game, seat } = input;
  const others = document.createElement("ul");
  others.className = "others";
  for (const p of game.players) {
    if (p.seat === seat) continue;
    const li = document.createElement("li");
    const cards = Object.values(p.characters).filter((c) => c.card !== null).length;
    const who = input.names[p.seat] ?? t("panel.seat", { n: p.seat + 1 });
    li.textContent = p.confirmed
      ? t("planning.otherConfirmed", { name: who, count: cards })
      : t("planning.otherPlanning", { name: who, count: cards });
    // RULES §12.3: others' Special cards are secret; only how many they hold is known.
    if (p.alley) li.textContent += ` · ${t("alley.specialHand", { count: p.alley.specialCount })}`;
    others.append(li);
  }
  return others;
}

/**
 * The Dark Alley cards in the hand (RULES §12.3): the permanent Dark Alley card and each Special card (its full text
 * in the tooltip), picked or dragged onto a character like the permanent cards.
 */
function alleyHand(
  alley: NonNullable<GameView["players"][number]["alley"]>,
  confirmed: boolean,
  redraw: () => void,
): HTMLElement[] {
  const cards: { id: AlleyCardId; label: string; title: string; disabled: boolean }[] = [];
  cards.push({
    id: "A05",
    label: `${t("alley.alleyCard")} ×${alley.alleyCard ?? 0}`,
    title: t("alley.alleyCardText"),
    disabled: !alley.alleyCard,
  });
  for (const id of new Set(alley.specials ?? []))
    cards.push({ id, label: specialName(id), title: specialTooltip(id as SpecialId), disabled: false });
  return cards.map((c) => {
    const card = document.createElement("button");
    card.type = "button";
    card.className = `card card-dark_alley${c.id === "A05" ? "" : " card-special"}${picked === c.id ? " picked" : ""}`;
    card.dataset.card = c.id;
    card.textContent = c.label;
    card.title = c.title;
    card.disabled = c.disabled || confirmed;
    card.draggable = !card.disabled;
    card.addEventListener("dragstart", (e) => e.dataTransfer?.setData("text/x-card", c.id));
    card.addEventListener("click", () => {
      picked = picked === c.id ? null : c.id;
      redraw();
    });
    return card;
  });
}
