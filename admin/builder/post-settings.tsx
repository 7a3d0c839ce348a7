import { useEffect, useId, useState } from "react";
import type { BuilderPostMeta, PostTerm } from "#generated/types.ts";
import { searchTextOf } from "#common/search-text.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { useApiContext } from "./api-context.ts";
import { MediaField } from "./media-field.tsx";
import { messageOf } from "./page-form.tsx";
import { localInputValue } from "./schedule-dialog.tsx";
import { useText } from "./texts.ts";

/** A moment as a datetime-local input with seconds writes it ("2026-11-24T08:00:30"). */
const secondsInputValue = (date: Date) =>
  `${localInputValue(date)}:${String(date.getSeconds()).padStart(2, "0")}`;

/** A tag's slug from its title ("Vino i maslinovo ulje" -> "vino-i-maslinovo-ulje"). */
export const slugOf = (title: string) => searchTextOf(title).replace(/ /g, "-").slice(0, 120);

type Terms = { categories: PostTerm[]; tags: PostTerm[] };

/** The post categories and tags of the builder's language (spec 7 term filter). */
function usePostTerms(): [Terms | undefined, (tag: PostTerm) => void] {
  const { api } = useApiContext();
  const [terms, setTerms] = useState<Terms | undefined>(undefined);
  useEffect(() => {
    const ofType = (type: "postCategory" | "postTag") =>
      dataOf(
        api.POST("/api/v1/cms/term/filter", {
          body: { termTypeTitles: [type], noPaginate: true },
        }),
      ).then((found) => found.categories);
    Promise.all([ofType("postCategory"), ofType("postTag")]).then(
      ([categories, tags]) => setTerms({ categories, tags }),
      () => setTerms({ categories: [], tags: [] }),
    );
  }, [api]);
  const addTag = (tag: PostTerm) =>
    setTerms((current) => current && { ...current, tags: [...current.tags, tag] });
  return [terms, addTag];
}

/** Checkboxes of terms; the chosen ones are slugs. */
export function TermChoice({
  legend,
  terms,
  chosen,
  onChange,
  empty,
}: {
  legend: string;
  terms: PostTerm[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  /** Said when there are none; without it, nothing is drawn then. */
  empty?: string;
}) {
  if (terms.length === 0 && !empty) return null;
  return (
    <fieldset className="vb-field vb-terms">
      <legend>{legend}</legend>
      {terms.length === 0 && <p className="vb-muted">{empty}</p>}
      {terms.map((term) => (
        <label key={term.id} className="vb-check">
          <input
            type="checkbox"
            checked={chosen.includes(term.slug)}
            onChange={() =>
              onChange(
                chosen.includes(term.slug)
                  ? chosen.filter((slug) => slug !== term.slug)
                  : [...chosen, term.slug],
              )
            }
          />
          {term.title}
        </label>
      ))}
    </fieldset>
  );
}

/** A new tag made from its title (savePostTerm), chosen at once. */
function NewTag({ onCreated }: { onCreated: (tag: PostTerm) => void }) {
  const text = useText();
  const { api } = useApiContext();
  const id = useId();
  const [title, setTitle] = useState("");
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const add = async () => {
    const slug = slugOf(title);
    if (!slug) {
      setFailure(text("postSettings.tagRequired"));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const tag = await dataOf(
        api.PUT("/api/v1/admin/posts/terms", {
          body: { type: "postTag", slugMain: slug, slug, title: title.trim() },
        }),
      );
      setTitle("");
      onCreated(tag);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="vb-field">
      <label htmlFor={`${id}-tag`}>{text("postSettings.newTag")}</label>
      <div className="vb-inline">
        <input
          id={`${id}-tag`}
          className="vb-input"
          value={title}
          maxLength={200}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-tag-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds the tag; it must not submit (and close) the settings
            event.preventDefault();
            void add();
          }}
        />
        <button
          type="button"
          className="vb-button vb-button--ghost"
          disabled={isBusy}
          onClick={() => void add()}
        >
          {text("postSettings.addTag")}
        </button>
      </div>
      {failure && (
        <p id={`${id}-tag-error`} className="vb-field-error">
          {failure}
        </p>
      )}
    </div>
  );
}

