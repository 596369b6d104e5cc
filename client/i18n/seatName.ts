import { fixedT, hasKeyIn, LANGUAGES, t } from "./index";

/**
 * A seat's name as this reader reads it. A person who types no name gets their seat's default, made by the server in
 * one form for every reader ("Player 2", "Player 2 (2)" when someone already took that: server/table/names.ts
 * `seatName`); shown as it is stored, a Spanish reader read "Player 1 (tú)" (playtest 7, defect 10). So a default
 * name is worded here, in the reader's language and again on a language switch ("Jugador 2 (2)"). A table made before
 * pages sent no name may hold a default in its creator's language ("Jugador 1"): any loaded language's default of the
 * same seat counts too. A name a person chose is never touched, even one that looks like another seat's default.
 */
export function shownSeatName(name: string, seat: number): string {
  const parts = /^(.*?)(?: \((\d+)\))?$/u.exec(name);
  const base = parts?.[1] ?? name;
  const n = seat + 1;
  const defaults = [
    `Player ${n}`,
    ...LANGUAGES.filter((lng) => hasKeyIn(lng, "landing.defaultPlayer")).map((lng) =>
      fixedT(lng)("landing.defaultPlayer", { n }),
    ),
  ];
  if (!defaults.includes(base)) return name;
  const mine = t("landing.defaultPlayer", { n });
  return parts?.[2] ? `${mine} (${parts[2]})` : mine;
}

/** Every seat's name as this reader reads it (a finished game's record, the lobby listing). */
export function shownSeatNames(names: readonly string[]): string[] {
  return names.map((name, seat) => shownSeatName(name, seat));
}
