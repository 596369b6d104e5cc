import type { Action, ActionType, GameState } from "../../shared/engine";
import { ACTION_TITLES, apChangeNow, apCostNow, fieldName, valueName } from "./actionText";
import { amount, t } from "../i18n";
import { FieldChoices, fieldKey } from "./fieldChoices";
import type { TheaterPick } from "../board/pieces";

/**
 * One group of legal actions of the same type. When they differ only in parameters, the group
 * shows one choice per varying parameter; every choice narrows the others, so whatever the
 * person picks is always one of the engine's legal actions.
 */
export function renderActionGroup(
  type: ActionType,
  actions: readonly Action[],
  game: GameState | null,
  act: (action: Action) => void,
  /** Why the engine refuses an action (reasons.ts `whyNot`), said when the picks go together in no legal one. */
  why: (action: Action) => string | null = () => null,
): HTMLElement {
  const group = document.createElement("div");
  group.className = "action-group";
  group.dataset.type = type;
  const fields = varyingFields(actions);
  // Prices as the engine gives them now (a prophecy or a Special effect may change them; the Dark Alley's second
  // draw costs 2 AP); Enhance says the AP it really gives (2 under prophecy P08, 3 with Empower).
  const costs = new Set(actions.map((a) => apCostNow(game, a)));
  const cost = costs.size === 1 ? [...costs][0]! : 0;
  const gain = type === "enhance" ? apChangeNow(game, actions[0]!) : null;
  const line =
    gain !== null && gain > 0 ? t("piece.enhanceFor", { ap: amount("ap", gain) }) : groupLine(type, actions, game);
  const titled = (): string => (cost > 0 ? t("actionText.withCost", { line, ap: amount("ap", cost) }) : line);

  if (fields.length === 0) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "action";
    button.textContent = titled();
    button.addEventListener("click", () => act(actions[0]!));
    group.append(button);
    return group;
  }

  const title = document.createElement("div");
  title.className = "action-title";
  title.textContent = titled();
  group.append(title);
  const explained = actionNote(type, actions);
  if (explained) {
    const note = document.createElement("p");
    note.className = "note action-note";
    note.textContent = explained;
    group.append(note);
  }

  const choices = new FieldChoices(actions, fields, NARROWED_BY[type] ?? {});
  const selects = new Map<string, HTMLSelectElement>();
  const go = document.createElement("button");
  go.type = "button";
  go.className = "action";
  const refusal = document.createElement("p");
  refusal.className = "reason pick-refused";
  refusal.setAttribute("role", "status");
  refusal.hidden = true;

  const refresh = (): void => {
    for (const field of fields) {
      if (!LAST_ASKED.includes(field)) continue;
      const shown = asksNow(choices, field);
      selects.get(field)!.parentElement!.hidden = !shown;
      // A reward picked for a link the new space does not make would only earn a refusal.
      if (!shown) choices.pick(field, null);
    }
    const chosen = choices.chosen();
    for (const field of fields) {
      const select = selects.get(field)!;
      const values = LAST_ASKED.includes(field) ? choices.left(field) : choices.values(field);
      select.replaceChildren(
        option("", `— ${fieldName(field, (actions[0] as Record<string, unknown>)[field])} —`),
        ...values.map((v) => {
          const o = option(fieldKey(v), valueName(field, v, game, actions[0]?.type));
          // Offered still, in grey: choosing it clears the other picks that do not go with it.
          if (!choices.fits(field, v)) o.className = "elsewhere";
          return o;
        }),
      );
      select.value = chosen.get(field) ?? "";
    }
    const ready = choices.ready();
    const attempt = choices.attempt();
    const said = refusal.textContent;
    refusal.textContent = attempt ? t("panel.pickRefused", { why: why(attempt) ?? t("reason.notPossible") }) : "";
    refusal.hidden = !attempt;
    go.disabled = !ready;
    const cost = ready ? apCostNow(game, ready) : 0;
    // Refused picks are not "still to choose": a playtester's Buy (2 pieces, bargain 2) read "Choose above" with
    // every field filled in, while the reason sat below the panel's fold. The button says it, the reason is shown.
    go.textContent = ready
      ? cost
        ? t("actionText.withCost", { line, ap: amount("ap", cost) })
        : line
      : attempt
        ? t("panel.notAsChosen")
        : t("panel.chooseAbove");
    if (attempt && refusal.textContent !== said && refusal.isConnected)
      go.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };

  for (const field of fields) {
    const label = document.createElement("label");
    label.className = "action-field";
    label.textContent = fieldName(field, (actions[0] as Record<string, unknown>)[field]);
    const select = document.createElement("select");
    select.name = field;
    select.addEventListener("change", () => {
      choices.pick(field, select.value === "" ? null : select.value);
      refresh();
    });
    selects.set(field, select);
    label.append(select);
    group.append(label);
  }
  // A pick on the board (a trick, a space, a facing) shows in these fields too; what the board has not picked is cleared.
  group.addEventListener(BOARD_PICK, (e) => {
    const picks = (e as CustomEvent<Record<string, unknown>>).detail;
    for (const field of fields)
      if (field in picks) choices.pick(field, picks[field] === null ? null : fieldKey(picks[field]));
    refresh();
  });
  go.addEventListener("click", () => {
    const ready = choices.ready();
    if (ready) act(ready);
  });
  group.append(refusal, go);
  refresh();
  return group;
}

