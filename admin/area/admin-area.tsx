import type { FormEvent, ReactNode } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { BuilderPageSummary, Master } from "#generated/types.ts";
import { LogoutForm } from "#src/features/auth/logout-form.tsx";
import { languageCodes, languages, localisePath, type LanguageCode } from "#src/lib/languages.ts";
import type { AdminActionResult, AdminAreaData } from "./admin-area.server.ts";
import { BackupNotice } from "./backup-notice.tsx";
import { DocsScreen } from "./docs-screen.tsx";
import { DomainsDialog } from "./domains-dialog.tsx";
import { InterfaceLanguage } from "./interface-language.tsx";
import { VersionBadge } from "./releases-dialog.tsx";
import { type AdminScreen, screenPaths } from "./screens.ts";
import { SubmitButton } from "./submit-button.tsx";
import { adminTexts, type AdminTexts } from "./texts.ts";
import { CatalogueScreen } from "./catalogue/catalogue-screen.tsx";
import { OrdersScreen } from "./shop/orders-screen.tsx";
import { ShopSettingsScreen } from "./shop/shop-settings-screen.tsx";
import { ConsentsScreen } from "./consents/consents-screen.tsx";
import { NewsletterScreen } from "./newsletter/newsletter-screen.tsx";
import { FormsScreen } from "./forms/forms-screen.tsx";
import { RedirectsScreen } from "./redirects/redirects-screen.tsx";
import { redirectTexts } from "./redirects/redirect-texts.ts";
import { PostCategoriesScreen } from "./posts/post-categories-screen.tsx";
import { postTexts } from "./posts/post-texts.ts";
import { EventsScreen } from "./events/events-screen.tsx";
import { eventTexts } from "./events/event-texts.ts";
import { CommentsScreen } from "./comments/comments-screen.tsx";
import { commentTexts } from "./comments/comment-texts.ts";
import "./admin-area.css";
import { ColumnHeads } from "./column-heads.tsx";

/**
 * The admin area (spec 2 admin layout): a sidebar of its screens, the content language and the
 * way back to the site. Server-rendered forms: it works before (and without) JavaScript.
 */
