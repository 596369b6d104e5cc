/**
 * Which web pages may call this server from a browser. A page from the server itself always may (same
 * origin: the Origin header names the host the request was sent to); others only when listed in
 * ALLOWED_ORIGINS. Requests without an Origin header (not sent by a browser page of another site) are
 * not a cross-site matter: the rate limits deal with those.
 */
export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>;

  constructor(allowedOrigins: readonly string[]) {
    this.allowed = new Set(allowedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null));
  }

  /** Whether a page of `origin` may use this server, reached under `host` (the Host header). */
  allows(origin: string, host: string | undefined): boolean {
    const normalized = normalizeOrigin(origin);
    if (normalized === null) return false;
    if (this.allowed.has(normalized)) return true;
    // Same origin: the scheme is left out because a TLS-terminating proxy in front turns https into http.
    return host !== undefined && new URL(normalized).host === host.toLowerCase();
  }
}

/** `scheme://host[:port]` in URL's canonical form, or null for anything else ("null", paths, junk). */
export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}
