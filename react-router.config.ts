import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: true,
  future: { unstable_optimizeDeps: true },
  routeDiscovery: { mode: "initial" },
} satisfies Config;
