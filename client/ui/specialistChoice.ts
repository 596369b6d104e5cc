import { COMPONENT_BY_ID, COMPONENTS, type ComponentId } from "../../shared/data/components";
import { STARTING_COMPONENT_BUDGET, type Action } from "../../shared/engine";
import { amount, name as nameOf, t } from "../i18n";
import type { SheetCard, SheetSpec } from "./choiceSheet";
import {
  budgetLeft,
  choiceId,
  componentCardBody,
  piecesCost,
  pieceList,
  same,
  sorted,
  whyNotHere,
  type ChoiceContext,
} from "./setupChoices";

// RULES §4.3.6: the starting specialist on cards (Engineer, Manager, Assistant, each with what it brings), and for the
// Manager the bonus components worth up to 2 coins tapped on below, as the starting components are.

type ChooseSpecialist = Extract<Action, { type: "chooseSpecialist" }>;
const SPECIALISTS = ["engineer", "manager", "assistant"] as const;
const SPEC = "specialist:";

export function specialistSheet(ctx: ChoiceContext, actions: readonly ChooseSpecialist[]): SheetSpec {
  const budget = STARTING_COMPONENT_BUDGET;
  const specialistOf = (picks: readonly string[]): string | undefined =>
    picks.find((k) => k.startsWith(SPEC))?.slice(SPEC.length);
  const piecesOf = (picks: readonly string[]): string[] => picks.filter((k) => !k.startsWith(SPEC));
  const find = (picks: readonly string[]): ChooseSpecialist | undefined => {
    const specialist = specialistOf(picks);
    const pieces = sorted(piecesOf(picks));
    return actions.find((a) => a.specialist === specialist && same(a.components, pieces));
  };
  const cards: SheetCard[] = SPECIALISTS.map((s) => {
    const offered = actions.some((a) => a.specialist === s);
    const body: Node[] = [];
    const title = document.createElement("strong");
    title.className = "choice-name";
    title.textContent = nameOf("character", s);
    const text = document.createElement("span");
    text.className = "choice-text";
    text.textContent = t(`choices.specialist.${s}`);
    body.push(title, text);
    return {
      key: `${SPEC}${s}`,
      label: nameOf("character", s),
      body,
      reason: offered
        ? null
        : (whyNotHere(ctx, { type: "chooseSpecialist", specialist: s, components: [] }) ?? t("reason.notPossible")),
      tone: "specialist",
    };
  });
  const managerPieces = new Set(actions.filter((a) => a.specialist === "manager").flatMap((a) => a.components));
  for (const c of COMPONENTS.filter((x) => x.price <= budget)) {
    cards.push({
      key: c.id,
      label: `${nameOf("component", c.id)}, ${amount("coins", c.price)}`,
      body: componentCardBody(c.id),
      reason: managerPieces.has(c.id)
        ? null
        : (whyNotHere(ctx, { type: "chooseSpecialist", specialist: "manager", components: [c.id] }) ??
          t("reason.notPossible")),
      tone: `tier-${c.tier}`,
      row: 1,
      counted: true,
    });
  }
  return {
    id: choiceId("chooseSpecialist", ctx.seat, actions),
    type: "chooseSpecialist",
    title: t("choices.specialist.title"),
    lines: [t("choices.specialist.note")],
    rows: ["", t("choices.specialist.managerPieces")],
    cards,
    mode: "bag",
    next: (picks, key) => {
      if (key.startsWith(SPEC)) {
        // Another specialist replaces the first; the Manager's pieces go with the Manager.
        return key === `${SPEC}manager` ? [key, ...piecesOf(picks)] : [key];
      }
      if (specialistOf(picks) !== "manager") return t("choices.specialist.managerOnly");
      const pieces = [...piecesOf(picks), key];
      if (piecesCost(pieces) > budget)
        return t("choices.components.tooDear", {
          name: nameOf("component", key),
          price: amount("coins", COMPONENT_BY_ID[key as ComponentId].price),
          left: amount("coins", budget - piecesCost(piecesOf(picks))),
        });
      if (pieces.length > 2) return t("choices.components.twoPieces");
      const next = [...picks, key];
      if (find(next)) return next;
      return (
        whyNotHere(ctx, { type: "chooseSpecialist", specialist: "manager", components: sorted(pieces) }) ??
        t("reason.notPossible")
      );
    },
    outcome: (picks) => {
      const chosen = find(picks);
      if (!chosen) return { action: null, label: t("choices.tapToChoose") };
      const who = nameOf("character", chosen.specialist);
      if (chosen.specialist !== "manager") return { action: chosen, label: t("choices.specialist.confirm", { who }) };
      const left = budgetLeft(budget - piecesCost(chosen.components), budget);
      return {
        action: chosen,
        label: chosen.components.length
          ? `${t("choices.specialist.confirmWith", { who, list: pieceList(chosen.components) })} · ${left}`
          : t("choices.specialist.confirmNone", { who }),
      };
    },
    autoOpen: true,
    openLabel: t("choices.show"),
    act: ctx.act,
  };
}
