import "i18next";
import type { hr } from "#locales/hr/index.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof hr;
    interpolationPrefix: "{";
    interpolationSuffix: "}";
  }
}
