import type { FastifyInstance } from "fastify";
import { sectionTypes } from "#generated/element-meta.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { requireBackoffice } from "../../platform/http/authenticate.ts";
import { type OperationInput, registerOperation } from "../../platform/http/register-operation.ts";
import { loadLanguages } from "../../platform/http/request-context.ts";
import { siteLanguages } from "../../platform/site-languages.ts";
import type { Services } from "../../platform/services.ts";
import { type DocumentState, toBuilderDocument } from "./documents/state.ts";
import { openDocument } from "./operations/open-document.ts";
import { createPage, createTranslation, deletePage, listPages } from "./operations/pages.ts";
import { createPost } from "./operations/posts.ts";
import { publishDocument } from "./operations/publish.ts";
import { type EditScope, saveDraft } from "./operations/save-draft.ts";
import { cancelSchedule, scheduleDocument } from "./operations/schedule.ts";
import { getVersion, listVersions, restoreVersion } from "./operations/versions.ts";
import {
  createMaster,
  deleteMaster,
  filterMasters,
  getMaster,
  updateMaster,
} from "./operations/masters.ts";

type DocumentOperation =
  | "getBuilderDocument"
  | "saveBuilderDraft"
  | "publishBuilderDocument"
  | "scheduleBuilderPublish"
  | "cancelBuilderSchedule"
  | "listBuilderVersions"
  | "getBuilderVersion"
  | "restoreBuilderVersion";

/** The document a builder call names, its language and its editor (the back-office user). */
async function editScope(
  services: Services,
  input: OperationInput<DocumentOperation>,
): Promise<EditScope> {
  const { kind, key } = input.params;
  if (kind === "section" && !(sectionTypes as readonly string[]).includes(key)) throw notFound();
  const user = await requireBackoffice(services, input);
  return {
    ...(await siteScope(services, input)),
    ref: { siteId: input.context.site.id, kind, key },
    userId: user.id,
  };
}

type SiteScope = Pick<EditScope, "languageCode" | "defaultLanguage" | "languageOrder">;

/**
 * The call's language, the site's default language (the DefaultLanguage option, decision 006:
 * the language the others fall back to) and the order of its languages.
 */
async function siteScope(
  services: Services,
  input: { context: OperationInput<never>["context"] },
): Promise<SiteScope> {
  const { site, language, languages } = input.context;
  const { defaultLanguage } = await siteLanguages(services, site, await loadLanguages(services));
  return {
    languageCode: language.code,
    defaultLanguage,
    languageOrder: languages.map((item) => item.code),
  };
}

/** The editable draft of the scope's language. */
function answer(services: Services, scope: SiteScope, state: DocumentState) {
  return toBuilderDocument(services.db, { ...scope, state });
}

/** A new page or post in the call's language, by its back-office user; answers its draft. */
async function create(
  services: Services,
  input: OperationInput<"createBuilderPage" | "createBuilderPost">,
  make: (creator: {
    siteId: string;
    languageCode: string;
    userId: number;
  }) => Promise<DocumentState>,
) {
  const user = await requireBackoffice(services, input);
  const scope = await siteScope(services, input);
  const state = await make({
    siteId: input.context.site.id,
    languageCode: scope.languageCode,
    userId: user.id,
  });
  return answer(services, scope, state);
}

/** A page's or post's missing language variant (the body names the language). */
async function translate(
  services: Services,
  input: OperationInput<"createBuilderTranslation" | "createBuilderPostTranslation">,
  kind: "page" | "post",
) {
  const known = await loadLanguages(services);
  const languageCode = input.body.language_code;
  if (!known.some((language) => language.code === languageCode))
    throw new AppError(400, "api.unknownLanguage");
  const scope = { ...(await siteScope(services, input)), languageCode };
  const state = await createTranslation(services.db, {
    siteId: input.context.site.id,
    slugMain: input.params.slugMain,
    defaultLanguage: scope.defaultLanguage,
    body: input.body,
    kind,
  });
  return answer(services, scope, state);
}

