// Hostile message payloads for fuzzing the server's edge (issue 16): every MessagePack type and shape a client
// can send, both as JavaScript values the SDK packs and as raw MessagePack bytes no SDK would produce. Reused by
// tests/server/fuzz.test.ts; a standalone fuzz harness can import the same lists.
import { encode } from "@colyseus/schema";
import { Protocol, type Room } from "@colyseus/sdk";
import { Packr } from "msgpackr";
import { CLIENT_MESSAGES, type ClientMessage } from "../../shared/protocol";

/** A named payload: a value for `room.send` / `room.request`, or raw MessagePack bytes after the frame header. */
export type HostilePayload = { name: string; value: unknown } | { name: string; bytes: Uint8Array };

/** Values that are not plain JSON, as msgpackr's default decoder hands them to the server. */
export const NON_JSON_VALUES: readonly { name: string; value: unknown }[] = [
  { name: "bigint 1n (int64)", value: 1n },
  { name: "bigint -1n", value: -1n },
  { name: "bigint 2^63-1 (uint64)", value: 2n ** 63n - 1n },
  { name: "NaN", value: NaN },
  { name: "Infinity", value: Infinity },
  { name: "-Infinity", value: -Infinity },
  { name: "Date", value: new Date(0) },
  {
    name: "Map",
    value: new Map<unknown, unknown>([
      [1, 2],
      ["a", 1n],
    ]),
  },
  { name: "Set", value: new Set([1, 2]) },
  { name: "Uint8Array", value: new Uint8Array([1, 2, 3]) },
  { name: "Float64Array", value: new Float64Array([1.5]) },
  { name: "Int32Array", value: new Int32Array([-1]) },
  { name: "Buffer", value: Buffer.from("hi") },
  { name: "RegExp", value: /x+/g },
  { name: "Error", value: new Error("boom") },
  { name: "nested undefined", value: { a: undefined } },
  { name: "array with undefined", value: [undefined] },
];

/** Plain JSON that is still hostile: edge numbers, prototype keys, sizes near and past the limits (under 4 KB). */
export const ODD_PLAIN_VALUES: readonly { name: string; value: unknown }[] = [
  { name: "-0", value: -0 },
  { name: "2^53+2", value: 2 ** 53 + 2 },
  { name: "1e308", value: 1e308 },
  { name: "5e-324", value: 5e-324 },
  { name: "empty string", value: "" },
  { name: "lone surrogate", value: "\ud800" },
  { name: "long string", value: "x".repeat(3000) },
  {
    name: "prototype keys",
    value: JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
  },
  { name: "toString key", value: { toString: 1, valueOf: "x", hasOwnProperty: null } },
  { name: "deep nesting", value: nest(40) },
  { name: "wide array", value: Array.from({ length: 1000 }, () => 0) },
  { name: "many keys", value: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])) },
  { name: "null", value: null },
  { name: "true", value: true },
  { name: "array", value: [1, "a", null] },
];

function nest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/**
 * Raw MessagePack that decodes (msgpackr 2.x default `unpack`) into non-JSON values: kinds the SDK's packer would
 * not produce on its own.
 */
