import { Client } from "@colyseus/sdk";
const c = new Client("http://127.0.0.1:3101");
const host = await c.create("trickerion", { players: 2, quickStart: true, name: "A" });
await host.send("bot", { seat: 1, bot: true });
await new Promise((r) => setTimeout(r, 300));
console.log("start:", await host.request("start"));
host.send("action", { action: { type: "perform", card: 1n } });
await new Promise((r) => setTimeout(r, 1500));
process.exit(0);
