import { ASSIGN_LOCATIONS, CHARACTER_IDS, type Action, type AssignLocation, type CharacterId, type GameView } from "../../shared/engine";
import { characterName } from "./actionText";

export const LOCATION_NAMES: Record<AssignLocation, string> = {
  downtown: "Downtown",
  market_row: "Market Row",
  workshop: "Workshop",
  theater: "Theater",
};

export interface PlanningInput {
  /** The engine's projection for this seat: its own plan, others' cards only as "hidden". */
  game: GameView;
  seat: number;
  legal: readonly Action[];
  names: readonly string[];
  act: (action: Action) => void;
}

/** The card picked with a click, waiting for a character to be clicked (per page, not synced). */
let picked: AssignLocation | null = null;

/**
 * RULES §5.4: every player secretly puts assignment cards under characters, may change them,
 * then confirms. Only this seat's own hand and plan are shown; of the others, only whether they
 * have confirmed.
 */
export function renderPlanningPanel(host: HTMLElement, input: PlanningInput): void {
  // Redrawn on every pick and every patch: the keyboard stays on the same card or character row.
  const had = document.activeElement instanceof HTMLElement && host.contains(document.activeElement) ? document.activeElement : null;
  const keep = had?.dataset.card ? `[data-card="${had.dataset.card}"]` : had?.dataset.character ? `li[data-character="${had.dataset.character}"]` : null;
  renderPlan(host, input);
  if (keep) host.querySelector<HTMLElement>(keep)?.focus({ preventScroll: true });
}

function renderPlan(host: HTMLElement, input: PlanningInput): void {
  const { game, seat, legal, act } = input;
  const me = game.players[seat]!;
  const assignable = new Map<CharacterId, Set<AssignLocation>>();
  for (const a of legal) {
    if (a.type === "assign") {
      const set = assignable.get(a.character) ?? new Set<AssignLocation>();
      set.add(a.location);
      assignable.set(a.character, set);
    }
  }
  const heading = document.createElement("h3");
  heading.textContent = me.confirmed ? "Your plan is confirmed" : "Plan your turn (only you see this)";

  const hand = document.createElement("div");
  hand.className = "hand";
  hand.setAttribute("aria-label", "Your assignment cards");
  for (const loc of ASSIGN_LOCATIONS) {
    const count = me.hand?.[loc] ?? 0;
    const card = document.createElement("button");
    card.type = "button";
    card.className = `card card-${loc}${picked === loc ? " picked" : ""}`;
    card.dataset.card = loc;
    card.textContent = `${LOCATION_NAMES[loc]} ×${count}`;
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

  const rows = document.createElement("ul");
  rows.className = "plan";
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
    slot.textContent = c.card && c.card !== "hidden" ? (LOCATION_NAMES[c.card as AssignLocation] ?? "Dark Alley") : "no card";
    row.append(name, slot);
    const allowed = assignable.get(id);
    const assign = (loc: AssignLocation): void => {
      if (allowed?.has(loc)) {
        picked = null;
        act({ type: "assign", character: id, location: loc });
      }
    };
    row.addEventListener("dragover", (e) => {
      if (allowed?.size) e.preventDefault();
    });
    row.addEventListener("drop", (e) => {
      e.preventDefault();
      const loc = e.dataTransfer?.getData("text/x-card") as AssignLocation | undefined;
      if (loc) assign(loc);
    });
    row.addEventListener("click", (e) => {
      if ((e.target as HTMLElement).closest("button")) return;
      if (picked) assign(picked);
    });
    // Keyboard: Tab to a card, Enter to pick it, Tab to a character, Enter to put it there.
    row.tabIndex = 0;
    row.setAttribute("role", "button");
    row.setAttribute("aria-label", `${characterName(id)}: ${slot.textContent}`);
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
      back.title = `Take the card back from the ${characterName(id)}`;
      back.setAttribute("aria-label", back.title);
      back.addEventListener("click", () => act({ type: "unassign", character: id }));
      row.append(back);
    }
    if (picked && allowed?.has(picked)) row.classList.add("target");
    rows.append(row);
  }

  const parts: HTMLElement[] = [heading, hand, rows];
  if (!me.confirmed) {
    const hint = document.createElement("p");
    hint.className = "note";
    hint.textContent = "Drag a card onto a character, or click a card and then a character. Characters without a card stay home.";
    parts.splice(1, 0, hint);
  }
  const confirm = legal.find((a) => a.type === "confirmAssignments");
  if (confirm) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "primary confirm";
    button.textContent = "Confirm plan";
    button.addEventListener("click", () => {
      picked = null;
      act(confirm);
    });
    parts.push(button);
  }

  const others = document.createElement("ul");
  others.className = "others";
  for (const p of game.players) {
    if (p.seat === seat) continue;
    const li = document.createElement("li");
    const cards = Object.values(p.characters).filter((c) => c.card !== null).length;
    li.textContent = `${input.names[p.seat] ?? `Seat ${p.seat + 1}`}: ${p.confirmed ? "confirmed ✓" : "planning…"} (${cards} card${cards === 1 ? "" : "s"} down)`;
    others.append(li);
  }
  parts.push(others);
  host.replaceChildren(...parts);
}
