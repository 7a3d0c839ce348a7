import { existsSync } from "node:fs";

/** Debian's Chromium, or the one named by CHROMIUM_PATH (stack.md: never a Playwright download). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

// Without the background-networking flags Chromium floods the closed network (stack.md).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
