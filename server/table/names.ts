/**
 * Display names (issue 26): what a person types is shown to everyone at the table, in the public
 * listing and in finished games' records, so it is normalised and checked once, here, before any
 * seat takes it (join, sit, rename, a hot-seat creator's names).
 */

/** The longest name, in characters as a person counts them (grapheme clusters: "é" or a flag is one). */
export const NAME_MAX = 24;

export type NameRefusal = {
  code: "NAME_EMPTY" | "NAME_TOO_LONG" | "NAME_FORBIDDEN_CHARACTERS" | "NAME_TAKEN";
  message: string;
};

/**
 * Characters no name may hold: controls (NUL, newlines, tabs: Cc), format characters (Cf: the bidi
 * marks, embeddings, overrides and isolates U+200E/F, U+202A–E, U+2066–9, U+061C, and the zero-width
 * space, joiners, word joiner and BOM U+200B–D, U+2060, U+FEFF), lone surrogates (Cs) and the line
 * and paragraph separators (Zl, Zp). Refused rather than stripped: a name that needed them to look
 * like something is not a name the others should be shown.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A name as it will be shown: Unicode NFC, trimmed, runs of inner whitespace as one space. Refused
 * (nothing normalised away) when it holds a forbidden character, is empty, or is too long.
 */
export function normaliseName(raw: string): { name: string } | NameRefusal {
  // Checked before whitespace is collapsed: a newline must be refused, not turned into a space.
  if (FORBIDDEN.test(raw)) {
    return {
      code: "NAME_FORBIDDEN_CHARACTERS",
      message: "a name may not contain control, direction or invisible characters",
    };
  }
  const name = raw.normalize("NFC").trim().replace(/\s+/gu, " ");
  if (!name) return { code: "NAME_EMPTY", message: "a name needs at least one visible character" };
  let length = 0;
  for (const _ of graphemes.segment(name)) if (++length > NAME_MAX) break;
  if (length > NAME_MAX) return { code: "NAME_TOO_LONG", message: `a name has at most ${NAME_MAX} characters` };
  return { name };
}

/**
 * How two names are compared for uniqueness: compatibility-normalised (so a full-width "Ａnna" is
 * "Anna") and lower-cased. Only for comparing; the name shown keeps the person's own form.
 */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}

/** NAME_TAKEN when another seat (`others`: the names of every seat but the one being named) already shows this name. */
export function nameClash(name: string, others: readonly string[]): NameRefusal | null {
  const key = nameKey(name);
  if (!others.some((other) => other && nameKey(other) === key)) return null;
  return { code: "NAME_TAKEN", message: `another seat at this table is already called ${name}` };
}

/** Whether a person gave no name at all (only spaces): the seat then gets its default name. A forbidden character is not "no name". */
export function isBlankName(raw: string): boolean {
  return raw.trim() === "" && !FORBIDDEN.test(raw);
}

/**
 * The name for a seat: the person's own (checked, and unique among `others`), or, when they gave
 * none, the seat's default ("Player 2"), made unique the same way should someone already be called that.
 */
export function seatName(raw: string, seat: number, others: readonly string[]): { name: string } | NameRefusal {
  if (isBlankName(raw)) {
    for (let k = 1; ; k++) {
      const name = k === 1 ? `Player ${seat + 1}` : `Player ${seat + 1} (${k})`;
      if (!nameClash(name, others)) return { name };
    }
  }
  const checked = normaliseName(raw);
  if (!("name" in checked)) return checked;
  return nameClash(checked.name, others) ?? checked;
}
