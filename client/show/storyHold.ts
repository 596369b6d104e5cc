/**
 * Keeps the board at the moment of the story being played. The table sends each action's patch just before its
 * events, and bots play on while a page plays a show; drawn at once, a patch would put the board in the next turn
 * (new dice, new cards, the panel asking to advertise) under a show of the last one. So each snapshot waits here
 * until the story has reached it: a snapshot that has told `n` history entries is drawn once `reached >= n`.
 *
 * `reached` is the number of history entries whose shows (and skipped-day notes) are over: while the show of
 * entry `i` (0-based) plays, it is `i`, so the board shows the state just before that action. The End Turn
 * summary holds nothing: it tells the change the board then shows. Pure (no DOM), generic over the snapshot.
 */
export class StoryHold<S> {
  /** Snapshots that arrived ahead of the story, oldest first, with the entries each has told. */
  private readonly waiting: { snapshot: S; told: number }[] = [];
  private reached = 0;

  constructor(private readonly draw: (snapshot: S) => void) {}

  /** A snapshot arrived: drawn now if the story is there, else kept until it is. */
  offer(snapshot: S, told: number): void {
    // A snapshot the story has reached is the newest state: older waiting ones will never be drawn. (An undo's
    // patch tells fewer entries than the one before it: it too is drawn at once.)
    if (told <= this.reached) {
      this.waiting.length = 0;
      this.draw(snapshot);
      return;
    }
    this.waiting.push({ snapshot, told });
  }

  /** The story has played up to `reached` entries: draws the newest snapshot it has reached, if any waits. */
  reach(reached: number): void {
    this.reached = reached;
    let newest = -1;
    for (let i = 0; i < this.waiting.length; i++) if (this.waiting[i]!.told <= reached) newest = i;
    if (newest < 0) return;
    const { snapshot } = this.waiting[newest]!;
    this.waiting.splice(0, newest + 1);
    this.draw(snapshot);
  }

  /** Whether a newer snapshot waits for the story (the board is behind the table). */
  get behind(): boolean {
    return this.waiting.length > 0;
  }
}

/**
 * Keeps the log at the same moment as the board: live history entries wait until the story has reached them (the
 * `reached` of StoryHold), so the log does not tell the next turn's dice while the last show of a turn still plays.
 * A whole history (a join, a reload, an undo) is told at once: the show catches up with it too. Pure, generic.
 */
export class HistoryHold<E> {
  private readonly waiting: E[] = [];
  /** Entries passed on to the log so far. */
  private told = 0;
  private reached = 0;

  constructor(private readonly tell: (entries: E[], reset: boolean) => void) {}

  /** New entries (with `reset`, the whole history, which replaces what was told). */
  add(entries: readonly E[], reset: boolean): void {
    if (reset) {
      this.waiting.length = 0;
      this.told = entries.length;
      this.tell([...entries], true);
      return;
    }
    this.waiting.push(...entries);
    this.flush();
  }

  /** The story has played up to `reached` entries: tells the waiting ones it has reached. */
  reach(reached: number): void {
    this.reached = reached;
    this.flush();
  }

  private flush(): void {
    const count = Math.min(this.waiting.length, this.reached - this.told);
    if (count <= 0) return;
    this.told += count;
    this.tell(this.waiting.splice(0, count), false);
  }
}

/** What a show must not run ahead of: the turn, the dice and the performance cards with their markers. */
export interface BoardMoment {
  turn: number;
  dice: Record<string, string | number>;
  /** Each Theater slot's card and its markers ("slot:seat:trick"), sorted; null for an empty slot. */
  cards: ({ id: string; markers: string[] } | null)[];
}

/** The moment a board shows (the page's drawn view, or the server's state in tests). */
export function boardMoment(view: {
  turn: number;
  dice: Readonly<Record<string, string | number>>;
  theaterCards: readonly ({ id: string; markers: Readonly<Record<string, { seat: number; trick: string }>> } | null)[];
}): BoardMoment {
  return {
    turn: view.turn,
    dice: { ...view.dice },
    cards: view.theaterCards.map((c) =>
      c
        ? {
            id: c.id,
            markers: Object.entries(c.markers)
              .map(([slot, m]) => `${slot}:${m.seat}:${m.trick}`)
              .sort(),
          }
        : null,
    ),
  };
}
