import type { FastifyRequest } from "fastify";
import { limitAttempts } from "../auth/login-limiter.ts";
import type { Services } from "../../platform/services.ts";

const hourMs = 60 * 60_000;

/**
 * Rate limits of the account calls that send mail or create accounts (issue 9), counted in the
 * database like the login limits: per client address across addresses, and per e-mail address
 * (whoever asks), so neither a mail bomb at one inbox nor a sweep of many works.
 */
export function limitAccountCall(
  services: Services,
  input: { call: "register" | "resend" | "forgot"; request: FastifyRequest; email: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  return limitAttempts(services.db, [
    { key: `${input.call}:account:${email}`, limit: 5, windowMs: hourMs },
    { key: `${input.call}:address:${input.request.ip}`, limit: 30, windowMs: hourMs },
  ]);
}
