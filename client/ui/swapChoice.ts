import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { SPECIAL_EFFECTS } from "../../shared/data/specialEffects";
import type { Action } from "../../shared/engine";
import { amount, cardName, formatList, name as nameOf, t } from "../i18n";
import { performanceMini } from "./choiceArt";
import { type SheetCard, type SheetSpec } from "./choiceSheet";
import { choiceId, whyNotHere, type ChoiceContext } from "./setupChoices";

// Buying Time (A10, RULES §12.3): after the set-up, swap two performance cards on the Theater for 3 coins. The cards
// are shown as they lie, left to right, each with its markers; the person taps two and Confirm says which swap it is.

type BuyingTime = Extract<Action, { type: "buyingTime" }>;

const swapCoins = (): number => {
  const effect = SPECIAL_EFFECTS.A10;
  return effect?.kind === "swapCards" ? effect.coins : 0;
};

export function swapSheet(ctx: ChoiceContext, actions: readonly BuyingTime[]): SheetSpec {
  const coins = amount("coins", swapCoins());
  const cards: SheetCard[] = [];
  ctx.game.theaterCards.forEach((card, i) => {
    if (!card) return;
    const offered = actions.some((a) => a.cardA === i || a.cardB === i);
    const markers = Object.values(card.markers).map((m) =>
      t("choices.swap.marker", {
        name: ctx.names[m.seat] ?? t("reason.player", { n: m.seat + 1 }),
        trick: nameOf("trick", m.trick),
      }),
    );
    const position = document.createElement("span");
    position.className = "choice-label";
    position.textContent = t("choices.swap.position", { n: i + 1 });
    const title = document.createElement("strong");
    title.className = "choice-name";
    title.textContent = cardName(card.id);
    const list = document.createElement("span");
    list.className = "choice-text";
    list.textContent = markers.length
      ? t("choices.swap.markers", { list: formatList(markers) })
      : t("choices.swap.noMarkers");
    const bonus = document.createElement("span");
    bonus.className = "choice-text";
    const b = PERFORMANCE_BY_ID[card.id].bonus;
    const gains = [
      b.fame ? amount("fame", b.fame) : "",
      b.coins ? amount("coins", b.coins) : "",
      b.shards ? amount("shards", b.shards) : "",
    ].filter(Boolean);
    bonus.textContent = t("choices.swap.bonus", { gains: gains.length ? formatList(gains) : "—" });
    const face = document.createElement("span");
    face.className = "choice-face";
    const words = document.createElement("span");
    words.className = "choice-words";
    words.append(position, title, bonus, list);
    face.append(performanceMini(card), words);
    cards.push({
      key: String(i),
      label: `${t("choices.swap.position", { n: i + 1 })}: ${cardName(card.id)}`,
      body: [face],
      reason: offered
        ? null
        : (whyNotHere(ctx, { type: "buyingTime", cardA: i, cardB: i === 0 ? 1 : 0 }) ?? t("reason.notPossible")),
      tone: "performance",
    });
  });
  return {
    id: choiceId("buyingTime", ctx.seat, actions),
    type: "buyingTime",
    title: t("choices.swap.title"),
    lines: [t("choices.swap.note", { coins })],
    cards,
    mode: "two",
    outcome: (picks) => {
      if (picks.length < 2)
        return { action: null, label: t(picks.length ? "choices.swap.pickOne" : "choices.swap.pickTwo") };
      const [a, b] = picks.map(Number).sort((x, y) => x - y) as [number, number];
      const chosen = actions.find((x) => x.cardA === a && x.cardB === b) ?? null;
      return { action: chosen, label: t("choices.swap.confirm", { a: a + 1, b: b + 1, coins }) };
    },
    autoOpen: false,
    openLabel: t("choices.swap.open"),
    act: ctx.act,
  };
}
