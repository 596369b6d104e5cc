import type { MagicianId, ProphecyId, SpecialId } from "../../shared/data";
import { ALLEY_AP, applyAction, drawAp, FATE_WEAVING_AP, SPECIAL_LOCATION, validateAction } from "../../shared/engine";
import { END_GAME_BONUSES } from "../../shared/data/endGameBonuses";
import type { Action, SpecialDeck } from "../../shared/engine";
import type { ShowCardAction, SpecialCardAction } from "../../shared/engine";
import { prophecyWords, t } from "../i18n";
import { actionLabel, ACTION_TITLES, apCostNow, fieldName, valueName } from "../ui/actionText";
import { reasonText, whyNot } from "../ui/reasons";
import { openChoiceSheet } from "../ui/choiceOpeners";
import type { BoardModel } from "./model";
import { refusalRule } from "../rules/refusalRule";
import { floorLocation, type MenuForm, type MenuItem, type PieceChoice } from "./pieces";

// What the Dark Alley's pieces offer the viewer (RULES §12): the Special decks (Draw First / Further Cards), the
// two drawn cards (keep one), the Fortune Teller orb (Fortune Telling, Fate Weaving), the Special card on the floor
// (its effect or +1 AP, OQ-26, then the effect's own choices) and the magician's ability. Every offer is one of the
// engine's legal actions; a dimmed one says why in the engine's words (reasons.ts).

/** The action types a Special card's effect brings with it (shared/engine/specialActions.ts). */
export const SPECIAL_ACTION_TYPES = [
  "headhunt",
  "massRecruitment",
  "smuggle",
  "barter",
  "componentSale",
  "orderNow",
  "unstablePrototype",
  "replacableParts",
  "investments",
  "shoplift",
  "trickOverhaul",
  "enhanceTrick",
  "buyingTime",
  "streetPerformance",
  "guestPerformer",
  "onStagePreparation",
  "hiddenTalent",
  "hypnoticHire",
  "logistics",
] as const satisfies readonly SpecialCardAction["type"][];

/** Special cards used this turn whose choice comes in the Performance phase: A13 Grand Premiere, A11 Durable Components. */
export const SHOW_CARD_ACTIONS = { grandPremiere: "A13", durableComponents: "A11" } as const satisfies Partial<
  Record<ShowCardAction["type"], SpecialId>
>;

/** The magicians' ability actions (RULES §12.8), and declining one that is offered. */
export const ABILITY_ACTION_TYPES = [
  "mechanicalEnhancement",
  "fateWeaving",
  "mimesis",
  "breakingFree",
  "trickSteal",
  "supercharge",
  "soulPossession",
  "declineAbility",
] as const satisfies readonly Action["type"][];

const isType =
  (types: readonly string[]) =>
  (a: Action): boolean =>
    types.includes(a.type);

export const specialName = (id: string): string => t(`names.special.${id}`, { defaultValue: t("alley.onFloor") });
export const specialText = (id: string): string => t(`names.specialText.${id}`, { defaultValue: "" });
/** A prophecy in words, as the log and every label word it (prophecyWords: one wording source). */
export const prophecyText = (id: string): string => prophecyWords(id);
export const abilityName = (m: MagicianId): string => t(`names.ability.${m}`);
export const abilityText = (m: MagicianId): string => t(`names.ability.${m}`) + ": " + t(`names.abilityText.${m}`);
const locationName = (loc: string): string => t(`names.location.${loc}`);

/** A Special card's tooltip: its name, location, full text and the +1 AP corner. */
export function specialTooltip(id: SpecialId): string {
  return `${t("alley.specialTip", { name: specialName(id), location: locationName(SPECIAL_LOCATION[id]), text: specialText(id) })}\n${t("alley.orAp")}`;
}

const legalOf = <T extends Action["type"]>(model: BoardModel, type: T): Extract<Action, { type: T }>[] =>
  model.legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

/**
 * What an action costs now in AP: the Dark Alley's own prices from the engine (the second draw 2 AP, 1 under P05;
 * Fortune Telling and Fate Weaving 1 AP), else the engine's answer on the page's state. A dimmed choice shows its
 * price too, as every other pop-over does.
 */
