// Module tags: every piece of content says which module it belongs to, so Dark Alley can be switched on later.

/** "base" = [BASE] and [2P] content; "dark_alley" = [DA] content. */
export type ModuleTag = "base" | "dark_alley";

/** The modules enabled in a game (table options). */
export interface ModuleOptions {
  readonly darkAlley?: boolean;
  /** With Dark Alley: prophecies on the Fortune Teller orb (default on, RULES §12.4). */
  readonly prophecies?: boolean;
  /** With Dark Alley: the magicians' black-cat abilities (default on, RULES §12.8). */
  readonly abilities?: boolean;
}

/** Whether content with this tag is in play. */
export function moduleEnabled(tag: ModuleTag, modules: ModuleOptions): boolean {
  return tag === "base" || (tag === "dark_alley" && modules.darkAlley === true);
}
