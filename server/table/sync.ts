import type { ArraySchema, MapSchema } from "@colyseus/schema";

// Minimal-change copying of plain data into schema collections: a field is written only when its
// value differs, so every accepted action produces the smallest patch the encoder can send.

/** Writes `value` into `target[key]` only when it changed. */
export function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

/** Makes a primitive ArraySchema equal to `values`. */
export function syncList<V>(list: ArraySchema<V>, values: readonly V[]): void {
  for (let i = 0; i < values.length; i++) {
    if (i >= list.length) list.push(values[i]!);
    else if (list[i] !== values[i]) list[i] = values[i]!;
  }
  while (list.length > values.length) list.pop();
}

/** Makes a primitive MapSchema hold exactly the defined entries of `record`. */
export function syncRecord<V>(map: MapSchema<V>, record: Readonly<Record<string, V | undefined>>): void {
  dropKeys(map, (key) => record[key] === undefined);
  for (const key in record) {
    const value = record[key];
    if (value !== undefined && map.get(key) !== value) map.set(key, value);
  }
}

/** Makes an ArraySchema of schema objects match `values`, creating or updating items in place. */
export function syncItems<S, V>(
  list: ArraySchema<S>,
  values: readonly V[],
  create: () => S,
  update: (item: S, value: V, index: number) => void,
): void {
  for (let i = 0; i < values.length; i++) {
    if (i >= list.length) list.push(create());
    update(list[i]!, values[i]!, i);
  }
  while (list.length > values.length) list.pop();
}

/** Makes a MapSchema of schema objects hold exactly the entries of `record`. */
export function syncEntries<S, V>(
  map: MapSchema<S>,
  record: Readonly<Record<string, V>>,
  create: () => S,
  update: (item: S, value: V, key: string, created: boolean) => void,
): void {
  dropKeys(map, (key) => !(key in record));
  for (const key in record) {
    let item = map.get(key);
    const created = item === undefined;
    if (item === undefined) {
      item = create();
      map.set(key, item);
    }
    update(item, record[key]!, key, created);
  }
}

/** Deletes the keys `gone` picks; the key list is copied only when one goes (most calls delete nothing). */
function dropKeys<V>(map: MapSchema<V>, gone: (key: string) => boolean): void {
  let doomed: string[] | undefined;
  for (const key of map.keys()) if (gone(key)) (doomed ??= []).push(key);
  if (doomed) for (const key of doomed) map.delete(key);
}