function apOf(model: BoardModel, a: Action): number {
  switch (a.type) {
    case "drawSpecial":
      return model.game.alley ? drawAp(model.game) : ALLEY_AP.drawFirst;
    case "fortuneTelling":
      return ALLEY_AP.fortuneTelling;
    case "fateWeaving":
      return FATE_WEAVING_AP;
    default:
      return apCostNow(model.game, a);
  }
}

const apText = (model: BoardModel, a: Action): string => {
  const ap = apOf(model, a);
  return ap ? `${ap} ${t("names.resource.ap")}` : "";
};

function refused(model: BoardModel, a: Action, label: string): MenuItem {
  const reason =
    model.viewer === null
      ? t("alley.abilityNothing")
      : (whyNot(model.game, model.viewer, a, model.names) ?? t("alley.abilityNothing"));
  const cost = apText(model, a);
  return { label, reason, rule: refusalRule(model.game, model.viewer, a), ...(cost ? { cost } : {}) };
}

function choice(title: string, items: MenuItem[], lines: string[] = [], form?: MenuForm): PieceChoice {
  const open = !!form || items.some((i) => i.action || i.run);
  return {
    title,
    lines,
    items,
    form,
    reason: open ? null : (items.find((i) => i.reason)?.reason ?? t("alley.abilityNothing")),
  };
}

/** A Special deck: draw two of it while the viewer's character stands at the Dark Alley (RULES §12.2). */
export function deckChoice(model: BoardModel, deck: SpecialDeck): PieceChoice | null {
  if (floorLocation(model) !== "dark_alley") return null;
  const first = !model.game.alley?.drewFirst;
  const label = first ? t("alley.drawFirst") : t("alley.drawFurther");
  const draw = legalOf(model, "drawSpecial").find((a) => a.deck === deck);
  const item: MenuItem = draw
    ? { label, cost: apText(model, draw), action: draw }
    : refused(model, { type: "drawSpecial", deck }, label);
  return choice(t("alley.deck", { location: locationName(deck) }), [item], [t("alley.drawNote")]);
}

/** One of the two cards the viewer drew: keep it (the other goes under its deck). */
export function keepChoice(model: BoardModel, card: SpecialId): PieceChoice | null {
  const keep = legalOf(model, "keepSpecial").find((a) => a.card === card);
  if (!keep) return null;
  return choice(
    t("alley.keepTitle", { card: specialName(card) }),
    [{ label: t("alley.keep"), action: keep }],
    [specialText(card), t("alley.drawNote")],
  );
}

/** The Fortune Teller orb: Fortune Telling at the Dark Alley (OQ-18), Fate Weaving for the Priestess (OQ-34). */
export function orbChoice(model: BoardModel): PieceChoice | null {
  const alley = model.game.alley;
  if (!alley || !alley.prophecies) return null;
  const items: MenuItem[] = [];
  const tell = legalOf(model, "fortuneTelling")[0];
  const lines = orbLines(model);
  if (tell) {
    items.push({ label: t("alley.fortuneTelling"), cost: apText(model, tell), action: tell });
    const order = fortuneOrder(model, tell);
    if (order) lines.push(order);
  } else if (floorLocation(model) === "dark_alley")
    items.push(refused(model, { type: "fortuneTelling" }, t("alley.fortuneTelling")));
  for (const a of legalOf(model, "fateWeaving"))
    items.push({
      label: t("alley.fateWeaving", { text: prophecyText(a.prophecy) }),
      cost: apText(model, a),
      action: a,
    });
  if (!items.length) return null;
  return choice(t("alley.orb"), items, lines);
}

/**
 * The order Fortune Telling would make, asked of the engine on the page's state: the Pending prophecies by their
 * numbers now ("2 → 3 → 1") and the one that would come next, in words. Null when the engine cannot tell.
 */
export function fortuneOrder(model: BoardModel, tell: Action): string | null {
  const before = model.game.alley?.pending ?? [];
  const seat = model.viewer;
  if (seat === null || before.length < 2) return null;
  const next = applyAction(model.game, seat, tell);
  const after = next.ok ? next.state.alley?.pending : null;
  if (!after?.length) return null;
  return t("alley.fortuneOrder", {
    order: after.map((p) => String(before.indexOf(p) + 1)).join(" → "),
    text: prophecyText(after[0]!),
  });
}

