import type { BoardScene } from "./BoardScene";

/**
 * Listeners called with every newly mounted board (the phone layout attaches its camera here). Its own module,
 * with only a type import, so the page's first chunk can register one without loading PixiJS; a listener may
 * return a promise (it loads its own chunk) and the board waits for it before it is used.
 */
export const boardMounted = new Set<(scene: BoardScene) => void | Promise<void>>();
