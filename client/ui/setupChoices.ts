import { COMPONENT_BY_ID, COMPONENTS, type ComponentId } from "../../shared/data/components";
import { MAGICIAN_BY_ID, MAGICIANS, type MagicianId } from "../../shared/data/magicians";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { STARTING_COMPONENT_BUDGET, validateAction, type Action, type GameState } from "../../shared/engine";
import { amount, formatList, i18nHas, name as nameOf, t } from "../i18n";
import { componentIcon, magicianEmblem } from "./choiceArt";
import { type SheetCard, type SheetSpec } from "./choiceSheet";
import { reasonText } from "./reasons";

// The setup's choices on cards (RULES §4.3): the magician (emblem, name, speciality, ability and this table's reading),
// the starting trick (category, what it needs, what each marker yields, its markers) and the starting components
// (each piece with its icon and price, added one at a time within the budget). Every card is one of the engine's
// legal actions, or says the engine's reason why not.

export interface ChoiceContext {
  game: GameState;
  seat: number;
  names: readonly string[];
  act: (action: Action) => void;
}

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** The engine's reason in a person's words, or null when the action is legal. */
export function whyNotHere(ctx: ChoiceContext, action: Action): string | null {
  const error = validateAction(ctx.game, ctx.seat, action);
  return error ? reasonText(error, action, ctx.game, ctx.seat, ctx.names) : null;
}

/** One choice's memory key: the type, the seat (hot-seat tables share a page) and what the engine offers. */
export const piecesCost = (list: readonly string[]): number =>
  list.reduce((sum, c) => sum + COMPONENT_BY_ID[c as ComponentId].price, 0);

export const choiceId = (type: string, seat: number, actions: readonly Action[]): string =>
  `${type}:${seat}:${JSON.stringify(actions)}`;

/** RULES §4.3.1 / §12.8: the magicians, each on a card; the ones taken say why. */
export function magicianSheet(ctx: ChoiceContext, actions: readonly Of<"chooseMagician">[]): SheetSpec {
  const abilities = !!ctx.game.alley?.abilities;
  const cards: SheetCard[] = MAGICIANS.map((m) => {
    const action: Action = { type: "chooseMagician", magician: m.id };
    const legal = actions.some((a) => a.magician === m.id);
    const body: Node[] = [
      magicianEmblem(m.id, m.favourite),
      el("strong", "choice-name", nameOf("magician", m.id)),
      el(
        "span",
        `choice-category cat-${m.favourite}`,
        t("choices.magician.speciality", { category: nameOf("category", m.favourite) }),
      ),
    ];
    if (abilities) body.push(...abilityLines(m.id));
    return {
      key: m.id,
      label: nameOf("magician", m.id),
      body,
      reason: legal ? null : (whyNotHere(ctx, action) ?? t("reason.notPossible")),
      tone: `cat-${m.favourite}`,
    };
  });
  return {
    id: choiceId("chooseMagician", ctx.seat, actions),
    type: "chooseMagician",
    title: t("choices.magician.title"),
    lines: [t("choices.magician.note"), ...(abilities ? [] : [t("choices.magician.abilitiesOff")])],
    cards,
    mode: "one",
    outcome: (picks) => {
      const chosen = actions.find((a) => a.magician === picks[0]);
      return chosen
        ? { action: chosen, label: t("choices.magician.confirm", { name: nameOf("magician", chosen.magician) }) }
        : { action: null, label: t("choices.tapToChoose") };
    },
    autoOpen: true,
    openLabel: t("choices.show"),
    act: ctx.act,
  };
}

/** The ability in full, and how this table reads it where the sources disagree (OQ-34). */
function abilityLines(m: MagicianId): Node[] {
  const out: Node[] = [
    el("span", "choice-ability", t("choices.magician.ability", { name: nameOf("ability", m) })),
    el("span", "choice-text", t(`names.abilityText.${m}`)),
  ];
  if (i18nHas(`choices.magician.readings.${m}`))
    out.push(
      el("span", "choice-reading", t("choices.magician.reading", { text: t(`choices.magician.readings.${m}`) })),
    );
  return out;
}

