import { SLOT_BY_ID, type LocationId } from "../../shared/data/locations";
import {
  activeSeats,
  initiativeSpace,
  turnActionCount,
  type Action,
  type ActionType,
  type GameState,
} from "../../shared/engine";
import { renderActionGroup } from "./actionPicker";
import { refusalFor } from "./representativeAttempt";
import { stageWarningBox } from "./stageWarningBox";
import { lossQuestion } from "./lossQuestion";
import type { PieceChoice } from "../board/pieces";
import { cardChoiceGroup } from "./choiceGroups";
import { ACTION_TITLES, characterName, slotName } from "./actionText";
import { coins, reasonText, whyNot } from "./reasons";
import { ruleLink } from "../rules/open";
import { ruleForRefusal } from "../rules/links";
import { amount, name as nameOf, t } from "../i18n";

/** The action types each location offers (RULES §6, §7.2), shown even when not possible now. */
const LOCATION_ACTIONS: Partial<Record<LocationId, ActionType[]>> = {
  downtown: ["learnTrick", "hireCharacter", "takeCoins", "rerollDie", "setDie"],
  market_row: ["buy", "order", "quickOrder"],
  workshop: ["prepare", "moveTrick", "moveComponents", "moveApprentice"],
  theater: ["setUpTrick", "reschedule"],
  // Shown with its reason when it is no longer possible (a playtester saw it vanish after two draws with 1 AP left).
  dark_alley: ["drawSpecial"],
};

/** Where each location's actions start on the board (the panel below is the keyboard path). */
const BOARD_HINTS: LocationId[] = ["downtown", "market_row", "workshop", "theater"];

/** Action types offered last, after the location's own actions. */
const TRAILING: ActionType[] = ["enhance", "discardTrick", "endPlacement"];

/**
 * Return Component (RULES §3.3) is open at any time but is no move of the game: it sits folded at the panel's end
 * (`makeRoomFold`), never among the phase's choices (a newcomer took it for a third answer to Advertise and lost
 * their only Metal: playtest 7, defect 1).
 */
const FOLDED: ActionType = "returnComponent";

export interface ActionPanelInput {
  game: GameState;
  seat: number;
  legal: readonly Action[];
  names: readonly string[];
  act: (action: Action) => void;
  /** A question to ask before an action is sent (the board's empty-stage warning), or null to send it at once. */
  ask?: (action: Action) => PieceChoice | null;
}

/** Fills `host` with what `seat` can do now, or who is being waited for. */
export function renderActionPanel(host: HTMLElement, input: ActionPanelInput): void {
  const { game, seat, legal } = input;
  const parts: HTMLElement[] = [];
  // Which step of a turn the panel shows, for the phone's move bar (moveCue.ts): "placeOne" while a character is to
  // be placed, a step whose form has no button to press until chosen and whose board way is a lit slot.
  delete host.dataset.step;
  const heading = document.createElement("h3");
  parts.push(heading);

  // Outside its turn a seat may still return components (RULES §3.3): it waits, with that one action offered.
  if (turnActionCount(game, seat, legal) === 0) {
    heading.textContent = waitingText(input);
    const fold = makeRoomFold(legal, input);
    if (fold) parts.push(fold);
    host.replaceChildren(...parts);
    return;
  }

  const byType = new Map<ActionType, Action[]>();
  for (const a of legal) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  const placement = game.placement?.seat === seat ? game.placement : null;

  if (game.phase === "setup") {
    heading.textContent = t("panel.setup", { action: ACTION_TITLES[legal[0]!.type] });
  } else if (game.phase === "advertise") {
    const cost = initiativeSpace(game, seat);
    const why = byType.has("advertise") ? null : whyNot(game, seat, { type: "advertise" }, input.names);
    heading.textContent = why ? t("panel.cannotAdvertise", { why }) : t("panel.advertiseFor", { cost: coins(cost) });
  } else if (placement) {
    const location = SLOT_BY_ID[placement.slot]!.location;
    heading.textContent = t("panel.placement", {
      character: characterName(placement.character),
      slot: slotName(placement.slot),
      ap: amount("ap", placement.ap),
      count: placement.ap,
    });
    const hint = document.createElement("p");
    hint.className = "note";
    hint.textContent = BOARD_HINTS.includes(location) ? t(`panel.hint.${location}`) : "";
    if (hint.textContent) parts.push(hint);
    // Then whatever else the engine offers this character (the Dark Alley's draws and Fortune Telling, a Special
    // card's effect-or-+1-AP and its effect, an ability, RULES §12): the panel is the keyboard's and the phone's
    // path, so no legal action may be missing from it.
    const own = LOCATION_ACTIONS[location] ?? [];
    const others = [...byType.keys()].filter(
      (type) => !own.includes(type) && !TRAILING.includes(type) && type !== FOLDED,
    );
    const order = [...own, ...others, ...TRAILING];
    for (const type of order) {
      const actions = byType.get(type);
      if (actions) parts.push(group(type, actions, input));
      else if (LOCATION_ACTIONS[location]?.includes(type)) parts.push(disabledGroup(type, game, seat));
    }
    const fold = makeRoomFold(legal, input);
    if (fold) parts.push(fold);
    host.replaceChildren(...parts);
    return;
  } else if (game.phase === "placement") {
    heading.textContent = t("panel.placeOne");
    host.dataset.step = "placeOne";
  } else if (game.phase === "performance") {
    heading.textContent = t("panel.yourShow", { day: weekdayName(game) });
  } else {
    heading.textContent = t("panel.yourMove");
  }
  for (const [type, actions] of byType) if (type !== FOLDED) parts.push(group(type, actions, input));
  const fold = makeRoomFold(legal, input);
  if (fold) parts.push(fold);
  host.replaceChildren(...parts);
}

