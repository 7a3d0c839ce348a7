import { createContext } from "react-router";

/** What the Fastify server hands to every React Router loader and to entry.server. */
export type ServerContext = {
  /** fetch that dispatches API calls into the same Fastify instance (no network hop). */
  apiFetch: (request: Request) => Promise<Response>;
  /** CSP nonce of this response (spec: security headers). */
  nonce: string;
  requestId: string;
};

type ContextKey = ReturnType<typeof createContext<ServerContext>>;
const registry = globalThis as typeof globalThis & { __vitrinaServerContext?: ContextKey };

// The server (Node, unbundled) and the server build (bundled by Vite) each load this module; a
// context key is compared by identity, so both must share one key through globalThis.
export const serverContext: ContextKey = (registry.__vitrinaServerContext ??=
  createContext<ServerContext>());
