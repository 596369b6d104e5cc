/** A one-shot timer: the room's clock in a room, any timer in a unit test. */
export type Schedule = (ms: number, fn: () => void) => { clear(): void };
