// Module tags: every piece of content says which module it belongs to, so Dark Alley can be switched on later.

/** "base" = [BASE] and [2P] content; "dark_alley" = [DA] content (not implemented yet). */
export type ModuleTag = "base" | "dark_alley";

/** The modules enabled in a game. Only the base game is implemented; Dark Alley content is data only. */
export interface ModuleOptions {
  readonly darkAlley?: boolean;
}

/** Whether content with this tag is in play. */
export function moduleEnabled(tag: ModuleTag, modules: ModuleOptions): boolean {
  return tag === "base" || (tag === "dark_alley" && modules.darkAlley === true);
}
