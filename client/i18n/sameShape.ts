/**
 * A catalogue's other language, typed by its English: the same keys, nested the same way, each word any string (the
 * English is `as const`, so its own words are literal types). One definition for every topic file of client/i18n/.
 */
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };
