import { useState } from "react";
import type { BuilderDocument, BuilderLanguageState } from "#generated/types.ts";
import type { SiteLanguage } from "#src/features/editor-bar/edit-mode.ts";
import { stripLanguagePrefix } from "#src/lib/languages.ts";
import { useApiContext } from "./api-context.ts";
import { Dialog } from "./dialog.tsx";
import { editUrl, postEditUrl } from "./page-dialogs.tsx";
import { PageFormDialog } from "./page-form.tsx";
import { type Text, useText } from "./texts.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** A date-time as the editor's language writes it ("24. stu 2026. 08:00"). */
export const formatWhen = (iso: string, code2: string) =>
  new Date(iso).toLocaleString(code2, { dateStyle: "medium", timeStyle: "short" });

function stateText(state: BuilderLanguageState | undefined, text: Text, code2: string): string {
  if (!state) return text("languages.missing");
  if (state.scheduledAt)
    return text("languages.scheduled", { date: formatWhen(state.scheduledAt, code2) });
  if (!state.isPublished) return text("languages.draft");
  return state.hasUnpublishedChanges ? text("languages.changes") : text("languages.published");
}

/**
 * The page's (or post's, decision 053) language variants (issue 7 languages): the structure is shared, localised props are
 * translated per language and each language is published on its own. A variant opens in the
 * builder; a missing one is created from the Croatian one (createBuilderTranslation), whose texts
 * stand in until translated.
 */
export function LanguagesDialog({
  remote,
  path,
  siteLanguages,
  code2,
  beforeLeave,
  onClose,
}: {
  remote: BuilderDocument;
  /** The page's path on the site (the home page is the root of every language). */
  path: string;
  siteLanguages: SiteLanguage[];
  code2: string;
  beforeLeave: () => Promise<void>;
  onClose: () => void;
}) {
  const text = useText();
  const { language } = useApiContext();
  const [translating, setTranslating] = useState<SiteLanguage | undefined>(undefined);
  const isHome = stripLanguagePrefix(path) === "/";
  const open = async (target: SiteLanguage, slug: string | undefined) => {
    await beforeLeave();
    window.location.assign(
      remote.kind === "post"
        ? postEditUrl(slug ?? remote.key, target.code)
        : editUrl(isHome ? "/" : `/${slug ?? remote.key}`, target.code),
    );
  };
  if (translating)
    return (
      <TranslateDialog
        remote={remote}
        target={translating}
        code2={code2}
        onCreated={(slug) => void open(translating, slug)}
        onClose={() => setTranslating(undefined)}
      />
    );
  return (
    <Dialog
      title={text("languages.title")}
      onClose={onClose}
      actions={
        <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
          {text("languages.close")}
        </button>
      }
    >
      <p className="vb-muted">{text("languages.intro")}</p>
      <ul className="vb-languages">
        {siteLanguages.map((each) => {
          const state = remote.languages.find((item) => item.language_code === each.code);
          const isCurrent = each.code === language;
          return (
            <li key={each.code} className="vb-languages__item">
              <span className="vb-languages__name" lang={each.code2}>
                {each.name}
                {isCurrent && <span className="vb-badge">{text("languages.current")}</span>}
              </span>
              <span className="vb-languages__state">
                {stateText(state, text, code2)}
                {/* decision 057: what this language would show in the default language */}
                {state?.untranslated && state.untranslated.length > 0 && (
                  <span className="vb-languages__untranslated" data-untranslated>
                    {" · "}
                    {text("untranslated.count", { count: state.untranslated.length })}
                  </span>
                )}
              </span>
              {!isCurrent &&
                (state ? (
                  <button
                    type="button"
                    className="vb-button vb-button--ghost"
                    aria-label={text("languages.editIn", { language: each.name })}
                    onClick={() => void open(each, state.slug)}
                  >
                    {text("languages.edit")}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="vb-button"
                    aria-label={text("languages.translateTo", { language: each.name })}
                    onClick={() => setTranslating(each)}
                  >
                    {text("languages.translate")}
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

/** Title and slug of the new language variant; the builder then opens on it. */
function TranslateDialog({
  remote,
  target,
  code2,
  onCreated,
  onClose,
}: {
  remote: BuilderDocument;
  target: SiteLanguage;
  code2: string;
  onCreated: (slug: string) => void;
  onClose: () => void;
}) {
  const text = useText();
  const { api } = useApiContext();
  return (
    <PageFormDialog
      title={text("languages.translateTitle", { language: target.name })}
      intro={text("languages.translateIntro")}
      submitLabel={text("languages.create")}
      code2={code2}
      initial={{ title: remote.meta.title, slug: remote.meta.slug ?? "" }}
      onClose={onClose}
      send={async (body) => {
        const request = {
          params: { path: { slugMain: remote.key } },
          body: { ...body, language_code: target.code },
        };
        // a post's variant is tied to it by slugMain like a page's (decision 053)
        await dataOf(
          remote.kind === "post"
            ? api.POST("/api/v1/admin/builder/posts/{slugMain}/translations", request)
            : api.POST("/api/v1/admin/builder/pages/{slugMain}/translations", request),
        );
        onCreated(body.slug);
      }}
    />
  );
}
