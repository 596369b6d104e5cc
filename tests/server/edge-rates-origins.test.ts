import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/rawHttp";
import { startTestServer, type TestServer } from "../support/testServer";

const json = { "content-type": "application/json" };
const codeOf = (body: string): string => (JSON.parse(body) as { code: string }).code;

// Issue 26, findings 6 and 7: 160 creates a second from one client over plain HTTP; CORS echoed any Origin.
describe("the HTTP edge: per-address rate limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {},
      { edge: { createsPerMinute: 3, joinsPerMinute: 4, pairsPerMinute: 2, trustProxy: 0 } },
    );
  });
  afterAll(() => server.close());

  it("refuses a creation flood from one address with 429, RATE_LIMITED and Retry-After; a forged X-Forwarded-For does not help", async () => {
    const create = `${server.url}/matchmake/create/trickerion`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await rawRequest(create, { headers: json, body: "{}" })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await rawRequest(create, { headers: { ...json, "x-forwarded-for": "203.0.113.9" }, body: "{}" });
    expect(refused.status).toBe(429);
    expect(codeOf(refused.body)).toBe("RATE_LIMITED");
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(JSON.parse(refused.body).error).toMatch(/^Too many tables created from this address: try again in \d+ s\.$/);
    // joinOrCreate may create, so it counts as a creation too.
    expect(
      (await rawRequest(`${server.url}/matchmake/joinOrCreate/trickerion`, { headers: json, body: "{}" })).status,
    ).toBe(429);
  });

  it("counts joins and phone-code tries per address", async () => {
    const join = `${server.url}/matchmake/joinById/NOSUCH`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await rawRequest(join, { headers: json, body: "{}" })).status);
    // The first four reach matchmaking (no such table); the fifth is stopped at the edge.
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });
});

describe("the HTTP edge: phone codes counted per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { edge: { joinsPerMinute: 100, pairsPerMinute: 2 } });
  });
  afterAll(() => server.close());

  it("refuses the third phone code tried within a minute", async () => {
    const join = `${server.url}/matchmake/joinById/NOSUCH`;
    const tries: string[] = [];
    for (let i = 0; i < 3; i++) {
      const reply = await rawRequest(join, { headers: json, body: JSON.stringify({ pairCode: "ABCDEF" }) });
      tries.push(reply.status === 429 ? codeOf(reply.body) : "through");
    }
    expect(tries).toEqual(["through", "through", "RATE_LIMITED"]);
  });
});

describe("the HTTP edge: behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { edge: { createsPerMinute: 1, trustProxy: 1 } });
  });
  afterAll(() => server.close());

  it("counts the address the proxy saw, not the proxy's, and not what the client wrote in front of it", async () => {
    const create = `${server.url}/matchmake/create/trickerion`;
    const from = (chain: string) => rawRequest(create, { headers: { ...json, "x-forwarded-for": chain }, body: "{}" });
    expect((await from("198.51.100.1")).status).toBe(200);
    expect((await from("198.51.100.2")).status).toBe(200);
    expect((await from("198.51.100.1")).status).toBe(429);
    // A client prepending addresses of its own still ends at the one the proxy appended.
    expect((await from("10.9.9.9, 198.51.100.2")).status).toBe(429);
    // One IPv6 /64 is one address.
    expect((await from("2001:db8:1:2::1")).status).toBe(200);
    expect((await from("2001:db8:1:2:ffff::7")).status).toBe(429);
  });
});

describe("the HTTP edge: allowed origins", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { edge: { allowedOrigins: ["http://localhost:5173"] } });
  });
  afterAll(() => server.close());

  it("lets a foreign page neither read nor send: no CORS header on reads, 403 on preflights and posts", async () => {
    const evil = { origin: "https://evil.example" };
    const listing = await rawRequest(`${server.url}/api/tables`, { method: "GET", headers: evil });
    expect(listing.status).toBe(200);
    expect(listing.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await rawRequest(`${server.url}/matchmake/create/trickerion`, {
      method: "OPTIONS",
      headers: { ...evil, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    // A form post needs no preflight: the server itself must refuse it.
    const post = await rawRequest(`${server.url}/matchmake/create/trickerion`, {
      headers: { ...evil, ...json },
      body: "{}",
    });
    expect([post.status, codeOf(post.body)]).toEqual([403, "ORIGIN_NOT_ALLOWED"]);
  });

  it("answers its own pages and the listed origins (the dev page on :5173)", async () => {
    const own = { origin: server.url };
    const same = await rawRequest(`${server.url}/matchmake/create/trickerion`, {
      headers: { ...own, ...json },
      body: "{}",
    });
    expect(same.status).toBe(200);
    const dev = { origin: "http://localhost:5173" };
    const preflight = await rawRequest(`${server.url}/matchmake/create/trickerion`, {
      method: "OPTIONS",
      headers: { ...dev, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(preflight.headers["access-control-allow-methods"]).toContain("POST");
    // The SDK's requests carry credentials: the browser wants this too.
    expect(preflight.headers["access-control-allow-credentials"]).toBe("true");
    const created = await rawRequest(`${server.url}/matchmake/create/trickerion`, {
      headers: { ...dev, ...json },
      body: "{}",
    });
    expect(created.status).toBe(200);
    expect(created.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    const listing = await rawRequest(`${server.url}/api/tables`, { method: "GET", headers: dev });
    expect(listing.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(listing.headers.vary).toContain("Origin");
  });
});
