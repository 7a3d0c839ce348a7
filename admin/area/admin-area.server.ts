import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { ApiHeaders } from "#common/operations.ts";
import { serverContext } from "#common/server-context.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { BackupStatus, BuilderPageSummary, CacheInfo, Master } from "#generated/types.ts";
import { readAction } from "#src/features/account/action-helpers.server.ts";
import { adminLoginPath } from "#common/route-paths.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languageCodes, languages, type LanguageCode } from "#src/lib/languages.ts";
import readme from "../../README.md?raw";
import { type AdminScreen, adminLocaleMissing, screenPaths } from "./screens.ts";
import { adminTexts } from "./texts.ts";
import { type CatalogueData, catalogueData, saveCatalogue } from "./catalogue/catalogue.server.ts";
import { type CatalogueKind, catalogueKinds } from "./catalogue/form-schema.ts";
import { changeOrder, type OrdersData, ordersData } from "./shop/orders.server.ts";
import { deleteShopSetting } from "./shop/shop-delete.server.ts";
import {
  saveShopSettings,
  type ShopSettingsData,
  shopSettingsData,
} from "./shop/shop-settings.server.ts";
import { dataOf } from "#src/lib/api-client.ts";
import {
  type ConsentsData,
  consentsData,
  formSlugPattern,
  saveAssignmentForm,
  saveConsentForm,
} from "./consents/consents.server.ts";
import { type NewsletterData, newsletterData } from "./newsletter/newsletter.server.ts";
import { type FormsData, formsData } from "./forms/forms.server.ts";
import {
  deleteRedirectForm,
  type RedirectsData,
  redirectsData,
  saveRedirectForm,
} from "./redirects/redirects.server.ts";
import { redirectTexts } from "./redirects/redirect-texts.ts";
import {
  type PostCategoriesData,
  deletePostTermForm,
  postCategoriesData,
  savePostTermForm,
} from "./posts/post-categories.server.ts";
import { postTexts } from "./posts/post-texts.ts";
import {
  deleteEventForm,
  type EventsData,
  eventsData,
  saveEventForm,
} from "./events/events.server.ts";
import { eventTexts } from "./events/event-texts.ts";
import {
  commentIntents,
  type CommentsScreenData,
  commentsScreenData,
  moderateCommentForm,
} from "./comments/comments.server.ts";
import { commentTexts } from "./comments/comment-texts.ts";

export type { AdminScreen };
const screens: Readonly<Record<string, AdminScreen>> = Object.fromEntries(
  (Object.entries(screenPaths) as [AdminScreen, string][]).map(([screen, path]) => [
    path.slice("/admin/".length),
    screen,
  ]),
);
const isCatalogue = (screen: AdminScreen): screen is CatalogueKind => screen in catalogueKinds;

type Args = { request: Request; params: { "*"?: string }; context: LoaderFunctionArgs["context"] };

/**
 * Who may enter (spec 6): a back-office user. Guests and shoppers go to /adminLogin, which
 * brings them back here afterwards. The content language comes from `?language=en|de`.
 */
