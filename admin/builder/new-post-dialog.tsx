import { useEffect, useId, useState } from "react";
import type { PostTerm } from "#generated/types.ts";
import { blogPath } from "#src/features/blog/blog-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { useApiContext } from "./api-context.ts";
import { PageFormDialog } from "./page-form.tsx";
import { useText } from "./texts.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The post's text as rich text: a paragraph per block of lines (the server sanitises it too). */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** A local date and time for <input type="datetime-local">: now, to the minute. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * 'Nova objava' (issue 22): a post in the builder's language, made like a new page (title and
 * slug, the same checks) with its excerpt, categories, text and publishing time; a time ahead
 * schedules it (decision 049). The site opens on the post.
 */
export function NewPostDialog({ code2, onClose }: { code2: string; onClose: () => void }) {
  const text = useText();
  const { api, language } = useApiContext();
  const id = useId();
  const [categories, setCategories] = useState<PostTerm[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [excerpt, setExcerpt] = useState("");
  const [body, setBody] = useState("");
  const [publishedAt, setPublishedAt] = useState(localNow);
  useEffect(() => {
    dataOf(api.POST("/api/v1/cms/term/filter", { body: { noPaginate: true } })).then(
      (found) => setCategories(found.categories),
      () => {},
    );
  }, [api]);
  const toggle = (slug: string) =>
    setChosen((current) =>
      current.includes(slug) ? current.filter((each) => each !== slug) : [...current, slug],
    );
  return (
    <PageFormDialog
      title={text("newPost.title")}
      submitLabel={text("newPost.create")}
      code2={code2}
      onClose={onClose}
      extra={
        <>
          <div className="vb-field">
            <label htmlFor={`${id}-excerpt`}>{text("newPost.excerpt")}</label>
            <textarea
              id={`${id}-excerpt`}
              className="vb-input"
              rows={2}
              maxLength={1000}
              value={excerpt}
              onChange={(event) => setExcerpt(event.target.value)}
            />
          </div>
          <div className="vb-field">
            <label htmlFor={`${id}-body`}>{text("newPost.body")}</label>
            <textarea
              id={`${id}-body`}
              className="vb-input"
              rows={6}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          <div className="vb-field">
            <label htmlFor={`${id}-published`}>{text("newPost.publishedAt")}</label>
            <input
              id={`${id}-published`}
              className="vb-input"
              type="datetime-local"
              required
              value={publishedAt}
              onChange={(event) => setPublishedAt(event.target.value)}
            />
          </div>
          {categories.length > 0 && (
            <fieldset className="vb-field">
              <legend>{text("newPost.categories")}</legend>
              {categories.map((category) => (
                <label key={category.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(category.slug)}
                    onChange={() => toggle(category.slug)}
                  />{" "}
                  {category.title}
                </label>
              ))}
            </fieldset>
          )}
        </>
      }
      send={async (entered) => {
        const saved = await dataOf(
          api.PUT("/api/v1/admin/posts", {
            body: {
              slugMain: entered.slug,
              ...entered,
              excerpt: excerpt.trim(),
              categories: chosen,
              publishedAt: new Date(publishedAt).toISOString(),
              document: {
                version: 2,
                settings: {},
                elements: body.trim()
                  ? [{ id: "post-text", type: "rich-text", props: { html: paragraphsOf(body) } }]
                  : [],
              },
            },
          }),
        );
        window.location.assign(blogPath(saved.summary.slug, language));
      }}
    />
  );
}