/** The fields that say what a lone action acts on, named in its button (a trick, a character, a component, a card). */
const NAMED_FIELDS = ["trick", "character", "component", "card"] as const;

/**
 * A group's words before its cost: the action's title, and for a lone action what it acts on ("Prepare: Enchanted
 * Butterflies"). A lone "Prepare (1 AP)" beside three tricks in the workshop did not say which one (playtest 8).
 */
export function groupLine(type: ActionType, actions: readonly Action[], game: GameState | null): string {
  const only = actions.length === 1 ? (actions[0] as Record<string, unknown>) : {};
  const named = NAMED_FIELDS.filter((f) => f in only).map((f) => valueName(f, only[f], game, type));
  return named.length
    ? t("actionText.withParams", { title: ACTION_TITLES[type], params: named.join(", ") })
    : ACTION_TITLES[type];
}

/** The rule a newcomer needs where a form first shows a word of it (the board's pop-overs say the same). */
const ACTION_NOTES: Partial<Record<ActionType, string>> = { setDie: "piece.setDieWhy" };

/**
 * The rule's line a form of these actions shows under its title, if any: a Buy's Bargain only when a bargain can be
 * chosen, and the Manager's slot only when it is a choice.
 */
export function actionNote(type: ActionType, actions: readonly Action[]): string | null {
  if (type === "buy") {
    const buys = actions.filter((a): a is Extract<Action, { type: "buy" }> => a.type === "buy");
    const lines = [
      ...(buys.some((a) => a.bargain > 0) ? [t("piece.bargainWhy")] : []),
      ...(buys.some((a) => a.toManager) && buys.some((a) => !a.toManager) ? [t("piece.managerSlotWhy")] : []),
    ];
    return lines.length ? lines.join(" ") : null;
  }
  const key = ACTION_NOTES[type];
  return key ? t(key) : null;
}

/**
 * Fields that are places within another field's pick: they offer only the places of that pick (FieldChoices'
 * `narrowedBy`): a character's slots (its assignment card's location), a performance card's spaces.
 */
export const NARROWED_BY: Partial<Record<ActionType, Record<string, string>>> = {
  place: { slot: "character" },
  setUpTrick: { slot: "card" },
  reschedule: { slot: "card", fromSlot: "fromCard" },
};

/**
 * Fields asked only once every other field is chosen and they have a real choice left: a set-up's link rewards
 * (a playtester saw "Link rewards" where no link formed, chose Fame, and was refused). Otherwise hidden, and
 * filled in when one value is left (no link: none).
 */
export const LAST_ASKED = ["rewards"];

export function asksNow<A extends object>(choices: FieldChoices<A>, field: string): boolean {
  const chosen = choices.chosen();
  if (!choices.fields.every((f) => f === field || chosen.has(f))) return false;
  return choices.left(field).length > 1;
}

/** The DOM event a board pick reaches the side panel's action groups with (`reflectBoardPick`). */
const BOARD_PICK = "trickerion:board-pick";

/** The action fields a board pick names: Set Up Trick's and Reschedule's, null where nothing is picked yet. */
export function boardPickFields(pick: TheaterPick): Record<string, unknown> {
  return {
    trick: pick.trick,
    fromCard: pick.from?.card ?? null,
    fromSlot: pick.from?.slot ?? null,
    card: pick.target?.card ?? null,
    slot: pick.target?.slot ?? null,
    facing: pick.facing,
  };
}

/** Shows a pick made on the board in the side panel's groups of the actions it prepares (in `host`). */
export function reflectBoardPick(host: HTMLElement, pick: TheaterPick): void {
  const detail = boardPickFields(pick);
  for (const group of host.querySelectorAll(".action-group[data-type=setUpTrick], .action-group[data-type=reschedule]"))
    group.dispatchEvent(new CustomEvent(BOARD_PICK, { detail }));
}

/** The parameters whose values differ between the actions. */
function varyingFields(actions: readonly Action[]): string[] {
  const fields = Object.keys(actions[0] ?? {}).filter((f) => f !== "type");
  return fields.filter((f) => unique(actions.map((a) => (a as Record<string, unknown>)[f])).length > 1);
}

function unique(values: unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const v of values) if (!seen.has(fieldKey(v))) seen.set(fieldKey(v), v);
  return [...seen.values()];
}

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  return o;
}