/** The orb's prophecies in words: the Active one, then the Pending ones in the order they come. */
export function orbLines(model: BoardModel): string[] {
  const alley = model.view.alley;
  if (!alley) return [];
  if (!alley.prophecies) return [t("alley.noProphecies")];
  return [
    alley.active ? t("alley.active", { text: prophecyText(alley.active) }) : t("alley.noActive"),
    ...alley.pending.map((p: ProphecyId, i: number) => t("alley.pending", { n: i + 1, text: prophecyText(p) })),
    t("alley.nextNote"),
  ];
}

/** The Special card of the viewer's character on the floor: its effect or +1 AP (OQ-26), then the effect's choices. */
export function floorCardChoice(model: BoardModel): PieceChoice | null {
  const special = model.game.alley?.special;
  if (!special || model.game.placement?.seat !== model.viewer) return null;
  const name = specialName(special.id);
  const uses = legalOf(model, "useSpecial");
  if (special.use === null) {
    const effect = uses.find((a) => a.use === "effect");
    const ap = uses.find((a) => a.use === "ap");
    const items: MenuItem[] = [
      effect
        ? { label: t("alley.useEffect"), action: effect }
        : refused(model, { type: "useSpecial", use: "effect" }, t("alley.useEffect")),
      ap
        ? { label: t("alley.useAp"), cost: `+1 ${t("names.resource.ap")}`, action: ap }
        : refused(model, { type: "useSpecial", use: "ap" }, t("alley.useAp")),
    ];
    return choice(t("alley.useTitle", { card: name }), items, [specialText(special.id)]);
  }
  const effects = model.legal.filter(isType(SPECIAL_ACTION_TYPES));
  if (!effects.length) return null;
  // Buying Time's swap is chosen on the performance cards themselves (the panel's sheet of cards, choiceSheet.ts).
  if (effects.some((a) => a.type === "buyingTime"))
    return choice(
      t("alley.effectTitle", { card: name }),
      [{ label: t("choices.swap.open"), run: () => openChoiceSheet("buyingTime") }],
      [specialText(special.id)],
    );
  return actionsChoice(model, t("alley.effectTitle", { card: name }), effects, [specialText(special.id)]);
}

/** A Special card used this turn whose choice comes with the shows (Grand Premiere, Durable Components), or null. */
export function showCardChoice(model: BoardModel): { card: SpecialId; choice: PieceChoice } | null {
  const actions = model.legal.filter((a) => a.type in SHOW_CARD_ACTIONS);
  if (!actions.length) return null;
  const card = SHOW_CARD_ACTIONS[actions[0]!.type as keyof typeof SHOW_CARD_ACTIONS];
  return {
    card,
    choice: actionsChoice(model, t("alley.effectTitle", { card: specialName(card) }), actions, [specialText(card)]),
  };
}

/** The viewer's magician's ability, when `legalActions` offers it now (RULES §12.8). */
export function abilityChoice(model: BoardModel): PieceChoice | null {
  const seat = model.viewer;
  const magician = seat === null ? null : model.game.players[seat]?.magician;
  if (!magician) return null;
  const actions = model.legal.filter(isType(ABILITY_ACTION_TYPES));
  if (!actions.length) return abilityRefusal(model, seat!, magician);
  return actionsChoice(model, t("alley.abilityTitle", { name: abilityName(magician) }), actions, [
    t(`names.abilityText.${magician}`),
  ]);
}

/** The abilities a person uses by choice during a placement: one action to ask the engine why not (RULES §12.8). */
/** The abilities with no attempt to ask the engine about: the game offers or applies them at their moment. */
type AbilityWhen = "M01" | "M02" | "M05" | "M06" | "M07" | "M08";

const ABILITY_ATTEMPTS: Partial<Record<MagicianId, (model: BoardModel) => Action>> = {
  // OQ-34: Fate Weaving swaps the Active prophecy with a Pending one, at the Dark Alley, for 1 AP.
  M03: (model) => ({ type: "fateWeaving", prophecy: model.game.alley?.pending[0] ?? "P01" }),
  M04: () => ({ type: "mechanicalEnhancement" }),
};

/** Whether the game offers (or applies) this magician's ability at its moment, with nothing to ask in between. */
export const isAbilityWhen = (m: MagicianId): m is AbilityWhen => !ABILITY_ATTEMPTS[m];

/**
 * A used-by-choice ability not usable now, dimmed with the engine's reason ("Fate Weaving: only with one of your
 * characters at the Dark Alley (1 AP)", "There is no active prophecy to swap"); for the abilities the game offers or
 * applies at its moment (Breaking Free, Trick Steal, Magic for the Masses…) the moment they come.
 */
