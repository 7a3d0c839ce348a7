import { ensureBuild } from "#server/ensure-build.ts";

/** server/main.ts serves the site, which needs a current client build (built only when stale). */
export async function setup(): Promise<void> {
  await ensureBuild();
}
