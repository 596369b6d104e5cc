// npm run bench: every benchmark of the project.
import { runEngineBench } from "./engine";

await runEngineBench();
