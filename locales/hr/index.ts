import { account } from "./account.ts";
import { api } from "./api.ts";
import { blog } from "./blog.ts";
import { checkout } from "./checkout.ts";
import { comments } from "./comments.ts";
import { events } from "./events.ts";
import { shell } from "./shell.ts";
import { validation } from "./validation.ts";

/** The source locale: every other language is typed against this object. */
export const hr = {
  ...shell,
  account,
  api,
  validation,
  checkout,
  blog,
  events,
  comments,
} as const;
