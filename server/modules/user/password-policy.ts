import { readFileSync } from "node:fs";
import path from "node:path";
import { AppError } from "../../platform/http/app-error.ts";
import { translate } from "../../platform/i18n.ts";

// data/LICENSE.md says where the list comes from; read once per process.
const commonPasswords = new Set(
  readFileSync(path.join(import.meta.dirname, "data", "common-passwords.txt"), "utf8")
    .split("\n")
    .filter(Boolean),
);

/**
 * Whether a password is among the most common ones (any case), also with digits and symbols
 * added before or after one ("Password123", "!sunshine2024": issue 18).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const word = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  return commonPasswords.has(lower) || commonPasswords.has(word);
}

/**
 * The server's password rules beyond spec 5's length (issue 9): not the account's e-mail, not a
 * common password. A 400 on the field `path` (e.g. "/body/password") in the request's language.
 */
export function assertPasswordPolicy(input: {
  password: string;
  email: string;
  path: string;
  language: string;
}): void {
  const { password, email } = input;
  const key =
    password.trim().toLowerCase() === email.trim().toLowerCase()
      ? "validation.passwordIsEmail"
      : isCommonPassword(password)
        ? "validation.passwordTooCommon"
        : undefined;
  if (!key) return;
  throw new AppError(400, key, [
    { path: input.path, key, message: translate(input.language, key) },
  ]);
}
