import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchMaker } from "@colyseus/core";
import { rawRequest } from "../support/rawHttp";
import { startTestServer, type TestServer } from "../support/testServer";

// Issue 26, finding 1: one request froze every table (an 8 MB text/plain body took the process from
// 162 MB to 1,968 MB and held /health for 8.4 s), and a non-JSON body became options, one key per character.
describe("the HTTP edge: bodies and options", () => {
  let server: TestServer;
  let create: string;
  beforeAll(async () => {
    server = await startTestServer({}, { edge: { bodyTimeoutMs: 500 } });
    create = `${server.url}/matchmake/create/trickerion`;
  });
  afterAll(() => server.close());

  const tables = async (): Promise<number> => (await matchMaker.query({ name: "trickerion" })).length;
  const codeOf = (body: string): string => (JSON.parse(body) as { code: string }).code;

  it("refuses an 8 MB body by its Content-Length before reading a byte of it", async () => {
    const before = await tables();
    const reply = await rawRequest(create, {
      headers: { "content-type": "text/plain", "content-length": String(8 * 1024 * 1024) },
      headersOnly: true,
    });
    expect(reply.status).toBe(413);
    expect(codeOf(reply.body)).toBe("BODY_TOO_LARGE");
    expect(reply.headers.connection).toBe("close");
    expect(await tables()).toBe(before);
  });

  it("cuts off a chunked body without Content-Length once it passes the limit", async () => {
    const reply = await rawRequest(create, {
      headers: { "content-type": "application/json" },
      stream: 8 * 1024 * 1024,
    });
    expect(reply.status).toBe(413);
    expect(codeOf(reply.body)).toBe("BODY_TOO_LARGE");
    // Answered before the 8 MB were all sent (what went out sat in the sockets' buffers): the server stopped reading at the limit.
    expect(reply.sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("stays responsive while 8 MB bodies arrive: /health answers at once", async () => {
    const floods = Array.from({ length: 4 }, () =>
      rawRequest(create, { headers: { "content-type": "application/json" }, stream: 8 * 1024 * 1024 }),
    );
    const t0 = performance.now();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(1000);
    for (const reply of await Promise.all(floods)) expect(reply.status).toBe(413);
  });

  it("takes only JSON: a text body is refused with 415, malformed JSON with 400, and no table is made", async () => {
    const before = await tables();
    const text = await rawRequest(create, { headers: { "content-type": "text/plain" }, body: "players=2&name=Ann" });
    expect([text.status, codeOf(text.body)]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const untyped = await rawRequest(create, { body: "abc" });
    expect([untyped.status, codeOf(untyped.body)]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const broken = await rawRequest(create, { headers: { "content-type": "application/json" }, body: "{players: 2" });
    expect([broken.status, codeOf(broken.body)]).toEqual([400, "BAD_JSON"]);
    expect(JSON.parse(broken.body).error).toBe("The request body is not valid JSON.");
    expect(await tables()).toBe(before);
  });

  it("takes only a small flat plain object as options", async () => {
    const before = await tables();
    const cases: [unknown, string][] = [
      [[1, 2], "the options must be a JSON object"],
      ["players", "the options must be a JSON object"],
      [{ players: 2, nested: { deeper: { deepest: 1 } } }, "nesting deeper than 2"],
      [Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])), "an object of more than 24 keys"],
      [{ name: "x".repeat(500) }, "a string longer than 128 characters"],
      [JSON.parse('{"__proto__": {"polluted": true}}'), 'the reserved key "__proto__"'],
    ];
    for (const [options, problem] of cases) {
      const reply = await rawRequest(create, {
        headers: { "content-type": "application/json" },
        body: JSON.stringify(options),
      });
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body)).toEqual({ code: "BAD_OPTIONS", error: `Bad options: ${problem}.` });
    }
    expect(await tables()).toBe(before);
  });

  it("still creates a table from good JSON options, and from an empty body", async () => {
    const good = await rawRequest(create, {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ players: 2, name: "Ann" }),
    });
    expect(good.status).toBe(200);
    expect(JSON.parse(good.body).name).toBe("trickerion");
    const empty = await rawRequest(create, { headers: { "content-type": "application/json", "content-length": "0" } });
    expect(empty.status).toBe(200);
  });

  it("refuses a body that trickles in too slowly, and frees its connection", async () => {
    const before = await tables();
    const t0 = performance.now();
    const reply = await rawRequest(create, {
      headers: { ...{ "content-type": "application/json" }, "content-length": "100" },
      headersOnly: true,
    });
    expect([reply.status, codeOf(reply.body)]).toEqual([408, "REQUEST_TIMEOUT"]);
    expect(reply.headers.connection).toBe("close");
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(await tables()).toBe(before);
  });

  it("refuses bodies and methods on every other route", async () => {
    const post = await rawRequest(`${server.url}/api/tables`, {
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect([post.status, codeOf(post.body)]).toEqual([405, "METHOD_NOT_ALLOWED"]);
    const get = await rawRequest(`${server.url}/api/games`, {
      method: "GET",
      headers: { "content-length": String(64 * 1024 * 1024) },
      headersOnly: true,
    });
    expect([get.status, codeOf(get.body)]).toEqual([413, "BODY_TOO_LARGE"]);
  });

  it("counts its refusals by code in /metrics", async () => {
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const count = (code: string): number =>
      Number(metrics.match(new RegExp(`^trickerion_http_refused_total\\{code="${code}"\\} (\\d+)$`, "m"))?.[1] ?? 0);
    expect(count("BODY_TOO_LARGE")).toBeGreaterThanOrEqual(7);
    expect(count("METHOD_NOT_ALLOWED")).toBeGreaterThanOrEqual(1);
    expect(count("BAD_OPTIONS")).toBeGreaterThanOrEqual(6);
  });
});
