/**
 * The choices of one group of legal actions that differ in some fields (Set Up Trick's card and space…), kept
 * apart from the DOM. Each field offers every value it can take, never only those the other fields' picks leave
 * (issue 29: once a space was picked the card field held only the card picked, and no other could be chosen). A
 * value that does not go with another field's pick stays offered; picking it keeps every pick, and `attempt()` names
 * the action they would make so the form can say why the engine refuses it (a playtester's Buy form cleared itself
 * with no reason when a bargain did not go with the component). A field with a single value left is filled in, and
 * emptied again when the pick that narrowed it goes.
 *
 * One exception: a field that is a place *within* another field's pick (a character's slot, a card's space) offers
 * only the places of what is picked there (`narrowedBy`). A playtester's Place form listed the Theater for an
 * Apprentice whose card says Workshop, and the Set Up form every card's spaces: a space is "top left" on every
 * card, so greying it told nothing. The field it depends on still offers every value.
 */
export class FieldChoices<A extends object> {
  /** What the person (or the board) picked, field → value key. */
  private readonly picked = new Map<string, string>();

  constructor(
    private readonly actions: readonly A[],
    readonly fields: readonly string[],
    /** field → the field whose pick limits its values (a slot by the character, a space by the card). */
    private readonly narrowedBy: Readonly<Record<string, string>> = {},
  ) {}

  /** A pick in one field, or `null` to clear it. A value no action has is refused and changes nothing. */
  pick(field: string, value: string | null): boolean {
    if (!this.fields.includes(field)) return false;
    if (value === null) {
      this.picked.delete(field);
      return true;
    }
    if (!this.values(field).some((v) => fieldKey(v) === value)) return false;
    this.picked.set(field, value);
    // A place picked within another value goes when that value changes and does not have it.
    for (const [child, parent] of Object.entries(this.narrowedBy)) {
      const kept = this.picked.get(child);
      if (parent === field && kept !== undefined && !this.values(child).some((v) => fieldKey(v) === kept))
        this.picked.delete(child);
    }
    return true;
  }

  /**
   * When the picks go together in no legal action: the action they would make (the other fields taken from the
   * legal action that agrees with most picks), for the engine to say why it refuses it; else null.
   */
  attempt(): A | null {
    if (this.picked.size === 0 || this.matching().length > 0) return null;
    const agree = (a: A): number =>
      [...this.picked].filter(([f, v]) => fieldKey((a as Record<string, unknown>)[f]) === v).length;
    const base = this.actions.reduce<A | null>((best, a) => (best === null || agree(a) > agree(best) ? a : best), null);
    if (!base) return null;
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [f, v] of this.picked) out[f] = JSON.parse(v) as unknown;
    return out as A;
  }

  /** Every value of a field, in the actions' order (within the pick of the field that narrows it, if any). */
  values(field: string): unknown[] {
    const parent = this.narrowedBy[field];
    const within = parent === undefined ? undefined : this.picked.get(parent);
    return unique(
      this.actions
        .filter((a) => within === undefined || fieldKey((a as Record<string, unknown>)[parent!]) === within)
        .map((a) => (a as Record<string, unknown>)[field]),
    );
  }

  /** The values of a field that go with the other fields' picks. */
  left(field: string): unknown[] {
    return this.compatible(field, this.picked);
  }

  /** Whether a value of a field goes with the other fields' picks. */
  fits(field: string, value: unknown): boolean {
    return this.compatible(field, this.picked).some((v) => fieldKey(v) === fieldKey(value));
  }

  /** The value shown in each field: the person's pick, or the only one left. */
  chosen(): Map<string, string> {
    const chosen = new Map(this.picked);
    for (const field of this.fields) {
      if (chosen.has(field)) continue;
      const left = this.compatible(field, this.picked);
      if (left.length === 1) chosen.set(field, fieldKey(left[0]));
    }
    return chosen;
  }

  /** The actions that agree with every field shown. */
  matching(): A[] {
    const chosen = this.chosen();
    return this.actions.filter((a) => [...chosen].every(([f, v]) => fieldKey((a as Record<string, unknown>)[f]) === v));
  }

  /** The one action every field now names, or null while something is still to choose. */
  ready(): A | null {
    const left = this.matching();
    const chosen = this.chosen();
    return left.length === 1 && this.fields.every((f) => chosen.has(f)) ? left[0]! : null;
  }

  private compatible(field: string, picks: ReadonlyMap<string, string>): unknown[] {
    return unique(
      this.actions
        .filter((a) => [...picks].every(([f, v]) => f === field || fieldKey((a as Record<string, unknown>)[f]) === v))
        .map((a) => (a as Record<string, unknown>)[field]),
    );
  }
}

/** A field value as the select's option value. */
export function fieldKey(value: unknown): string {
  return JSON.stringify(value);
}

function unique(values: unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const v of values) if (!seen.has(fieldKey(v))) seen.set(fieldKey(v), v);
  return [...seen.values()];
}
