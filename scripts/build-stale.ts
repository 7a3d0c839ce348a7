// `npm run build:stale`: builds the site only when its sources changed since the last build.
import { ensureBuild } from "#server/ensure-build.ts";

await ensureBuild();