async function enter(args: Args) {
  const site = args.context.get(siteContext);
  const url = new URL(args.request.url);
  const splat = (args.params["*"] ?? "").replace(/\/$/, "");
  // spec 2 /admin/consent/{slug}: one form's consents (the slug is its assigned_to)
  const consentForm = /^consent\/(.+)$/.exec(splat)?.[1] ?? null;
  const screen = consentForm === null ? screens[splat] : "consents";
  const isKnown = screen && (consentForm === null || formSlugPattern.test(consentForm));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!isKnown) throw data(null, { status: 404 });
  const session = await site.session();
  if (!session?.user.isBackofficeUser) {
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${adminLoginPath}?${new URLSearchParams({ redirectTo: back }).toString()}`);
  }
  const asked = url.searchParams.get("language");
  const language: LanguageCode =
    languageCodes.find((code) => languages[code].code2 === asked) ?? site.language;
  const headers: ApiHeaders = { accesstoken: session.accessToken, language };
  return { site, session, screen, language, headers, consentForm };
}

/**
 * spec 6 admin locale: the user's global language setting, which the area's texts and the API's
 * messages follow (the content language is `?language=`); null when it was never set.
 */
async function adminLocale(site: SiteRequest, headers: ApiHeaders): Promise<LanguageCode | null> {
  try {
    const query = { group: "general", key: "language" } as const;
    const setting = await dataOf(
      site.api.GET("/api/v1/settings/general/user", { params: { query }, headers }),
    );
    return languageCodes.find((each) => each === setting.value) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The caches of Redis, or null without Redis (spec 2: the cache screen is hidden then). */
async function cachesOf(site: SiteRequest, headers: ApiHeaders): Promise<CacheInfo[] | null> {
  try {
    return await dataOf(site.api.GET("/api/v1/admin/cache", { headers }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The order screen's forms (shop/orders.server.ts changeOrder). */
const orderIntents = ["setOrderStatus", "setOrderPayment", "refundOrder"] as const;

export async function adminAreaLoader(args: LoaderFunctionArgs) {
  const { site, session, screen, language, headers, consentForm } = await enter(args);
  const { release } = args.context.get(serverContext);
  const [uiLanguage, caches, domains] = await Promise.all([
    adminLocale(site, headers),
    cachesOf(site, headers),
    dataOf(site.api.GET("/api/v1/settings/domain/filter", { headers })),
  ]);
  // spec 6: a missing setting is an error, not a guess; the error page offers to set it
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!uiLanguage) throw data(adminLocaleMissing, { status: 409 });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (screen === "cache" && !caches) throw data(null, { status: 404 });
  let pages: BuilderPageSummary[] = [];
  let templates: Master[] = [];
  let masters: Master[] = [];
  let backups: BackupStatus | null = null;
  if (screen === "pages")
    [pages, backups] = await Promise.all([
      dataOf(site.api.GET("/api/v1/admin/builder/pages", { headers })),
      dataOf(site.api.GET("/api/v1/admin/backups", { headers })),
    ]);
  if (screen === "templates") {
    [templates, masters] = await Promise.all([
      dataOf(
        site.api.GET("/api/v1/admin/builder/masters", {
          params: { query: { kind: "template" } },
          headers,
        }),
      ),
      dataOf(
        site.api.GET("/api/v1/admin/builder/masters", {
          params: { query: { kind: "master" } },
          headers,
        }),
      ),
    ]);
  }
  let catalogue: CatalogueData | null = null;
  const url = new URL(args.request.url);
  if (isCatalogue(screen))
    catalogue = await catalogueData(screen, { site, headers, language }, url);
  // issue 17: the shop's orders and settings (lists in the content language)
  const uiTexts = adminTexts(languages[uiLanguage].code2);
  const orders: OrdersData | null =
    screen === "orders" ? await ordersData({ site, headers, language }, url) : null;
  const shop: ShopSettingsData | null =
    screen === "shop" ? await shopSettingsData({ site, headers, language }, uiTexts, url) : null;
  const consents: ConsentsData | null =
    screen === "consents"
      ? await consentsData({ site, headers, language }, url, consentForm)
      : null;
  const newsletter: NewsletterData | null =
    screen === "newsletter" ? await newsletterData({ site, headers, language }, url) : null;
  const forms: FormsData | null =
    screen === "forms" ? await formsData({ site, headers, language }, url) : null;
  const redirects: RedirectsData | null =
    screen === "redirects" ? await redirectsData({ site, headers, language }, url) : null;
  const postCategories: PostCategoriesData | null =
    screen === "postCategories" ? await postCategoriesData({ site, headers, language }, url) : null;
  const comments: CommentsScreenData | null =
    screen === "comments" ? await commentsScreenData({ site, headers, language }, url) : null;
  const events: EventsData | null =
    screen === "events" ? await eventsData({ site, headers, language }, url) : null;
  const { firstName, lastName } = session.user.details;
  return {
    screen,
    language,
    code2: languages[language].code2,
    uiCode2: languages[uiLanguage].code2,
    user: {
      email: session.user.email,
      name: [firstName, lastName].filter(Boolean).join(" ") || session.user.email,
    },
    // spec 2: non-production builds show the version badge with the releases modal
    release: release.stage === "production" ? null : release,
    hasCaches: caches !== null,
    domains,
    currentHost: new URL(args.request.url).hostname,
    caches: caches ?? [],
    pages,
    backups,
    templates,
    masters,
    catalogue,
    orders,
    shop,
    consents,
    newsletter,
    forms,
    redirects,
    postCategories,
    events,
    comments,
    // spec 2 documentation link: this build's own README.md (the repository may be offline)
    docs: screen === "docs" ? readme : null,
  };
}

export type AdminAreaData = Awaited<ReturnType<typeof adminAreaLoader>>;
/** An outcome; `scope` names the dialog whose form it answers (it shows there too). */
export type AdminActionResult = { ok: boolean; message: string; scope?: "domains" };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");
const positiveInt = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 2147483647 ? number : undefined;
};

/**
 * The area's forms (they work without JavaScript): clear a cache (or all), delete a template or
 * a master, add or remove a domain, set the admin locale. The API validates each call; its
 * refusal comes back as the message, in the user's admin locale.
 */
export async function adminAreaAction(args: ActionFunctionArgs) {
  const { site, language, headers, screen, consentForm } = await enter(args);
  const { form } = await readAction(args);
  const uiLanguage = (await adminLocale(site, headers)) ?? language;
  const texts = adminTexts(languages[uiLanguage].code2);
  if (isCatalogue(screen) && form.get("intent") === "saveCatalogue")
    return saveCatalogue(
      screen,
      { site, headers, language, texts, screenPath: screenPaths[screen] },
      form,
    );
  if (screen === "shop" && form.get("intent") === "saveShop")
    return saveShopSettings({ site, headers, language, texts, screenPath: screenPaths.shop }, form);
  // the catalogue form above works on the content language; these calls answer in the locale
  const uiHeaders: ApiHeaders = { ...headers, language: uiLanguage };
  if (screen === "shop" && form.get("intent") === "deleteShop")
    return deleteShopSetting(
      { site, headers: uiHeaders, language, texts, screenPath: screenPaths.shop },
      form,
    );
  if (screen === "consents" && form.get("intent") === "saveConsent")
    return saveConsentForm({ site, headers: uiHeaders, language, texts }, form);
  if (screen === "consents" && consentForm !== null && form.get("intent") === "saveAssignment")
    return saveAssignmentForm({ site, headers: uiHeaders, language, texts }, form, consentForm);
  const redirectIntent = form.get("intent");
  if (
    screen === "redirects" &&
    (redirectIntent === "saveRedirect" || redirectIntent === "deleteRedirect")
  ) {
    const call = {
      site,
      headers: uiHeaders,
      texts,
      redirectTexts: redirectTexts(languages[uiLanguage].code2),
    };
    return redirectIntent === "saveRedirect"
      ? saveRedirectForm(call, form)
      : deleteRedirectForm(call, form);
  }
  // issue 22: post categories are saved in the content language, like the catalogue's entries
  const postIntent = form.get("intent");
  if (
    screen === "postCategories" &&
    (postIntent === "savePostTerm" || postIntent === "deletePostTerm")
  ) {
    const call = { site, headers, texts, postTexts: postTexts(languages[uiLanguage].code2) };
    return postIntent === "savePostTerm"
      ? savePostTermForm(call, form)
      : deletePostTermForm(call, form);
  }
  // issue 22: comments are moderated in the admin locale's messages
  const commentIntent = form.get("intent");
  const isCommentIntent = commentIntents.some((each) => each === commentIntent);
  if (screen === "comments" && isCommentIntent && typeof commentIntent === "string") {
    const call = {
      site,
      headers: uiHeaders,
      texts,
      commentTexts: commentTexts(languages[uiLanguage].code2),
    };
    return moderateCommentForm(call, form, commentIntent);
  }
  // issue 22 (decision 054): events are saved in the content language, like post categories
  const eventIntent = form.get("intent");
  if (screen === "events" && (eventIntent === "saveEvent" || eventIntent === "deleteEvent")) {
    const call = {
      site,
      headers,
      language,
      texts,
      eventTexts: eventTexts(languages[uiLanguage].code2),
    };
    return eventIntent === "saveEvent" ? saveEventForm(call, form) : deleteEventForm(call, form);
  }
  if (screen === "orders" && orderIntents.some((intent) => intent === form.get("intent")))
    return changeOrder(
      { site, headers: uiHeaders, language, texts, screenPath: screenPaths.orders },
      form,
    );
  const intent = form.get("intent");
  const id = positiveInt(form.get("id"));
  const title = text(form.get("title"));
  try {
    if (intent === "clearCache") {
      const name = text(form.get("name"));
      await dataOf(
        site.api.DELETE("/api/v1/admin/cache/{name}", {
          params: { path: { name } },
          headers: uiHeaders,
        }),
      );
      return { ok: true, message: texts.cleared } satisfies AdminActionResult;
    }
    if (intent === "deleteMaster" && id) {
      await dataOf(
        site.api.DELETE("/api/v1/admin/builder/masters/{id}", {
          params: { path: { id } },
          headers: uiHeaders,
        }),
      );
      return { ok: true, message: interpolate(texts.deleted, { title }) };
    }
    if (intent === "setAdminLanguage") {
      const value = languageCodes.find((code) => code === form.get("value"));
      if (!value) return data({ ok: false, message: texts.unknownAction }, { status: 400 });
      const body = { group: "general", key: "language", value } as const;
      await dataOf(site.api.PUT("/api/v1/settings/general/user", { body, headers: uiHeaders }));
      const message = adminTexts(languages[value].code2).interfaceSaved;
      return { ok: true, message } satisfies AdminActionResult;
    }
    if (intent === "addDomain") {
      const name = text(form.get("name")).toLowerCase();
      const body = { name, url: text(form.get("url")) };
      await dataOf(site.api.POST("/api/v1/settings/domain/create", { body, headers: uiHeaders }));
      return { ok: true, message: interpolate(texts.domainAdded, { name }), scope: "domains" };
    }
    if (intent === "deleteDomain" && id) {
      await dataOf(
        site.api.DELETE("/api/v1/settings/domain/delete/{id}", {
          params: { path: { id } },
          headers: uiHeaders,
        }),
      );
      const message = interpolate(texts.domainRemoved, { name: title });
      return { ok: true, message, scope: "domains" } satisfies AdminActionResult;
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const scope = intent === "addDomain" || intent === "deleteDomain" ? "domains" : undefined;
    return data(
      { ok: false, message: interpolate(texts.failed, { reason: error.message }), scope },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
  return data({ ok: false, message: texts.unknownAction }, { status: 400 });
}