/**
 * Builder module: documents (drafts, publish, history, schedule), pages, posts (decision 053),
 * masters and templates (issue 7).
 */
export function builderRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerOperation(app, services, "getBuilderDocument", async (input) => {
    const scope = await editScope(services, input);
    const state = await openDocument(db, { ...scope.ref, defaultLanguage: scope.defaultLanguage });
    return answer(services, scope, state);
  });

  registerOperation(app, services, "saveBuilderDraft", async (input) => {
    const scope = await editScope(services, input);
    return answer(services, scope, await saveDraft(db, { ...scope, body: input.body }));
  });

  registerOperation(app, services, "publishBuilderDocument", async (input) => {
    const scope = await editScope(services, input);
    const { baseRevision, untranslated } = input.body;
    const state = await publishDocument(services, { ...scope, baseRevision, untranslated });
    return answer(services, scope, state);
  });

  registerOperation(app, services, "scheduleBuilderPublish", async (input) => {
    const scope = await editScope(services, input);
    const { baseRevision, at } = input.body;
    const state = await scheduleDocument(db, { ...scope, baseRevision, at: new Date(at) });
    return answer(services, scope, state);
  });

  registerOperation(app, services, "cancelBuilderSchedule", async (input) => {
    const scope = await editScope(services, input);
    return answer(services, scope, await cancelSchedule(db, scope));
  });

  registerOperation(app, services, "listBuilderVersions", async (input) =>
    listVersions(db, await editScope(services, input)),
  );

  registerOperation(app, services, "getBuilderVersion", async (input) =>
    getVersion(db, await editScope(services, input), input.params.number),
  );

  registerOperation(app, services, "restoreBuilderVersion", async (input) => {
    const scope = await editScope(services, input);
    const { number } = input.params;
    const { baseRevision } = input.body;
    return answer(services, scope, await restoreVersion(db, { ...scope, number, baseRevision }));
  });

  registerOperation(app, services, "listBuilderPages", async (input) =>
    listPages(services, { ...(await siteScope(services, input)), siteId: input.context.site.id }),
  );

  registerOperation(app, services, "createBuilderPage", (input) =>
    create(services, input, (creator) => createPage(db, { ...creator, body: input.body })),
  );

  registerOperation(app, services, "createBuilderTranslation", (input) =>
    translate(services, input, "page"),
  );

  registerOperation(app, services, "deleteBuilderPage", async (input) =>
    deletePage(services, {
      ...(await siteScope(services, input)),
      siteId: input.context.site.id,
      slugMain: input.params.slugMain,
    }),
  );

  registerOperation(app, services, "listBuilderPosts", async (input) =>
    listPages(services, {
      ...(await siteScope(services, input)),
      siteId: input.context.site.id,
      kind: "post",
    }),
  );

  registerOperation(app, services, "createBuilderPost", (input) =>
    create(services, input, (creator) => createPost(db, { ...creator, body: input.body })),
  );

  registerOperation(app, services, "createBuilderPostTranslation", (input) =>
    translate(services, input, "post"),
  );

  registerOperation(app, services, "filterMasters", ({ query, context }) =>
    filterMasters(db, context.site.id, query.kind ?? "master"),
  );

  registerOperation(app, services, "createMaster", ({ body, context }) =>
    createMaster(db, { siteId: context.site.id, body }),
  );

  registerOperation(app, services, "getMaster", ({ params, context }) =>
    getMaster(db, context.site.id, params.id),
  );

  registerOperation(app, services, "updateMaster", ({ params, body, context }) =>
    updateMaster(services, { siteId: context.site.id, id: params.id, body }),
  );

  registerOperation(app, services, "deleteMaster", ({ params, context }) =>
    deleteMaster(services, { siteId: context.site.id, id: params.id }),
  );
}
