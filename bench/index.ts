// npm run bench: every benchmark of the project, printing figures (no pass/fail).
import { runEngineBench } from "./engine";
import { runEngineCpuBench } from "./engineCpu";
import { runNetworkBench } from "./network";
import { runClientBench } from "./client";
import { runStorageBench } from "./storage";

await runEngineBench();
await runEngineCpuBench();
await runNetworkBench();
await runStorageBench();
await runClientBench();
