import { useEffect, useId, useState } from "react";
import type { Master } from "#generated/types.ts";
import { localisePath } from "#src/lib/languages.ts";
import { blogPath } from "#src/features/blog/blog-paths.ts";
import { editPageParam } from "#src/features/editor-bar/edit-mode.ts";
import { useApiContext } from "./api-context.ts";
import { DangerActions, Dialog, DialogFailure } from "./dialog.tsx";
import { messageOf, PageFormDialog } from "./page-form.tsx";
import { useText } from "./texts.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The builder on a page of the site: the page's path in a language, in edit mode. */
export const editUrl = (path: string, language: Parameters<typeof localisePath>[1]) =>
  `${localisePath(path, language)}?${editPageParam}=true`;

/** The builder on a post's page (/objave/{slug}?editPage=true) in a language (decision 053). */
export const postEditUrl = (slug: string, language: Parameters<typeof blogPath>[1]) =>
  `${blogPath(slug, language)}?${editPageParam}=true`;

/**
 * spec 2 new-page modal: title and slug (at least 4 characters), checked here by the API's
 * generated validator and again by the server (409 slugTaken). The new page is an unpublished
 * draft; the builder opens on it.
 */
export function NewPageDialog({
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
  // spec 2 templates: a new page can start from one (its copy of the template's document)
  const [templates, setTemplates] = useState<Master[]>([]);
  const [templateId, setTemplateId] = useState("");
  useEffect(() => {
    dataOf(
      api.GET("/api/v1/admin/builder/masters", { params: { query: { kind: "template" } } }),
    ).then(setTemplates, () => {});
  }, [api]);
  return (
    <PageFormDialog
      title={text("newPage.title")}
      submitLabel={text("newPage.create")}
      code2={code2}
      onClose={onClose}
      extra={
        templates.length > 0 && (
          <div className="vb-field">
            <label htmlFor={`${id}-template`}>{text("templates.template")}</label>
            <select
              id={`${id}-template`}
              className="vb-input"
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
            >
              <option value="">{text("templates.blank")}</option>
              {templates.map((template) => (
                <option key={template.id} value={String(template.id)}>
                  {template.title}
                </option>
              ))}
            </select>
          </div>
        )
      }
      send={async (entered) => {
        const body = templateId ? { ...entered, templateId: Number(templateId) } : entered;
        const created = await dataOf(api.POST("/api/v1/admin/builder/pages", { body }));
        await beforeLeave();
        window.location.assign(editUrl(`/${created.meta.slug ?? created.key}`, language));
      }}
    />
  );
}

/**
 * spec 2 confirmation: deleting the page (every language, drafts and versions). Cancel has
 * the focus first; the home page is refused by the server (409 homePageDelete), said here.
 * A post is deleted the same way (deletePost) and the blog opens.
 */
export function DeletePageDialog({
  slugMain,
  title,
  isPost = false,
  onClose,
}: {
  slugMain: string;
  title: string;
  isPost?: boolean;
  onClose: () => void;
}) {
  const text = useText();
  const { api, language } = useApiContext();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const remove = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const params = { params: { path: { slugMain } } };
      if (isPost) await dataOf(api.DELETE("/api/v1/admin/posts/{slugMain}", params));
      else await dataOf(api.DELETE("/api/v1/admin/builder/pages/{slugMain}", params));
      window.location.assign(isPost ? blogPath(undefined, language) : localisePath("/", language));
    } catch (error) {
      setBusy(false);
      setFailure(messageOf(error));
    }
  };
  return (
    <Dialog
      title={text(isPost ? "postSettings.deleteTitle" : "remove.title")}
      onClose={onClose}
      actions={
        <DangerActions
          cancel={text("remove.cancel")}
          confirm={text(isPost ? "postSettings.deleteConfirm" : "remove.confirm")}
          isBusy={isBusy}
          onCancel={onClose}
          onConfirm={() => void remove()}
        />
      }
    >
      <p>{text(isPost ? "postSettings.deleteText" : "remove.text", { title })}</p>
      <DialogFailure message={failure} />
    </Dialog>
  );
}
