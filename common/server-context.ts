import { createContext } from "react-router";

/**
 * The admin bundle's entry chunk (the `admin` route module of the client build) with what it
 * imports and its stylesheets: edit mode loads it on a live page (admin/README.md), so no
 * shopper's page ever names it.
 */
export type AdminEntry = { module: string; imports: readonly string[]; css: readonly string[] };

/** What the Fastify server hands to every React Router loader and to entry.server. */
export type ServerContext = {
  /**
   * What the API client of loaders is made with (src/lib/api-client.ts, openapi-fetch options):
   * a `fetch` that runs operations in-process through the server's operation pipeline (input
   * validation, site and language, handler), no socket, no HTTP and no JSON, with the request
   * class and body serializer that keep the call's objects as they are. The page request is the
   * calls' origin.
   */
  api: {
    baseUrl: string;
    fetch: typeof fetch;
    Request: typeof Request;
    bodySerializer: (body: unknown) => unknown;
  };
  requestId: string;
  /** The running version and its release stage (config.ts `releaseStage`). */
  release: { version: string; stage: string };
  /** Undefined when the build has no admin route (it always has one). */
  adminEntry: AdminEntry | undefined;
};

type ContextKey = ReturnType<typeof createContext<ServerContext>>;
const registry = globalThis as typeof globalThis & { __vitrinaServerContext?: ContextKey };

// The server (Node, unbundled) and the server build (bundled by Vite) each load this module; a
// context key is compared by identity, so both must share one key through globalThis.
export const serverContext: ContextKey = (registry.__vitrinaServerContext ??=
  createContext<ServerContext>());
