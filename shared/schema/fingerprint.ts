import { Encoder, Reflection } from "@colyseus/schema";
import { TableState } from "./TableState";

/**
 * A short fingerprint of the synced schema's definitions (every type, field name and field type).
 *
 * On join, Colyseus sends each client the schema's reflection (its definitions as bytes, 3.4 KB
 * here: more than a quarter of what a client receives in a whole game) unless the client brings
 * its own classes. The page does: it is built from this very `shared/schema`. To be sure it was
 * built from the same definitions as the server, it sends this fingerprint with the join; the
 * server refuses a page built from other definitions (JOIN_REFUSED.OUTDATED_PAGE), which then
 * reloads itself (a page cached from before an upgrade).
 */
export const SCHEMA_FINGERPRINT: string = fnv1a(Reflection.encode(new Encoder(new TableState())));

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell two builds apart, not a security check. */
function fnv1a(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}