export const RAW_DECODABLE: readonly { name: string; bytes: Uint8Array }[] = [
  { name: "uint64 1", bytes: Uint8Array.from([0xcf, 0, 0, 0, 0, 0, 0, 0, 1]) },
  { name: "int64 -1", bytes: Uint8Array.from([0xd3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) },
  { name: "float64 NaN", bytes: Uint8Array.from([0xcb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0]) },
  { name: "float32 -Infinity", bytes: Uint8Array.from([0xca, 0xff, 0x80, 0, 0]) },
  { name: "timestamp32 (ext -1)", bytes: Uint8Array.from([0xd6, 0xff, 0, 0, 0, 1]) },
  { name: "bad timestamp (ext -1)", bytes: Uint8Array.from([0xd4, 0xff, 1]) },
  { name: "bigint extension 'B'", bytes: Uint8Array.from([0xc7, 3, 0x42, 1, 2, 3]) },
  { name: "typed array extension 't'", bytes: Uint8Array.from([0xd5, 0x74, 0x01, 0x02]) },
  { name: "reserved byte 0xc1 (a C1Type object)", bytes: Uint8Array.from([0xc1]) },
  { name: "bin8", bytes: Uint8Array.from([0xc4, 2, 1, 2]) },
  { name: "undefined (fixext 0)", bytes: Uint8Array.from([0xd4, 0, 0]) },
  {
    name: "map with number keys",
    bytes: Uint8Array.from([0x82, 0x01, 0x02, 0xcb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0, 0x03]),
  },
  // { action: { type: "perform", card: uint64 1 } }: the crash, byte for byte.
  {
    name: "action with uint64 card",
    bytes: new Packr({ useRecords: false }).pack({ action: { type: "perform", card: 1n } }),
  },
  { name: "records extension", bytes: new Packr({ useRecords: true }).pack({ action: { type: "perform", card: 0 } }) },
];

/** Raw bytes msgpackr cannot decode: Colyseus answers them itself (closes a `send`er, errors a `request`). */
export const RAW_UNDECODABLE: readonly { name: string; bytes: Uint8Array }[] = [
  { name: "unknown extension 5", bytes: Uint8Array.from([0xd4, 5, 1]) },
  { name: "map with an object key", bytes: Uint8Array.from([0x81, 0x80, 0x02]) },
  { name: "truncated array", bytes: Uint8Array.from([0x93, 0x01]) },
  { name: "truncated str32", bytes: Uint8Array.from([0xdb, 0xff, 0xff, 0xff, 0xff, 0x61]) },
];

/** Puts one hostile value where a handler reads it, the rest of the message in its real form (SKIP: not hostile there). */
export type Envelope = (value: unknown) => unknown;
const SKIP = Symbol("not hostile here");

/**
 * A free-text field (a name, a chat line): a short non-empty string is a real name or line there, not a hostile one
 * (a lone surrogate included: the client's MessagePack writes it as UTF-8, which replaces it with U+FFFD).
 */
const text =
  (wrap: Envelope): Envelope =>
  (x) =>
    typeof x === "string" && x.length > 0 && x.length <= 24 ? SKIP : wrap(x);

/**
 * Each client message's real envelopes (server/rooms/messages.ts, commands/), one per field its handler reads,
 * keyed by the protocol's own list: a message added to CLIENT_MESSAGES without envelopes here fails the type check
 * and tests/server/fuzz-coverage.test.ts, so a new message is fuzzed where it reads from its first day.
 */
export const ENVELOPES: Record<ClientMessage, readonly Envelope[]> = {
  action: [
    (x) => ({ action: { type: "perform", card: x } }),
    (x) => ({ action: { type: x } }),
    (x) => ({ seat: x, action: { type: "perform", card: 0 } }),
    (x) => ({ action: x }),
  ],
  undo: [(x) => ({ seat: x })],
  rename: [text((x) => ({ name: x })), (x) => ({ seat: x, name: "Ann" })],
  bot: [(x) => ({ seat: x, bot: true }), (x) => ({ seat: 1, bot: x }), (x) => ({ seat: 1, bot: true, level: x })],
  pair: [(x) => ({ token: x })],
  sit: [(x) => ({ name: x })],
  start: [(x) => x],
  rematch: [(x) => x],
  devices: [(x) => ({ tokens: x }), (x) => ({ tokens: [x] })],
  revoke: [
    (x) => ({ seat: x, device: "d" }),
    (x) => ({ seat: 1, device: x }),
    (x) => ({ seat: 1, device: "d", tokens: x }),
  ],
  reclaim: [(x) => ({ seat: x }), (x) => ({ token: x })],
  remove: [(x) => ({ seat: x })],
  chat: [
    (x) => ({ channel: x, text: "hello" }),
    text((x) => ({ channel: "players", text: x })),
    (x) => ({ channel: "players", text: "hello", seat: x }),
  ],
  resume: [(x) => ({ seat: x })],
  hint: [(x) => ({ seat: x })],
  advice: [(x) => ({ seat: x })],
};

/**
 * The payloads fuzzed as `type`: every hostile value alone, in a one-element array and inside each of the message's
 * envelopes (a type no table knows gets the action's, the message sent most), then the raw MessagePack.
 */
export function hostilePayloads(type: string | number): HostilePayload[] {
  // Own keys only: "toString" or "constructor" would find Object.prototype's.
  const envelopes = Object.hasOwn(ENVELOPES, type) ? ENVELOPES[type as ClientMessage] : ENVELOPES.action;
  const out: HostilePayload[] = [];
  for (const { name, value } of [...NON_JSON_VALUES, ...ODD_PLAIN_VALUES]) {
    out.push({ name, value }, { name: `[${name}]`, value: [value] });
    envelopes.forEach((wrap, i) => {
      const wrapped = wrap(value);
      if (wrapped !== SKIP) out.push({ name: `envelope ${i + 1} with ${name}`, value: wrapped });
    });
  }
  for (const raw of RAW_DECODABLE) out.push(raw);
  return out;
}

/** Types no table knows (including names that live on Object.prototype), sent beside the protocol's own. */
const UNKNOWN_TYPES: readonly (string | number)[] = [
  "cheat",
  "",
  "__proto__",
  "constructor",
  "toString",
  "x".repeat(200),
  7,
  0,
];

/** Every message type a table knows (the protocol's list), and some it does not. */
export const MESSAGE_TYPES: readonly (string | number)[] = [...CLIENT_MESSAGES, ...UNKNOWN_TYPES];

/** The frame header of a message of `type` (ROOM_DATA, or ROOM_REQUEST with a request id). */
function header(type: string | number, requestId?: number): number[] {
  const buffer = new Uint8Array(512);
  const it = { offset: 1 };
  buffer[0] = requestId === undefined ? Protocol.ROOM_DATA : Protocol.ROOM_REQUEST;
  if (requestId !== undefined) encode.number(buffer, requestId, it);
  if (typeof type === "string") encode.string(buffer, type, it);
  else encode.number(buffer, type, it);
  return Array.from(buffer.subarray(0, it.offset));
}

/** Sends raw MessagePack `bytes` as a message of `type` on the client's socket (send path, or request path with an id). */
export function sendRaw(room: Room, type: string | number, bytes: Uint8Array, requestId?: number): void {
  room.connection.send(Uint8Array.from([...header(type, requestId), ...bytes]));
}