function abilityRefusal(model: BoardModel, seat: number, magician: MagicianId): PieceChoice | null {
  const attempt = ABILITY_ATTEMPTS[magician]?.(model);
  let reason: string;
  if (!attempt) {
    // Offered (or applied) by the game at its moment: say when, not "not usable".
    reason = t(`alley.abilityWhen.${magician as AbilityWhen}`);
  } else {
    const error = validateAction(model.game, seat, attempt);
    if (!error) return null;
    const where = ["WRONG_PHASE", "NO_PLACEMENT", "WRONG_LOCATION"].includes(error.code);
    reason = where
      ? t(`alley.abilityWhere.${magician}`, { ap: apText(model, attempt) })
      : reasonText(error, attempt, model.game, seat, model.names);
  }
  return {
    title: t("alley.abilityTitle", { name: abilityName(magician) }),
    lines: [t(`names.abilityText.${magician}`)],
    items: [],
    reason,
  };
}

/** A readable label of one Dark Alley action, with no internal id (prophecies and Special cards by their words). */
export function alleyActionLabel(model: BoardModel, a: Action): string {
  switch (a.type) {
    case "fateWeaving":
      return t("alley.fateWeaving", { text: prophecyText(a.prophecy) });
    case "mimesis":
      return `${ACTION_TITLES.mimesis}: ${specialName(a.card)}`;
    case "keepSpecial":
      return `${t("alley.keep")}: ${specialName(a.card)}`;
    case "shoplift":
      return `${ACTION_TITLES.shoplift}: ${a.slot + 1}, ${valueName("component", a.replacement, model.game)}`;
    default:
      return actionLabel(a, model.game);
  }
}

/**
 * A pop-over over several legal actions: one button each when they are few, else (one type with many
 * parameter combinations, e.g. Breaking Free) a form of the varying parameters whose confirm takes only a legal
 * combination (another says the engine's reason).
 */
export function actionsChoice(model: BoardModel, title: string, actions: Action[], lines: string[] = []): PieceChoice {
  const types = [...new Set(actions.map((a) => a.type))];
  const items: MenuItem[] = [];
  let form: MenuForm | undefined;
  for (const type of types) {
    const group = actions.filter((a) => a.type === type);
    if (group.length <= 6 || form) {
      for (const a of group.slice(0, 12))
        items.push({ label: alleyActionLabel(model, a), cost: apText(model, a), action: a });
    } else {
      // The form compares values by identity: give equal array values (rewards, components) one shared instance.
      const canon = new Map<string, unknown>();
      const one = (v: unknown): unknown => {
        const k = JSON.stringify(v);
        if (!canon.has(k)) canon.set(k, v);
        return canon.get(k);
      };
      const copies = group.map((a) => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, one(v)])) as Action);
      const fields = Object.keys(copies[0]!).filter(
        (f) => f !== "type" && new Set(copies.map((a) => (a as Record<string, unknown>)[f])).size > 1,
      );
      form = {
        actions: copies,
        fields: fields.map((f) => {
          const values = [...new Set(copies.map((a) => (a as Record<string, unknown>)[f]))];
          return {
            name: f,
            label: fieldName(f, values[0]),
            values: values.map((v) => ({ value: v, text: valueName(f, v, model.game, copies[0]?.type) })),
          };
        }),
        label: (a) => alleyActionLabel(model, a),
        cost: (a) => apText(model, a),
        why: (a) =>
          (model.viewer === null ? null : whyNot(model.game, model.viewer, a, model.names)) ?? t("reason.notPossible"),
      };
    }
  }
  return choice(title, items, lines, form);
}

/** A Fame-36 trick's end-game bonus in words (RULES §12.5), or "" for a trick without one. */
export function endGameLine(trick: string): string {
  const b = END_GAME_BONUSES[trick as keyof typeof END_GAME_BONUSES];
  if (!b) return "";
  const values: Record<string, unknown> = { ...b };
  if (b.kind === "perComponentTier") values.tier = t(`alley.tier.${b.tier}`);
  if (b.kind === "hasSpecialist") values.specialist = t(`names.character.${b.specialist}`);
  return `\n${t(`alley.bonus.${b.kind}`, values)} ${t("alley.bonus.condition")}`;
}
