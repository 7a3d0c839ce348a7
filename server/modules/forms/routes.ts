import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { parseSiteOptions } from "#common/site-options.ts";
import { filterOptions } from "../../platform/filter-options.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { currentUser } from "../../platform/http/authenticate.ts";
import { addHandler } from "../../platform/http/operation-pipeline.ts";
import {
  operationInvoker,
  registerDownload,
  registerOperation,
} from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { confirmNewsletter } from "../newsletter/confirm.ts";
import { formCaptcha } from "./form-captcha.ts";
import { isFormToken } from "./form-confirmation.ts";
import {
  exportSubmissions,
  listSubmissions,
  submissionFile,
} from "./operations/admin-submissions.ts";
import { confirmSubmission } from "./operations/confirm-submission.ts";
import { sendContact, sendContactAdmin } from "./operations/contact.ts";
import { storePostedSubmission } from "./operations/store-posted.ts";
import { storeSubmission } from "./operations/store-submission.ts";
import { formMultipartLimits, postedFormOf, readPostedForm } from "./read-form-upload.ts";

/**
 * Forms (issue 21): the captcha of the site's forms, storeData (JSON, or the form as posted with
 * its files), contact and contactAdmin, and the back office's submissions, their CSV and files.
 */
export async function formRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  registerOperation(app, services, "getFormCaptcha", async ({ context }) => {
    const options = parseSiteOptions(
      await filterOptions(services, { siteId: context.site.id, keys: undefined }),
    );
    return formCaptcha(services, options);
  });

  registerOperation(app, services, "storeFormData", ({ body, context, request }) =>
    storeSubmission(services, {
      siteId: context.site.id,
      language: context.language.code,
      address: request.ip,
      body,
      files: [],
      request,
    }),
  );

  // spec 7 form confirmEmail: the link of a form sent without JavaScript, or of the newsletter
  registerOperation(app, services, "confirmEmail", ({ body, context, request }) =>
    isFormToken(body.token)
      ? confirmSubmission(services, { siteId: context.site.id, token: body.token })
      : confirmNewsletter(services, { siteId: context.site.id, token: body.token, request }),
  );

  registerOperation(app, services, "contact", ({ body, context, request }) =>
    sendContact(services, {
      siteId: context.site.id,
      language: context.language.code,
      address: request.ip,
      body,
    }),
  );
  // security backoffice in openapi.yaml: the pipeline lets back-office users only
  registerOperation(app, services, "contactAdmin", async (input) => {
    const sender = await currentUser(services, input);
    if (!sender) throw new AppError(401, "api.unauthorized");
    return sendContactAdmin(services, { siteId: input.context.site.id, sender, body: input.body });
  });

  // Multipart only here; the site's page action hands the visitor's FormData over in-process
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: formMultipartLimits });
    registerOperation(
      scope,
      services,
      "storeFormDataWithFiles",
      async ({ body, context, request }) =>
        storePostedSubmission(services, {
          siteId: context.site.id,
          language: context.language.code,
          address: request.ip,
          request,
          posted:
            (body as unknown) instanceof FormData
              ? await postedFormOf(body as unknown as FormData)
              : await readPostedForm(request),
        }),
    );
  });

  registerOperation(app, services, "listFormSubmissions", ({ query, context }) =>
    listSubmissions(
      db,
      { siteId: context.site.id, language: context.language.code },
      {
        ...(query.formSlug ? { formSlug: query.formSlug } : {}),
        ...(query.search ? { search: query.search } : {}),
        page: query.page ?? 1,
        perPage: query.perPage ?? 50,
      },
    ),
  );

  registerDownload(
    app,
    services,
    "exportFormSubmissions",
    { contentType: "text/csv", fileName: (params) => `${String(params.formSlug)}.csv` },
    ({ params, context }) =>
      exportSubmissions(
        db,
        { siteId: context.site.id, language: context.language.code },
        params.formSlug,
      ),
  );

  // A sent file goes out as it came in: its own type, as an attachment, never sniffed or shown
  // its handler answers the file itself (its 200 is no JSON, so the operation's type is never)
  addHandler(
    services,
    "downloadFormFile",
    async ({ params, context }) =>
      (await submissionFile(db, context.site.id, params.id)) as unknown as never,
  );
  const invoke = operationInvoker(services);
  app.get("/api/v1/admin/forms/files/:id", async (request, reply) => {
    const file = (await invoke(
      "downloadFormFile",
      { params: request.params, query: request.query, body: undefined, headers: request.headers },
      request,
    )) as unknown as Awaited<ReturnType<typeof submissionFile>>;
    const ascii = file.name.replace(/[^\w .-]/g, "_");
    return reply
      .type(file.mime)
      .header(
        "content-disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(Buffer.from(file.bytes));
  });
}
