// The first check every client payload meets (issue 16): it must be plain JSON data, small and shallow.
//
// Colyseus decodes messages with msgpackr's default `unpack`, which turns MessagePack into much more than JSON:
// 64-bit integers and its bigint extension into BigInt, float64 NaN/±Infinity, timestamps (ext -1) into Date,
// bin and typed-array extensions into Buffer/Uint8Array, `undefined` (fixext 0), maps with number keys into
// objects, the reserved byte 0xc1 into a C1Type instance. (Unknown extensions and maps with object keys make `unpack` throw, which Colyseus answers itself.)
// None of that is anything a table message needs, and every one of them can break code written for JSON
// (JSON.stringify throws on BigInt), so anything but strings, finite numbers, booleans, null, arrays and plain
// objects is refused here, with BAD_MESSAGE, before any handler sees it.

/** Limits far above any real message (the largest, a hot-seat join, has ~15 values two levels deep). */
export const PLAIN_LIMITS = {
  /** Nesting of arrays/objects: `{ action: { … } }` is depth 2. */
  depth: 6,
  /** Values in the whole payload (every string, number, array, object… counts one). */
  values: 500,
  /** Characters in any one string or object key. */
  stringLength: 256,
  /** Keys of one object / items of one array. */
  width: 64,
} as const;

/**
 * Half of a UTF-16 pair with no other half (with the u flag, a whole pair reads as one code point and never matches).
 * Such a string is not Unicode text: a store writes it as UTF-8 with U+FFFD in its place, so a name would read
 * differently after a restart than it was shown. MessagePack from the SDK never carries one (its UTF-8 already
 * replaced it), but a JSON body does (`"\ud800"`), and the HTTP edge's matchmaking options (a name) are JSON.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATE_PROBLEM = "a string that is not Unicode text (half of a surrogate pair)";

/** Limits of a plain-data check (the HTTP edge uses tighter ones for matchmaking options). */
export interface PlainLimits {
  readonly depth: number;
  readonly values: number;
  readonly stringLength: number;
  readonly width: number;
}

/**
 * Why `value` is not plain JSON data within PLAIN_LIMITS, or null if it is. A payload that is absent
 * (`undefined` at the top, e.g. "start" sent without one) is fine. Never throws, whatever it is given.
 */
export function plainDataProblem(value: unknown, limits: PlainLimits = PLAIN_LIMITS): string | null {
  if (value === undefined) return null;
  const budget = { values: limits.values };
  try {
    return check(value, 0, budget, limits);
  } catch {
    // A getter or proxy cannot come out of msgpackr, but nothing here may escape.
    return "the payload cannot be read";
  }
}

function check(value: unknown, depth: number, budget: { values: number }, limits: PlainLimits): string | null {
  if (--budget.values < 0) return `more than ${limits.values} values`;
  switch (typeof value) {
    case "string":
      if (value.length > limits.stringLength) return `a string longer than ${limits.stringLength} characters`;
      return LONE_SURROGATE.test(value) ? LONE_SURROGATE_PROBLEM : null;
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(value) ? null : `a number that is not finite (${String(value)})`;
    case "object":
      break;
    default:
      // bigint (MessagePack int64/uint64), undefined inside a payload, and anything stranger.
      return `a ${typeof value} value`;
  }
  if (value === null) return null;
  if (depth >= limits.depth) return `nesting deeper than ${limits.depth}`;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return "an array of another kind";
    if (value.length > limits.width) return `an array of more than ${limits.width} items`;
    for (let i = 0; i < value.length; i++) {
      const problem = check(value[i], depth + 1, budget, limits);
      if (problem) return problem;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `a ${kindOf(value)}`;
  const keys = Object.keys(value);
  if (keys.length > limits.width) return `an object of more than ${limits.width} keys`;
  if (Object.getOwnPropertySymbols(value).length) return "an object with symbol keys";
  for (const key of keys) {
    if (key.length > limits.stringLength) return `a key longer than ${limits.stringLength} characters`;
    if (LONE_SURROGATE.test(key)) return LONE_SURROGATE_PROBLEM;
    if (key === "__proto__" || key === "constructor" || key === "prototype") return `the reserved key "${key}"`;
    const problem = check((value as Record<string, unknown>)[key], depth + 1, budget, limits);
    if (problem) return problem;
  }
  return null;
}

/** A short name for a non-plain object (Date, Uint8Array, Map…), read without calling anything it owns. */
function kindOf(value: object): string {
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  return /^[A-Za-z0-9]{1,32}$/.test(tag) ? tag : "non-plain object";
}
