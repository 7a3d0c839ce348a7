import type { FastifyInstance } from "fastify";
import { requireUser, tokenHeader } from "../../platform/http/authenticate.ts";
import { afterReplyOf } from "../../platform/after-reply.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { isValidMemberBarcode } from "./barcode.ts";
import { limitLoginAttempts } from "../auth/login-limiter.ts";
import { limitAccountCall } from "./limits.ts";
import { mailOrigin } from "./mail-links.ts";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from "./operations/addresses.ts";
import { forgotPassword, resendVerification } from "./operations/mail-requests.ts";
import { deleteAccount } from "./operations/delete-account.ts";
import { exportMyData } from "./operations/my-data.ts";
import { changePassword, setPassword } from "./operations/passwords.ts";
import { register } from "./operations/register.ts";
import { updateProfile } from "./operations/update-profile.ts";
import { verifyEmail } from "./operations/verify-email.ts";
import { getUserSetting, saveUserSetting } from "./operations/user-settings.ts";

/**
 * User module (spec 7 "User"): register, verify, profile, passwords, addresses, barcode, and the
 * user's own data (GDPR: download, delete the account).
 */
export function userRoutes(app: FastifyInstance, services: Services): void {
  const originOf = (input: {
    context: { site: { id: string } };
    request: Parameters<typeof mailOrigin>[1]["request"];
  }) => mailOrigin(services, { siteId: input.context.site.id, request: input.request });

  registerOperation(app, services, "register", async (input) => {
    const { email } = input.body as { email: string }; // checked by the pipeline (register.ts)
    await limitAccountCall(services, { call: "register", request: input.request, email });
    return register(services, {
      body: input.body,
      context: input.context,
      origin: await originOf(input),
    });
  });

  registerOperation(app, services, "verifyEmail", ({ params }) =>
    verifyEmail(services, params.token),
  );

  // Mails asked for by address alone: limited per address and e-mail, the same answer always,
  // in the same time (the mail is written after the answer; the app waits for it on close).
  const later = afterReplyOf(services);
  app.addHook("onClose", () => later.idle());
  const mailRequests = [
    ["resendVerification", "resend", resendVerification],
    ["forgotPassword", "forgot", forgotPassword],
  ] as const;
  for (const [operationId, call, operation] of mailRequests) {
    registerOperation(app, services, operationId, async (input) => {
      const { email } = input.body;
      await limitAccountCall(services, { call, request: input.request, email });
      const origin = await originOf(input);
      return operation(services, { email, context: input.context, origin, later });
    });
  }

  registerOperation(app, services, "setPassword", ({ body, context }) =>
    setPassword(services, { body, language: context.language.code }),
  );

  registerOperation(app, services, "updateProfile", async (input) => {
    const user = await requireUser(services, input);
    return updateProfile(services, {
      user,
      accessToken: tokenHeader(input.headers, "accesstoken") ?? "",
      body: input.body,
      context: input.context,
      origin: await originOf(input),
    });
  });

  registerOperation(app, services, "changePassword", async (input) => {
    const user = await requireUser(services, input);
    return changePassword(services, {
      userId: user.id,
      email: user.email,
      accessToken: tokenHeader(input.headers, "accesstoken") ?? "",
      body: input.body,
      language: input.context.language.code,
    });
  });

  registerOperation(app, services, "listAddresses", async (input) =>
    listAddresses(services, (await requireUser(services, input)).id),
  );

  registerOperation(app, services, "createAddress", async (input) =>
    createAddress(services, { userId: (await requireUser(services, input)).id, form: input.body }),
  );

  registerOperation(app, services, "updateAddress", async (input) =>
    updateAddress(services, {
      userId: (await requireUser(services, input)).id,
      id: input.params.id,
      form: input.body,
    }),
  );

  registerOperation(app, services, "deleteAddress", async (input) =>
    deleteAddress(services, {
      userId: (await requireUser(services, input)).id,
      id: input.params.id,
    }),
  );

  registerOperation(app, services, "validateMembersBarcode", async (input) => {
    const user = await requireUser(services, input);
    return {
      isValid: await isValidMemberBarcode(services.db, {
        barcode: input.body.barcode,
        userId: user.id,
      }),
    };
  });

  registerOperation(app, services, "exportMyData", async (input) =>
    exportMyData(services, (await requireUser(services, input)).id),
  );

  registerOperation(app, services, "deleteAccount", async (input) => {
    const user = await requireUser(services, input);
    // the password is guessed here as at login: the same counters slow it down
    await limitLoginAttempts(services, { address: input.request.ip, username: user.email });
    return deleteAccount(services, {
      userId: user.id,
      password: input.body.password,
      siteId: input.context.site.id,
    });
  });

  // spec 7 settings general/user; the pipeline lets back-office users only (openapi security)
  registerOperation(app, services, "getUserSetting", async (input) =>
    getUserSetting(services, {
      userId: (await requireUser(services, input)).id,
      group: input.query.group,
      key: input.query.key,
    }),
  );

  registerOperation(app, services, "saveUserSetting", async (input) =>
    saveUserSetting(services, {
      userId: (await requireUser(services, input)).id,
      setting: input.body,
    }),
  );
}
