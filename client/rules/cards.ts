import { SPECIAL_CARDS } from "../../shared/data/assignments";
import { END_GAME_BONUSES } from "../../shared/data/endGameBonuses";
import { MAGICIANS } from "../../shared/data/magicians";
import { PERFORMANCES } from "../../shared/data/performances";
import { PROPHECIES } from "../../shared/data/prophecies";
import { TRICKS } from "../../shared/data/tricks";
import { endGameLine } from "../board/alleyPieces";
import { amount, formatList, name, t } from "../i18n";
import type { SectionId } from "./sections";

// The card texts of the reference, in full, made from the project's typed data (shared/data) and the names and
// texts the rest of the table already shows (client/i18n): one list per section that has cards. Built when a
// section is drawn, in the reader's language, so they can never disagree with what the board says.

/** One card of a list: its name and its text (lines). */
export interface CardEntry {
  readonly title: string;
  readonly lines: readonly string[];
}

const yields = (y: { fame: number; coins: number; shards: number }): string => {
  const parts = [
    y.fame && amount("fame", y.fame),
    y.coins && amount("coins", y.coins),
    y.shards && amount("shards", y.shards),
  ].filter(Boolean) as string[];
  return parts.length ? formatList(parts) : t("actionText.nothing");
};

function trickEntry(def: (typeof TRICKS)[number]): CardEntry {
  const components = formatList(
    Object.entries(def.components).map(([c, n]) => t("reason.piecesOf", { count: n, component: name("component", c) })),
  );
  // board.trickDetails is the Downtown tooltip's wording: its first line is the title here.
  const text = t("board.trickDetails", {
    name: name("trick", def.id),
    category: name("category", def.category),
    threshold: def.threshold,
    components,
    ap: amount("ap", def.prepAp),
    markers: t("board.markers", { count: def.markers }),
    yields: yields(def.yield),
  });
  const [title = "", ...lines] = text.split("\n");
  const bonus = endGameLine(def.id).trim();
  return { title, lines: bonus ? [...lines, bonus] : lines };
}

/** The card list a section ends with (empty for sections without one). */
export function cardsOf(section: SectionId): CardEntry[] {
  switch (section) {
    case "trick-list":
      return TRICKS.map(trickEntry);
    case "fame-36":
      return TRICKS.filter((d) => END_GAME_BONUSES[d.id]).map(trickEntry);
    case "special-cards":
      return SPECIAL_CARDS.map((c) => ({
        title: name("special", c.id),
        lines: [t("rules.deck", { location: name("location", c.location) }), name("specialText", c.id)],
      }));
    case "prophecies":
      return PROPHECIES.map((p, i) => ({ title: `${i + 1}`, lines: [name("prophecy", p.id)] }));
    case "abilities":
      return MAGICIANS.map((m) => ({
        title: `${name("magician", m.id)}: ${name("ability", m.id)}`,
        lines: [name("abilityText", m.id)],
      }));
    case "performance-cards":
      return PERFORMANCES.map((p) => ({
        title: name("theater", p.theater),
        lines: [
          formatList([
            t("rules.slots", { count: p.slots.length }),
            t("rules.links", { count: p.links.length }),
            ...(p.links.some((l) => l.shard)
              ? [t("rules.shardLinks", { count: p.links.filter((l) => l.shard).length })]
              : []),
          ]),
          t("rules.bonus", { bonus: yields(p.bonus) }),
          ...(p.module === "dark_alley" ? [t("rules.darkAlleyOnly")] : []),
        ],
      }));
    default:
      return [];
  }
}