/** RULES §4.3.5 (and the Engineer's extra trick, §4.3.6): the Residence's threshold-1 tricks offered, on cards. */
export function trickSheet(ctx: ChoiceContext, actions: readonly Of<"chooseTrick">[]): SheetSpec {
  const engineer = ctx.game.setupQueue[0]?.step === "engineerTrick";
  const magician = ctx.game.players[ctx.seat]?.magician;
  const favourite = magician ? MAGICIAN_BY_ID[magician].favourite : null;
  const cards: SheetCard[] = actions.map((a) => ({
    key: a.trick,
    label: nameOf("trick", a.trick),
    body: trickBody(a.trick),
    reason: null,
    tone: `cat-${TRICK_BY_ID[a.trick].category}`,
  }));
  return {
    id: choiceId("chooseTrick", ctx.seat, actions),
    type: "chooseTrick",
    title: t(engineer ? "choices.trick.engineerTitle" : "choices.trick.title"),
    lines: [
      engineer || !favourite
        ? t("choices.trick.engineerNote")
        : t("choices.trick.note", { category: nameOf("category", favourite) }),
    ],
    cards,
    mode: "one",
    outcome: (picks) => {
      const chosen = actions.find((a) => a.trick === picks[0]);
      return chosen
        ? { action: chosen, label: t("choices.trick.confirm", { name: nameOf("trick", chosen.trick) }) }
        : { action: null, label: t("choices.tapToChoose") };
    },
    autoOpen: true,
    openLabel: t("choices.show"),
    act: ctx.act,
  };
}

/** A trick card's face: category band, name, the pieces it needs, what each marker yields, its markers, its AP. */
export function trickBody(id: TrickId): Node[] {
  const def = TRICK_BY_ID[id];
  const band = el("span", `choice-band cat-${def.category}`, nameOf("category", def.category));
  const needs = el("span", "choice-needs");
  const pieces = Object.entries(def.components) as [ComponentId, number][];
  needs.append(el("span", "choice-label", pieces.length ? t("choices.trick.needs") : t("choices.trick.needsNothing")));
  for (const [c, n] of pieces) needs.append(componentChip(c, n));
  const y = def.yield;
  const gains = [
    y.fame ? amount("fame", y.fame) : "",
    y.coins ? amount("coins", y.coins) : "",
    y.shards ? amount("shards", y.shards) : "",
  ].filter(Boolean);
  const yields = el("span", "choice-yields");
  yields.append(el("span", "choice-label", t("choices.trick.yields")), el("strong", "", gains.join(" · ") || "0"));
  const markers = el("span", "choice-markers");
  for (let i = 0; i < def.markers; i++) markers.append(el("span", "marker-diamond"));
  markers.append(
    document.createTextNode(
      ` ${t("choices.trick.markers", { count: def.markers })} · ${t("choices.trick.prepare", { ap: amount("ap", def.prepAp) })}`,
    ),
  );
  return [band, el("strong", "choice-name", nameOf("trick", id)), needs, yields, markers];
}

/** A component with its icon and count, as a chip ("[icon] Fabric ×2"). */
export function componentChip(c: ComponentId, n: number): HTMLElement {
  const chip = el("span", "component-chip");
  chip.append(
    componentIcon(c, COMPONENT_BY_ID[c].tier, 20),
    document.createTextNode(`${nameOf("component", c)} ×${n}`),
  );
  return chip;
}

/** A component card's face: its icon, name and price. */
export function componentCardBody(id: ComponentId): Node[] {
  const c = COMPONENT_BY_ID[id];
  return [
    componentIcon(c.id, c.tier, 44),
    el("strong", "choice-name", nameOf("component", c.id)),
    el("span", "choice-price", t("choices.components.price", { price: amount("coins", c.price) })),
  ];
}

const ORDER = new Map(COMPONENTS.map((c, i) => [c.id, i]));
/** A choice of pieces in the engine's spelling (component order: wood, metal, …). */
export const sorted = (list: readonly string[]): ComponentId[] =>
  [...list].sort((a, b) => ORDER.get(a as ComponentId)! - ORDER.get(b as ComponentId)!) as ComponentId[];
