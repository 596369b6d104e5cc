import { Encoder } from "@colyseus/schema";

/**
 * Each room's schema encoder keeps output buffers of this size outside the JS heap (its shared patch
 * buffer, grown to keep this much free past the bytes written, and its full-state buffer). The 16 KB
 * default made them 32 KB + 16 KB per table, for patches of tens of bytes and a whole table state of
 * about 2 KB (the network bench's "state on join", Dark Alley included). 8 KB still leaves the full
 * state four times its room; a larger one grows the buffer (with a warning from the library) rather than
 * failing. Set before any room, hence before any encoder, exists.
 */
export const ENCODE_BUFFER_BYTES = 8 * 1024;
Encoder.BUFFER_SIZE = ENCODE_BUFFER_BYTES;
