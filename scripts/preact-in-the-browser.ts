import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";

const shim = (file: string) => fileURLToPath(new URL(`../src/lib/${file}`, import.meta.url));

// The browser runs on Preact, the server renders with React (decision 027).
const preactFor: Readonly<Record<string, string>> = {
  react: shim("react-on-preact.ts"),
  "react-dom": shim("react-dom-on-preact.ts"),
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

/** Where an import of React's resolves in the browser; the shims themselves import Preact. */
function preactTarget(source: string, importer: string | undefined): string | undefined {
  return importer?.includes("-on-preact.ts") ? undefined : preactFor[source];
}

/**
 * The Vite plugin of the client build and of the development server's browser modules: React's
 * names resolve to Preact's. `environments` of `undefined` means every build it is given (the
 * bench's stand-alone bundles).
 */
export function preactInTheBrowser(
  environments: readonly string[] | undefined = ["client"],
): Plugin {
  return {
    name: "vitrina:preact-in-the-browser",
    enforce: "pre",
    resolveId(source, importer) {
      const isBrowser = !environments || environments.includes(this.environment.name);
      const target = isBrowser ? preactTarget(source, importer) : undefined;
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

/** The same for the development server's pre-bundled dependencies (React Router, rjsf, dnd-kit). */
export const preactInPrebundledDependencies: Rolldown.Plugin = {
  name: "vitrina:preact-in-prebundled-dependencies",
  resolveId(source, importer) {
    const target = preactTarget(source, importer);
    return target ? this.resolve(target, importer, { skipSelf: true }) : null;
  },
};