/**
 * A post's own settings (issue 22, decision 053): excerpt, author, cover from the media library,
 * categories and tags of the builder's language (a tag can be made here), and the time it shows
 * from: a time ahead keeps it hidden until then once it is published.
 */
export function PostFields({
  value,
  onChange,
}: {
  value: BuilderPostMeta;
  onChange: (next: BuilderPostMeta) => void;
}) {
  const text = useText();
  const id = useId();
  const [terms, addTag] = usePostTerms();
  const set = <K extends keyof BuilderPostMeta>(key: K, next: BuilderPostMeta[K] | undefined) => {
    const copy = { ...value };
    if (next === undefined || next === "" || (Array.isArray(next) && next.length === 0))
      delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  const cover = value.cover ?? undefined;
  return (
    <>
      <label htmlFor={`${id}-excerpt`}>{text("postSettings.excerpt")}</label>
      <textarea
        id={`${id}-excerpt`}
        className="vb-input"
        rows={2}
        maxLength={1000}
        value={value.excerpt ?? ""}
        onChange={(event) => set("excerpt", event.target.value)}
      />
      <label htmlFor={`${id}-author`}>{text("postSettings.author")}</label>
      <input
        id={`${id}-author`}
        className="vb-input"
        maxLength={200}
        value={value.author ?? ""}
        onChange={(event) => set("author", event.target.value)}
      />
      <label htmlFor={`${id}-cover`}>{text("postSettings.cover")}</label>
      <MediaField
        id={`${id}-cover`}
        value={cover?.src ?? ""}
        onPickItem={(item) =>
          set("cover", { src: item.path, alt: cover?.alt || item.description || item.title })
        }
        onChange={(src) => set("cover", src ? { src, alt: cover?.alt ?? "" } : undefined)}
      />
      {cover && (
        <>
          <label htmlFor={`${id}-alt`}>{text("postSettings.coverAlt")}</label>
          <input
            id={`${id}-alt`}
            className="vb-input"
            maxLength={300}
            value={cover.alt}
            onChange={(event) => set("cover", { ...cover, alt: event.target.value })}
          />
        </>
      )}
      <label htmlFor={`${id}-published`}>{text("postSettings.publishedAt")}</label>
      <input
        id={`${id}-published`}
        className="vb-input"
        type="datetime-local"
        // to the second: a post can be timed closely (its list updates at that moment)
        step={1}
        value={value.publishedAt ? secondsInputValue(new Date(value.publishedAt)) : ""}
        aria-describedby={`${id}-published-hint`}
        onChange={(event) =>
          set(
            "publishedAt",
            event.target.value ? new Date(event.target.value).toISOString() : undefined,
          )
        }
      />
      <p id={`${id}-published-hint`} className="vb-hint">
        {text("postSettings.publishedAtHint")}
      </p>
      {terms ? (
        <>
          <TermChoice
            legend={text("postSettings.categories")}
            terms={terms.categories}
            chosen={value.categories ?? []}
            empty={text("postSettings.noCategories")}
            onChange={(next) => set("categories", next)}
          />
          <TermChoice
            legend={text("postSettings.tags")}
            terms={terms.tags}
            chosen={value.tags ?? []}
            empty={text("postSettings.noTags")}
            onChange={(next) => set("tags", next)}
          />
          <NewTag
            onCreated={(tag) => {
              addTag(tag);
              set("tags", [...(value.tags ?? []), tag.slug]);
            }}
          />
        </>
      ) : (
        <p className="vb-muted" role="status">
          <span className="vb-spinner" aria-hidden="true" /> {text("postSettings.loadingTerms")}
        </p>
      )}
    </>
  );
}
