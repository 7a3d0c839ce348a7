import { useEffect, useId, useState } from "react";
import type { PostTerm } from "#generated/types.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { useApiContext } from "./api-context.ts";
import { postEditUrl } from "./page-dialogs.tsx";
import { PageFormDialog } from "./page-form.tsx";
import { TermChoice } from "./post-settings.tsx";
import { useText } from "./texts.ts";

/**
 * 'Nova objava' (issue 22, decision 053): a post in the builder's language, made like a new page
 * (title and slug, the same checks) with its excerpt and categories, as an unpublished draft
 * (createBuilderPost); the builder then opens on it, where its body and the rest of its settings
 * are written and it is published or scheduled.
 */
export function NewPostDialog({
  code2,
  beforeLeave,
  onClose,
}: {
  code2: string;
  beforeLeave: () => Promise<void>;
  onClose: () => void;
}) {
  const text = useText();
  const { api, language } = useApiContext();
  const id = useId();
  const [categories, setCategories] = useState<PostTerm[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [excerpt, setExcerpt] = useState("");
  useEffect(() => {
    dataOf(api.POST("/api/v1/cms/term/filter", { body: { noPaginate: true } })).then(
      (found) => setCategories(found.categories),
      () => {},
    );
  }, [api]);
  return (
    <PageFormDialog
      title={text("newPost.title")}
      intro={text("newPost.intro")}
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
          <TermChoice
            legend={text("newPost.categories")}
            terms={categories}
            chosen={chosen}
            onChange={setChosen}
          />
        </>
      }
      send={async (entered) => {
        const post = {
          ...(excerpt.trim() ? { excerpt: excerpt.trim() } : {}),
          ...(chosen.length > 0 ? { categories: chosen } : {}),
        };
        const created = await dataOf(
          api.POST("/api/v1/admin/builder/posts", { body: { ...entered, post } }),
        );
        await beforeLeave();
        window.location.assign(postEditUrl(created.meta.slug ?? created.key, language));
      }}
    />
  );
}
