// npm run bench: every benchmark of the project, printing figures (no pass/fail).
import { runEngineBench } from "./engine";
import { runNetworkBench } from "./network";
import { runClientBench } from "./client";
import { runStorageBench } from "./storage";

await runEngineBench();
await runNetworkBench();
await runStorageBench();
await runClientBench();
