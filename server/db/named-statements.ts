import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * Statements longer than this run unnamed: a multi-row insert's text grows with its rows, and
 * naming each length would fill the connection's statement list with one-off plans.
 */
const longestNamed = 4096;

/**
 * How many times the pool hands out a connection before it closes it: a connection's prepared
 * statements live as long as it does, so this bounds them (a new connection costs a few ms).
 */
export const connectionUses = 10_000;

type QueryConfig = { text?: unknown; name?: unknown };

/** The names given lately, by text: hashing every statement's text again cost more than this. */
const names = new Map<string, string>();
const namesKept = 1000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    // 120 bits of the text's SHA-1: within PostgreSQL's 63-byte names, and no two texts share one
    name = `v${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    if (names.size >= namesKept) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * node-postgres' client with every parameterised statement named after its text (decision 040):
 * PostgreSQL parses it once per connection and binds it after, instead of parsing each time (the
 * database's CPU per shopper's journey -30 %, `npm run bench:orders`). Strings (LISTEN, the
 * migrator's) and configs that name themselves are passed on as they are.
 */
export function namedStatementClient(Client: typeof pg.Client): typeof pg.Client {
  return class NamedStatementClient extends Client {
    override query(...args: unknown[]): never {
      const [config] = args;
      if (
        config !== null &&
        typeof config === "object" &&
        typeof (config as QueryConfig).text === "string" &&
        (config as QueryConfig).name === undefined &&
        ((config as QueryConfig).text as string).length <= longestNamed
      )
        args[0] = { ...config, name: nameOf((config as QueryConfig).text as string) };
      return (super.query as (...all: unknown[]) => never)(...args);
    }
  };
}
