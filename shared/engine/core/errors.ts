// Rule errors: a stable machine code plus a readable message with the numbers.

export type RuleErrorCode =
  | "BAD_ACTION" // not a known action shape
  | "BAD_SEAT"
  | "GAME_OVER"
  | "WRONG_PHASE"
  | "NOT_YOUR_TURN"
  | "NO_PLACEMENT" // a location action with no character of yours on the floor
  | "WRONG_LOCATION" // action or slot of another location than the character's
  | "NOT_ENOUGH_AP"
  | "CANNOT_AFFORD"
  | "NO_SHARDS"
  | "ALREADY_DONE" // once-only thing done already (advertise, enhance, confirm)
  | "NOT_ALLOWED_HERE" // e.g. enhance in the Theater
  | "MAGICIAN_TAKEN"
  | "CATEGORY_TAKEN"
  | "BAD_CHOICE" // a setup choice outside the offered set
  | "CHARACTER_UNAVAILABLE"
  | "NO_CARD"
  | "NOT_ASSIGNED"
  | "SLOT_TAKEN"
  | "SLOT_UNAVAILABLE" // slot absent at this player count, or not a slot
  | "WEEKDAY_TAKEN"
  | "ONE_WEEKDAY"
  | "STAGE_MAGICIAN_ONLY"
  | "DIE_SHOWS_X"
  | "DIE_MISMATCH"
  | "BAD_FACE"
  | "TRICK_UNAVAILABLE"
  | "FAME_THRESHOLD"
  | "NO_TRICK_SLOT"
  | "ALREADY_OWNED"
  | "NONE_LEFT"
  | "NO_APPRENTICE_SLOT" // 3 Apprentices on the board, and no free Assistant's slot (issue 13 audit)
  | "NOT_IN_STOCK"
  | "BAD_COUNT"
  | "BARGAIN_LIMIT"
  | "TYPE_CAP"
  | "STORAGE_FULL"
  | "SUPPLY_EMPTY"
  | "ORDER_SLOT_TAKEN"
  | "ALREADY_ORDERED"
  | "NO_SUCH_TRICK"
  | "ALREADY_PREPARED"
  | "REQUIREMENTS_NOT_MET"
  | "NO_MARKERS"
  | "NEEDS_SPECIALIST"
  | "NO_SUCH_COMPONENT"
  | "NOT_PREPARED" // Set Up Trick from a trick card without markers
  | "NO_SUCH_CARD" // no performance card in that Theater slot
  | "DUPLICATE_TRICK" // the card already holds a marker of this trick (RULES §3.5)
  | "NO_CARD_FOR_TRICK" // no performance card can take this trick: each holds its marker or has no empty space (§3.5)
  | "BAD_FACING" // the own-category corner must point into one of the slot's link circles
  | "BAD_REWARDS" // one fame/coins choice per new link
  | "NO_SUCH_MARKER"
  | "NO_OWN_MARKER" // a performer must choose a card with one of their markers
  | "EFFECT_NOT_AVAILABLE" // a Special card whose effect the engine does not offer yet: +1 AP only
  | "CHOOSE_SPECIAL_FIRST" // a placed character's Special card: effect or +1 AP comes first (OQ-26)
  | "KEEP_A_CARD_FIRST" // two Special cards drawn at the Dark Alley: keep one first
  | "DECK_EMPTY" // a Special deck with no card left (its discard pile is empty too)
  | "NOT_DRAWN" // keepSpecial names a card that was not drawn
  | "NOT_YOUR_ABILITY" // another magician's ability, or abilities are off
  | "NO_ACTIVE_PROPHECY" // Fate Weaving needs an Active prophecy to swap
  | "NOT_PENDING" // Fate Weaving names a prophecy that is not Pending
  | "POSSESSED" // Soul Possession fixed the card this performer must perform
  | "NOT_LOWEST_SLOT" // prophecy P27: the free slot with the lowest AP modifier must be taken
  | "NOT_YOUR_EFFECT" // a Special card action without that card used as its effect on the floor
  | "NOT_ENOUGH_FAME" // Smuggled Goods: the Fame to lose is more than you have
  | "VALUE_LIMIT" // Barter with Power: pieces worth more than 4 coins
  | "NOT_REQUIRED" // Unstable Prototype: a piece the prepared trick does not require
  | "THRESHOLD_TOO_HIGH" // Replacable Parts: the other trick's Fame threshold is higher
  | "NOT_YET" // Buying Time: only after a set-up with it; Hidden Talent: only after the Prepare
  | "EFFECT_NOT_USABLE" // a Special card whose effect cannot work for this character or place (Freelancer at the Workshop, Hidden Talent without an Apprentice)
  | "NOTHING_PERFORMED" // Durable Components: no marker of that trick was performed this turn
  | "ALREADY_PERFORMED"; // Grand Premiere: that trick was performed before in this game

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export function ruleError(code: RuleErrorCode, message: string): RuleError {
  return { code, message };
}

