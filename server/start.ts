import { ensureBuild } from "./ensure-build.ts";

// `npm start`: build the site if needed, then serve it (migrate and seed on first start).
await ensureBuild();
await import("./main.ts");