export const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** "Wood ×2, Rope" in the page's language. */
export function pieceList(list: readonly ComponentId[]): string {
  const counts = new Map<ComponentId, number>();
  for (const c of list) counts.set(c, (counts.get(c) ?? 0) + 1);
  return formatList([...counts].map(([c, n]) => (n > 1 ? `${nameOf("component", c)} ×${n}` : nameOf("component", c))));
}

/**
 * The starting tricks the person will choose from next (RULES §4.3.5: threshold 1, their favourite category, still at
 * the Residence) with the pieces each needs: a starting trick begins prepared when its pieces are held (§4.3.8), and
 * a playtester chose components first and only then saw what the tricks needed (playtest 8). None when the
 * favourite is not known yet or none is left.
 */
function tricksAhead(ctx: ChoiceContext): string[] {
  const magician = ctx.game.players[ctx.seat]?.magician;
  if (!magician) return [];
  const favourite = MAGICIAN_BY_ID[magician].favourite;
  const tricks = ctx.game.residence.filter((id) => {
    const def = TRICK_BY_ID[id];
    return def.threshold === 1 && def.category === favourite;
  });
  if (!tricks.length) return [];
  const list = tricks.map((id) => {
    const pieces = (Object.entries(TRICK_BY_ID[id].components) as [ComponentId, number][]).flatMap(([c, n]) =>
      Array<ComponentId>(n).fill(c),
    );
    return t("choices.components.trickNeeds", { trick: nameOf("trick", id), pieces: pieceList(pieces) });
  });
  return [t("choices.components.tricksAhead", { list: formatList(list) })];
}

/** RULES §4.3.4: starting components worth up to 2 coins, each piece tapped onto the pile. */
export function componentSheet(ctx: ChoiceContext, actions: readonly Of<"chooseComponents">[]): SheetSpec {
  const budget = STARTING_COMPONENT_BUDGET;
  const affordable = COMPONENTS.filter((c) => c.price <= budget);
  const cost = piecesCost;
  const find = (list: readonly string[]) => actions.find((a) => same(a.components, sorted(list)));
  const cards: SheetCard[] = affordable.map((c) => {
    const body = componentCardBody(c.id);
    const alone = actions.some((a) => a.components.includes(c.id));
    return {
      key: c.id,
      label: `${nameOf("component", c.id)}, ${amount("coins", c.price)}`,
      body,
      reason: alone
        ? null
        : (whyNotHere(ctx, { type: "chooseComponents", components: [c.id] }) ?? t("reason.notPossible")),
      tone: `tier-${c.tier}`,
      counted: true,
    };
  });
  return {
    id: choiceId("chooseComponents", ctx.seat, actions),
    type: "chooseComponents",
    title: t("choices.components.title"),
    lines: [t("choices.components.note"), ...tricksAhead(ctx)],
    cards,
    mode: "bag",
    refuseAdd: (picks, key) => {
      const next = [...picks, key];
      if (cost(next) > budget)
        return t("choices.components.tooDear", {
          name: nameOf("component", key),
          price: amount("coins", COMPONENT_BY_ID[key as ComponentId].price),
          left: amount("coins", budget - cost(picks)),
        });
      if (next.length > 2) return t("choices.components.twoPieces");
      if (find(next)) return null;
      return whyNotHere(ctx, { type: "chooseComponents", components: sorted(next) }) ?? t("reason.notPossible");
    },
    outcome: (picks) => {
      const chosen = find(picks);
      const left = budgetLeft(budget - cost(picks), budget);
      if (!chosen) return { action: null, label: left };
      return {
        action: chosen,
        label: picks.length
          ? `${t("choices.components.confirm", { list: pieceList(sorted(picks)) })} · ${left}`
          : t("choices.components.none"),
      };
    },
    autoOpen: true,
    openLabel: t("choices.show"),
    act: ctx.act,
  };
}

/**
 * What is left of the starting components' budget: "1 coin left to spend (of 2)", "Te queda 1 moneda de 2". It read
 * "Te quedan 1 Moneda de 2 Monedas" (playtest 8): the verb agrees with what is left, and the budget is a number.
 */
export function budgetLeft(left: number, budget: number): string {
  return t("choices.components.left", { count: left, left: amount("coins", left), total: budget });
}
