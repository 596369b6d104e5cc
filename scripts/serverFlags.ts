// The node/V8 options the game server runs with: `npm start` passes them (package.json's "start"),
// and the load harness starts its servers with them, so the figures it prints are those of `npm start`
// (tests/server/server-flags.test.ts checks that both agree).
//
// --max-semi-space-size=64 (MiB; Node 20's default ceiling is 16): the young generation, where V8
// puts every new object, is collected by a stop-the-world scavenge each time a semi-space fills.
// A busy server allocates a lot of short-lived objects per action (engine states, schema patches,
// messages). With a 4× larger semi-space the scavenges come 2-4× less often, and since most of those
// objects are dead by then, each one copies about as much as before: in 90-s loadtest runs at 1,000
// tables, minor GCs fell from 122 to 58 and their total pause from 2.9 s to 1.4 s (100 → 29 over
// 10 ms), and action→patch p99 from 891 to 509 ms on the same (busy) machine. It costs up to
// 3 × 48 MiB more address space, used only as it fills (RSS was 529-553 MiB at 1,000 tables).
//
// Not --no-memory-reducer, although V8's memory reducer causes the longest single pauses: when it judges
// the allocation rate low it starts a memory-reducing full collection, and at 1,000 tables one took 332 ms
// (256 ms of it in weak global handles, Node's wrappers of sockets and buffers) where ordinary full
// collections took 3-40 ms. Without it, a 5-minute loadtest run at 1,000 tables did no full collection at
// all: the old generation grew to 647 MiB of mostly garbage, the scavenges grew longer (2.2 s in all,
// 24 ms each, against 1.6 s and 18 ms) and action->patch p99 was 101 ms against 76.6 ms with it (same
// code, one run each, load average 0.6-1.4). The load harness's clients do run without it (loadtest.ts).
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];