export function AdminArea() {
  const area = useLoaderData<AdminAreaData>();
  const result = useActionData<AdminActionResult>();
  // spec 6: the area speaks the user's global language; the screens show `?language=` content
  const texts = adminTexts(area.uiCode2);
  const query = `?language=${area.code2}`;
  const items: { screen: AdminScreen; label: string }[] = [
    { screen: "pages", label: texts.pages },
    { screen: "templates", label: texts.templates },
    { screen: "product", label: texts.products },
    { screen: "productCategory", label: texts.productCategories },
    { screen: "attribute", label: texts.attributes },
    { screen: "orders", label: texts.orders },
    { screen: "shop", label: texts.shopSettings },
    // spec 2 admin sidebar: Consents
    { screen: "consents", label: texts.consents },
    // issue 21: the newsletter's subscribers
    { screen: "newsletter", label: texts.newsletter },
    // issue 21: the forms' submissions
    { screen: "forms", label: texts.forms },
    // issue 22: redirects and missing URLs
    { screen: "redirects", label: redirectTexts(area.uiCode2).redirects },
    // issue 22: the blog's post categories and tags
    { screen: "postCategories", label: postTexts(area.uiCode2).postCategories },
    // issue 22 (decision 054): events and their sign-ups
    { screen: "events", label: eventTexts(area.uiCode2).events },
    // issue 22: comments and reviews to moderate
    { screen: "comments", label: commentTexts(area.uiCode2).comments },
    ...(area.hasCaches ? [{ screen: "cache" as const, label: texts.caches }] : []),
  ];
  return (
    <div className="admin-area" lang={area.uiCode2}>
      <header className="admin-area__top">
        <strong className="admin-area__brand">{texts.title}</strong>
        {area.release && <VersionBadge release={area.release} texts={texts} />}
        <DomainsDialog domains={area.domains} currentHost={area.currentHost} texts={texts} />
        <span className="admin-area__who">
          {interpolate(texts.loggedInAs, { name: area.user.name })}
        </span>
        <LogoutForm className="admin-button admin-button--quiet" />
      </header>
      <nav className="admin-area__nav" aria-label={texts.nav}>
        <ul>
          {items.map((item) => (
            <li key={item.screen}>
              <Link
                to={screenPaths[item.screen] + query}
                aria-current={area.screen === item.screen ? "page" : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageSelect texts={texts} screen={area.screen} language={area.language} />
        <InterfaceLanguage texts={texts} current={area.uiCode2} />
        <a className="admin-area__back" href={localisePath("/", area.language)}>
          {texts.backToSite}
        </a>
      </nav>
      <main id="main-content" className="admin-area__main">
        {result && (
          <p className={`admin-notice${result.ok ? "" : " admin-notice--error"}`} role="status">
            {result.message}
          </p>
        )}
        {area.screen === "pages" && <PagesScreen texts={texts} area={area} />}
        {area.screen === "templates" && <TemplatesScreen texts={texts} area={area} />}
        {area.screen === "cache" && <CacheScreen texts={texts} area={area} />}
        {area.docs !== null && <DocsScreen texts={texts} markdown={area.docs} />}
        {area.catalogue && (
          <CatalogueScreen
            key={area.catalogue.kind}
            texts={texts}
            data={area.catalogue}
            code2={area.code2}
            uiCode2={area.uiCode2}
          />
        )}
        {area.orders && <OrdersScreen texts={texts} data={area.orders} code2={area.code2} />}
        {area.shop && <ShopSettingsScreen texts={texts} data={area.shop} code2={area.code2} />}
        {area.consents && (
          <ConsentsScreen
            key={area.consents.form?.assigned_to ?? ""}
            texts={texts}
            data={area.consents}
            code2={area.code2}
          />
        )}
        {area.newsletter && (
          <NewsletterScreen texts={texts} data={area.newsletter} code2={area.code2} />
        )}
        {area.forms && <FormsScreen texts={texts} data={area.forms} code2={area.code2} />}
        {area.redirects && (
          <RedirectsScreen
            texts={texts}
            data={area.redirects}
            code2={area.code2}
            uiCode2={area.uiCode2}
          />
        )}
        {area.postCategories && (
          <PostCategoriesScreen
            data={area.postCategories}
            code2={area.code2}
            uiCode2={area.uiCode2}
          />
        )}
        {area.comments && (
          <CommentsScreen
            texts={texts}
            data={area.comments}
            code2={area.code2}
            uiCode2={area.uiCode2}
          />
        )}
        {area.events && (
          <EventsScreen
            texts={texts}
            data={area.events}
            code2={area.code2}
            language={area.language}
            uiCode2={area.uiCode2}
          />
        )}
      </main>
    </div>
  );
}

/** spec 2 admin language selector: the language whose content the screens show. */
function LanguageSelect({
  texts,
  screen,
  language,
}: {
  texts: AdminTexts;
  screen: AdminScreen;
  language: LanguageCode;
}) {
  return (
    <div className="admin-area__languages" role="group" aria-label={texts.language}>
      <span>{texts.language}</span>
      {languageCodes.map((code) => (
        <Link
          key={code}
          to={`${screenPaths[screen]}?language=${languages[code].code2}`}
          aria-current={code === language ? "true" : undefined}
          lang={languages[code].code2}
        >
          {languages[code].code2.toUpperCase()}
        </Link>
      ))}
    </div>
  );
}

function Screen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="admin-screen">
      <h1>{title}</h1>
      <p className="admin-screen__intro">{intro}</p>
      {children}
    </section>
  );
}

const dateFormat = (code2: string) =>
  new Intl.DateTimeFormat(code2, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Zagreb",
  });

/** The pages in every language, each with its state and a way into edit mode. */
function PagesScreen({ texts, area }: { texts: AdminTexts; area: AdminAreaData }) {
  const format = dateFormat(area.code2);
  return (
    <Screen title={texts.pages} intro={texts.pagesIntro}>
      {area.backups && (
        <BackupNotice status={area.backups} texts={texts} format={format} code2={area.uiCode2} />
      )}
      {area.pages.length === 0 ? (
        <p className="admin-empty">{texts.noPages}</p>
      ) : (
        <ul className="admin-cards">
          {area.pages.map((page) => (
            <li key={page.slugMain} className="admin-card">
              <h2>
                {titleOf(page, area.language)}
                {page.isHomePage && <span className="admin-badge">{texts.homePage}</span>}
              </h2>
              <ul className="admin-card__languages">
                {languageCodes.map((code) => (
                  <PageLanguage
                    key={code}
                    page={page}
                    language={code}
                    texts={texts}
                    format={format}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

const titleOf = (page: BuilderPageSummary, language: LanguageCode) =>
  (page.languages.find((each) => each.language_code === language) ?? page.languages[0])?.title ||
  page.slugMain;

function PageLanguage({
  page,
  language,
  texts,
  format,
}: {
  page: BuilderPageSummary;
  language: LanguageCode;
  texts: AdminTexts;
  format: Intl.DateTimeFormat;
}) {
  const state = page.languages.find((each) => each.language_code === language);
  const code2 = languages[language].code2;
  if (!state) {
    return (
      <li>
        <span className="admin-lang">{code2.toUpperCase()}</span>
        <span className="admin-state admin-state--missing">{texts.missing}</span>
      </li>
    );
  }
  const path = localisePath(page.isHomePage ? "/" : `/${state.slug ?? page.slugMain}`, language);
  const status = state.scheduledAt
    ? interpolate(texts.scheduled, { date: format.format(new Date(state.scheduledAt)) })
    : !state.isPublished
      ? texts.draft
      : state.hasUnpublishedChanges
        ? texts.changed
        : texts.published;
  const tone = state.isPublished && !state.hasUnpublishedChanges ? "ok" : "pending";
  // decision 057: how many texts this language has not translated yet
  const untranslated = state.untranslated?.length ?? 0;
  return (
    <li>
      <span className="admin-lang">{code2.toUpperCase()}</span>
      <span className="admin-card__state">
        <span className={`admin-state admin-state--${tone}`}>{status}</span>
        {untranslated > 0 && (
          <span className="admin-badge admin-badge--untranslated" data-untranslated={untranslated}>
            {interpolate(texts.untranslatedCount, { count: untranslated })}
          </span>
        )}
      </span>
      <span className="admin-card__actions">
        <a href={`${path}?editPage=true`} className="admin-button">
          {texts.edit}
        </a>
        <a href={path} className="admin-button admin-button--quiet">
          {texts.view}
        </a>
      </span>
    </li>
  );
}

function confirmDelete(message: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(message)) event.preventDefault();
  };
}

/** Templates and master components: what exists, and deleting one. */
function TemplatesScreen({ texts, area }: { texts: AdminTexts; area: AdminAreaData }) {
  const format = dateFormat(area.code2);
  const table = (caption: string, rows: Master[], empty: string) =>
    rows.length === 0 ? (
      <>
        <h2>{caption}</h2>
        <p className="admin-empty">{empty}</p>
      </>
    ) : (
      <AdminTable
        caption={caption}
        columns={[texts.name, texts.updated, texts.actions]}
        rows={rows.map((row) => ({
          key: row.id,
          header: row.title,
          cells: [
            format.format(new Date(row.updated_at)),
            <Form
              key="delete"
              method="post"
              onSubmit={confirmDelete(interpolate(texts.deleteConfirm, { title: row.title }))}
            >
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="title" value={row.title} />
              <SubmitButton intent="deleteMaster" label={texts.delete} danger />
            </Form>,
          ],
        }))}
      />
    );
  return (
    <Screen title={texts.templates} intro={texts.templatesIntro}>
      {table(texts.templateList, area.templates, texts.noTemplates)}
      {table(texts.masterList, area.masters, texts.noMasters)}
    </Screen>
  );
}

const sizeFormat = (code2: string, bytes: number) =>
  new Intl.NumberFormat(code2, {
    style: "unit",
    unit: bytes >= 1_048_576 ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(bytes >= 1_048_576 ? bytes / 1_048_576 : bytes / 1024);

/** spec 2 cache view: Redis caches by kind, each clearable, or all at once. */
function CacheScreen({ texts, area }: { texts: AdminTexts; area: AdminAreaData }) {
  const number = new Intl.NumberFormat(area.code2);
  return (
    <Screen title={texts.caches} intro={texts.cachesIntro}>
      {area.caches.length === 0 ? (
        <p className="admin-empty">{texts.noCaches}</p>
      ) : (
        <AdminTable
          columns={[texts.cacheName, texts.entries, texts.size, texts.actions]}
          rows={area.caches.map((cache) => ({
            key: cache.name,
            header: cache.name,
            cells: [
              number.format(cache.entries),
              sizeFormat(area.code2, cache.bytes),
              <Form key="clear" method="post">
                <input type="hidden" name="name" value={cache.name} />
                <SubmitButton intent="clearCache" label={texts.clear} />
              </Form>,
            ],
          }))}
        />
      )}
      <Form method="post" className="admin-screen__footer">
        <input type="hidden" name="name" value="all" />
        <SubmitButton intent="clearCache" label={texts.clearAll} danger />
      </Form>
    </Screen>
  );
}

/** A table of the area: one row header, then cells, under the given column titles. */
function AdminTable({
  caption,
  columns,
  rows,
}: {
  caption?: string;
  columns: readonly string[];
  rows: readonly { key: string | number; header: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption && <caption>{caption}</caption>}
        <ColumnHeads columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
