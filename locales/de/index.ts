import type { DeepStrings } from "../types.ts";
import type { hr } from "../hr/index.ts";
import { account } from "./account.ts";
import { api } from "./api.ts";
import { blog } from "./blog.ts";
import { checkout } from "./checkout.ts";
import { comments } from "./comments.ts";
import { events } from "./events.ts";
import { validation } from "./validation.ts";
import { shell } from "./shell.ts";

/** German, typed against the Croatian source: a missing or extra key fails the type check. */
export const de: DeepStrings<typeof hr> = {
  ...shell,
  account,
  api,
  validation,
  checkout,
  blog,
  events,
  comments,
};
