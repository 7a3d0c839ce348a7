import { data } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { AdminTexts } from "./texts.ts";

/** A posted admin form's text value, trimmed; anything but text is empty. */
export const formField = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The outcome an admin screen's form shows: the work's message, or the API's refusal (spec 8)
 * in the screen's 'failed' text with the refusal's status (a non-HTTP failure as 502).
 */
export async function formOutcome(texts: Pick<AdminTexts, "failed">, work: () => Promise<string>) {
  try {
    return { ok: true, message: await work() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { ok: false, message: interpolate(texts.failed, { reason: error.message }) },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
}
