import { readFileSync } from "node:fs";

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function readJson(file: string): JsonObject {
  const value: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isObject(value)) throw new Error(`${file}: expected a JSON object`);
  return value;
}

/** Copies a JSON value, letting `visit` replace any object (e.g. to rewrite $refs). */
export function mapJson(value: Json, visit: (object: JsonObject) => JsonObject): Json {
  if (Array.isArray(value)) return value.map((item) => mapJson(item, visit));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, item] of Object.entries(value)) copy[key] = mapJson(item, visit);
  return visit(copy);
}

/** A copy without the given keys (e.g. an editor's "$schema" hint). */
export const without = (object: JsonObject, ...keys: string[]): JsonObject =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** JSON as a TypeScript/JavaScript literal; JSON.stringify keeps key order, so output is stable. */
export const literal = (value: unknown, indent = 0): string =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${" ".repeat(indent)}`);
