// What the network bench runs and hooks, in one module so the bench can load it compiled (esbuild, as
// `npm start` runs the server: scripts/serverBuild.mjs) or from source (BENCH_FROM_SOURCE=1, the tsx loader).
export { TrickerionRoom } from "../server/rooms/TrickerionRoom";
export { SqliteStore } from "../server/storage/SqliteStore";
export { Table } from "../server/table/Table";
export { startTestServer } from "../tests/support/testServer";
