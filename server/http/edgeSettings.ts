/** The HTTP edge's limits (server/http/edgeGuard.ts); each one read from the environment by server/config.ts. */
export interface EdgeSettings {
  /** Bytes one request body may have (by its header and by the bytes that arrive). */
  maxBodyBytes: number;
  /** Milliseconds a request body may take to arrive in full. */
  bodyTimeoutMs: number;
  /** Reverse proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY); 0: trust no header. */
  trustProxy: number;
  /** Origins (`https://host[:port]`) of other sites whose pages may call this server (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Tables one address may create per minute (RATE_CREATE_PER_MINUTE); 0: no limit. */
  createsPerMinute: number;
  /** Seat reservations (joins, reconnections) one address may ask for per minute (RATE_JOIN_PER_MINUTE); 0: no limit. */
  joinsPerMinute: number;
  /** Phone-code redemptions one address may try per minute (RATE_PAIR_PER_MINUTE); 0: no limit. */
  pairsPerMinute: number;
}

/**
 * Far above what people do (a family of six behind one home router creating a few tables, everyone
 * reloading, a table of phones pairing) and far below a flood: 160 creates a second is 9,600 a minute.
 */
export const DEFAULT_EDGE_SETTINGS: EdgeSettings = {
  // The largest real body, a hot-seat create with four names, is about 300 bytes.
  maxBodyBytes: 16 * 1024,
  // 16 KB arrive in well under a second even on a poor phone connection.
  bodyTimeoutMs: 10_000,
  trustProxy: 0,
  allowedOrigins: [],
  createsPerMinute: 20,
  joinsPerMinute: 300,
  pairsPerMinute: 30,
};
