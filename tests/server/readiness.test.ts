import { describe, expect, it } from "vitest";
import { healthReply, ServerReadiness } from "../../server/readiness";

describe("server readiness: one small state that /health reports", () => {
  it("starts not ready (503 starting), is ready (200) after the restore, and not ready again while draining", () => {
    const readiness = new ServerReadiness();
    expect(healthReply(readiness, "1.2.3")).toEqual({ status: 503, body: { status: "starting", version: "1.2.3" } });
    readiness.set("ready");
    expect(healthReply(readiness, "1.2.3")).toEqual({ status: 200, body: { status: "ready", version: "1.2.3" } });
    readiness.set("draining");
    expect(healthReply(readiness, "1.2.3")).toEqual({ status: 503, body: { status: "draining", version: "1.2.3" } });
  });

  it("never goes back: a draining server does not become ready again", () => {
    const readiness = new ServerReadiness();
    readiness.set("draining");
    expect(() => readiness.set("ready")).toThrow("readiness cannot go back from draining to ready");
    expect(readiness.ready).toBe(false);
  });
});
