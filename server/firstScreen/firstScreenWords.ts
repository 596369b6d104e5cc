import i18next from "i18next";
import { en } from "../../client/i18n/en";
import { es } from "../../client/i18n/es";
import { namesEn, namesEs } from "../../client/i18n/names";
import { tableEn, tableEs } from "../../client/i18n/table";
import { TURNS_BASE } from "../../shared/data/locations";
import { TURNS_DARK_ALLEY } from "../../shared/engine";
import type { ListingEntry } from "../rooms/listing";

/**
 * The words of a table link's first screen, in the reader's language: the client's own catalogues (the same keys its
 * status line reads, client/ui/statusLine.ts), through i18next as on the page, so both say the same sentence.
 */
const CATALOGUES = {
  en: {
    status: en.status,
    brand: en.brand,
    top: en.top,
    lobby: en.lobby,
    options: en.options,
    table: { boardLoading: tableEn.table.boardLoading },
    landing: { seat: en.landing.seat },
    weekday: namesEn.weekday,
  },
  es: {
    status: es.status,
    brand: es.brand,
    top: es.top,
    lobby: es.lobby,
    options: es.options,
    table: { boardLoading: tableEs.table.boardLoading },
    landing: { seat: es.landing.seat },
    weekday: namesEs.weekday,
  },
};
export type FirstScreenLanguage = keyof typeof CATALOGUES;
const LANGUAGES = Object.keys(CATALOGUES) as FirstScreenLanguage[];
const isLanguage = (value: unknown): value is FirstScreenLanguage => LANGUAGES.includes(value as FirstScreenLanguage);

const words = i18next.createInstance();
void words.init({
  fallbackLng: "en",
  resources: { en: { translation: CATALOGUES.en }, es: { translation: CATALOGUES.es } },
  // The page escapes the finished words itself (firstScreenPage.ts), names included.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The cookie the page writes when a person picks a language (client/i18n/index.ts), read before Accept-Language. */
export const LANGUAGE_COOKIE = "trickerion-language";

/**
 * The language the page will start in, as `detectLanguage()` chooses it there: the one chosen on this device before
 * (its cookie mirrors the page's localStorage), else the browser's first language we have, in the order the browser
 * lists them (Accept-Language, by weight), else English.
 */
export function languageOf(acceptLanguage: string | undefined, cookie: string | undefined): FirstScreenLanguage {
  const chosen = /(?:^|;\s*)trickerion-language=([a-z]{2})(?:;|$)/.exec(cookie ?? "")?.[1];
  if (isLanguage(chosen)) return chosen;
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
      return { base: tag.trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return tags.map((t) => t.base).find(isLanguage) ?? "en";
}

/** "Table", in a language. */
export function tableWord(lng: FirstScreenLanguage): string {
  return words.t("top.table", { lng });
}

/** The top bar's fixed words in a language (index.html's `data-i18n` marks, which the page translates later). */
export function topBarWords(lng: FirstScreenLanguage): { sub: string; copyLink: string; copyLinkTitle: string } {
  return {
    sub: words.t("brand.sub", { lng }),
    copyLink: words.t("top.copyLink", { lng }),
    copyLinkTitle: words.t("top.copyLinkTitle", { lng }),
  };
}

/** "Drawing the board…": what the board's place says until its code has come (TableScreen.makeBoard says it too). */
export function boardLoadingWords(lng: FirstScreenLanguage): string {
  return words.t("table.boardLoading", { lng });
}

/** The seats panel's words in a language: its heading ("Seats", "Waiting for players") and an open seat's line. */
export function seatWords(lng: FirstScreenLanguage): {
  seats: string;
  waiting: string;
  watchingTable: string;
  open: (n: number) => string;
  watching: (count: number) => string;
  modules: (entry: ListingEntry) => string;
} {
  return {
    seats: words.t("lobby.seats", { lng }),
    waiting: words.t("lobby.waiting", { lng }),
    watchingTable: words.t("lobby.watchingTable", { lng }),
    open: (n) => words.t("lobby.seatOpen", { lng, n }),
    watching: (count) => words.t("lobby.watching", { lng, count }),
    // As client/ui/tableOptions.ts `moduleLabel` says them.
    modules: (entry) =>
      entry.darkAlley
        ? [
            words.t("options.darkAlley", { lng }),
            ...(entry.prophecies ? [words.t("options.prophecies", { lng })] : []),
            ...(entry.abilities ? [words.t("options.abilities", { lng })] : []),
          ].join(" · ")
        : "",
  };
}

/**
 * What a spectator's status line says, from the listing's facts alone: the same parts in the same order as
 * `statusText` (client/ui/statusLine.ts) for a viewer with no seat; tests/server/first-screen.test.ts compares them.
 * A lobby has no game yet: a spectator reads that the host has yet to start it.
 */
export function spectatorStatus(entry: ListingEntry, lng: FirstScreenLanguage): string {
  if (entry.status === "lobby") return words.t("status.waitingHost", { lng });
  if (entry.phase === "gameOver" || entry.status === "finished") return words.t("status.gameOver", { lng });
  const name = (s: number): string => entry.names[s] || words.t("landing.seat", { lng, n: s + 1 });
  const who =
    entry.phase === "assignment"
      ? words.t("status.planning", { lng, count: entry.toAct.length })
      : entry.toAct.length
        ? words.t("status.toAct", { lng, name: name(entry.toAct[0]!) })
        : "";
  const turns = entry.darkAlley ? TURNS_DARK_ALLEY : TURNS_BASE;
  const parts = [
    ...(entry.turn > 0 ? [words.t("status.turn", { lng, turn: entry.turn, turns })] : []),
    words.t(`status.phase.${entry.phase}`, { lng, defaultValue: entry.phase }),
    ...(entry.phase === "performance" && entry.weekday ? [words.t(`weekday.${entry.weekday}`, { lng })] : []),
    ...(who ? [who] : []),
  ];
  return parts.join(" · ");
}