/** Every refusal code, for documentation and for tests that make sure each one can happen. */
export const RULE_ERROR_CODES: readonly RuleErrorCode[] = [
  "BAD_ACTION",
  "BAD_SEAT",
  "GAME_OVER",
  "WRONG_PHASE",
  "NOT_YOUR_TURN",
  "NO_PLACEMENT",
  "WRONG_LOCATION",
  "NOT_ENOUGH_AP",
  "CANNOT_AFFORD",
  "NO_SHARDS",
  "ALREADY_DONE",
  "NOT_ALLOWED_HERE",
  "MAGICIAN_TAKEN",
  "CATEGORY_TAKEN",
  "BAD_CHOICE",
  "CHARACTER_UNAVAILABLE",
  "NO_CARD",
  "NOT_ASSIGNED",
  "SLOT_TAKEN",
  "SLOT_UNAVAILABLE",
  "WEEKDAY_TAKEN",
  "ONE_WEEKDAY",
  "STAGE_MAGICIAN_ONLY",
  "DIE_SHOWS_X",
  "DIE_MISMATCH",
  "BAD_FACE",
  "TRICK_UNAVAILABLE",
  "FAME_THRESHOLD",
  "NO_TRICK_SLOT",
  "ALREADY_OWNED",
  "NONE_LEFT",
  "NO_APPRENTICE_SLOT",
  "NOT_IN_STOCK",
  "BAD_COUNT",
  "BARGAIN_LIMIT",
  "TYPE_CAP",
  "STORAGE_FULL",
  "SUPPLY_EMPTY",
  "ORDER_SLOT_TAKEN",
  "ALREADY_ORDERED",
  "NO_SUCH_TRICK",
  "ALREADY_PREPARED",
  "REQUIREMENTS_NOT_MET",
  "NO_MARKERS",
  "NEEDS_SPECIALIST",
  "NO_SUCH_COMPONENT",
  "NOT_PREPARED",
  "NO_SUCH_CARD",
  "DUPLICATE_TRICK",
  "NO_CARD_FOR_TRICK",
  "BAD_FACING",
  "BAD_REWARDS",
  "NO_SUCH_MARKER",
  "NO_OWN_MARKER",
  "EFFECT_NOT_AVAILABLE",
  "CHOOSE_SPECIAL_FIRST",
  "KEEP_A_CARD_FIRST",
  "DECK_EMPTY",
  "NOT_DRAWN",
  "NOT_YOUR_ABILITY",
  "NO_ACTIVE_PROPHECY",
  "NOT_PENDING",
  "POSSESSED",
  "NOT_LOWEST_SLOT",
  "NOT_YOUR_EFFECT",
  "NOT_ENOUGH_FAME",
  "VALUE_LIMIT",
  "NOT_REQUIRED",
  "THRESHOLD_TOO_HIGH",
  "NOT_YET",
  "EFFECT_NOT_USABLE",
  "NOTHING_PERFORMED",
  "ALREADY_PERFORMED",
];

/**
 * A short, readable rendering of any value for an error message; never throws (issue 16: JSON.stringify throws
 * on a BigInt, a cycle or a throwing getter, and an engine refusal must not). At most `max` characters.
 */
export function describeValue(value: unknown, max = 80): string {
  let text: string;
  try {
    text =
      JSON.stringify(value, (_key, v: unknown) =>
        typeof v === "bigint" ? `${v}n` : typeof v === "symbol" || typeof v === "function" ? `[${typeof v}]` : v,
      ) ?? typeof value;
  } catch {
    text = `an unreadable ${typeof value}`;
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