/** The folded "Make room: return components ›" at the panel's end, saying what returning does; null without any. */
function makeRoomFold(legal: readonly Action[], input: ActionPanelInput): HTMLElement | null {
  const returns = legal.filter((a) => a.type === FOLDED);
  if (returns.length === 0) return null;
  const fold = document.createElement("details");
  fold.className = "make-room";
  const summary = document.createElement("summary");
  summary.textContent = t("panel.makeRoom");
  fold.append(summary, note(t("panel.makeRoomNote")), group(FOLDED, returns, input));
  return fold;
}

/** A type's group: cards where a choice is made on cards (choiceGroups.ts), else the choices of its parameters. */
function group(type: ActionType, actions: Action[], input: ActionPanelInput): HTMLElement {
  let el: HTMLElement | null = null;
  // The form asks what the board asks before the same action (a Magician onto a stage with nothing set up).
  const act = (a: Action): void => {
    const question = input.ask?.(a) ?? lossQuestion(input.game, input.legal, a);
    if (!question || !el) return input.act(a);
    const go = el.querySelector<HTMLButtonElement>(":scope > button.action");
    if (go) go.hidden = true;
    el.querySelector(".form-question")?.remove();
    const box = stageWarningBox(question, input.act, () => {
      if (go) go.hidden = false;
      go?.focus();
    });
    el.append(box);
    box.querySelector("button")?.focus();
  };
  el =
    cardChoiceGroup(type, actions, { game: input.game, seat: input.seat, names: input.names, act: input.act }) ??
    renderActionGroup(type, actions, input.game, act, (a) => whyNot(input.game, input.seat, a, input.names));
  // A quick-ordered piece is in stock this turn only (RULES §6.2): a playtester quick-ordered, did not buy, lost it.
  if (type === "quickOrder") el.append(note(t("piece.quickThisTurn")));
  return el;
}

function note(text: string): HTMLElement {
  const p = document.createElement("p");
  p.className = "note";
  p.textContent = text;
  return p;
}

function weekdayName(game: GameState): string {
  return game.weekday ? nameOf("weekday", game.weekday) : "";
}

function waitingText({ game, names, seat }: ActionPanelInput): string {
  const name = (s: number): string => names[s] ?? t("panel.seat", { n: s + 1 });
  if (game.phase === "gameOver") return t("panel.gameOver");
  if (game.phase === "assignment") return t("panel.waitingPlans");
  const acting = activeSeats(game)[0];
  if (acting !== undefined && acting !== seat) return t("panel.waitingFor", { name: name(acting) });
  return t("panel.waiting");
}

/**
 * A location action that is not possible now, with the engine's own reason (e.g. "Learn Trick
 * costs 3 AP, you have 2"), from a representative attempt.
 */
function disabledGroup(type: ActionType, game: GameState, seat: number): HTMLElement {
  const group = document.createElement("div");
  group.className = "action-group disabled";
  group.dataset.type = type;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "action";
  button.disabled = true;
  button.textContent = ACTION_TITLES[type];
  const reason = document.createElement("span");
  reason.className = "reason";
  const refused = refusalFor(type, game, seat);
  reason.textContent = refused ? reasonText(refused.error, refused.attempt, game, seat, []) : t("reason.notPossible");
  button.title = reason.textContent;
  group.append(button, reason);
  if (refused) group.append(ruleLink(ruleForRefusal(refused.error.code, refused.attempt)));
  return group;
}
