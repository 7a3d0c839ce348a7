import { useId, useState } from "react";
import type { BuilderPostMeta, LandingStyle } from "#generated/types.ts";
import { Dialog } from "./dialog.tsx";
import { MediaField } from "./media-field.tsx";
import { PostFields } from "./post-settings.tsx";
import { useText } from "./texts.ts";
import { useEditor, useStore } from "./use-editor.ts";

// spec 1: the four landing styles (schemas/common/landing-style.schema.json), in its order
const landingStyles: readonly LandingStyle[] = ["bugarin", "helena", "bells", "vitrina"];

/**
 * Page settings (title, slug, SEO description, and the social image and landing style shared by
 * every language) as one undoable change of the draft. A post has its own fields instead of the
 * social image and landing style (post-settings.tsx, decision 053).
 */
export function SettingsDialog({
  isPost = false,
  onClose,
}: {
  isPost?: boolean;
  onClose: () => void;
}) {
  const text = useText();
  const store = useStore();
  const meta = useEditor((state) => state.doc.meta);
  const settings = useEditor((state) => state.doc.settings);
  const [title, setTitle] = useState(meta.title);
  const [slug, setSlug] = useState(meta.slug ?? "");
  const [description, setDescription] = useState(meta.description ?? "");
  const [socialImage, setSocialImage] = useState(settings?.socialImage);
  const [landingStyle, setLandingStyle] = useState<LandingStyle | "">(settings?.landingStyle ?? "");
  const [post, setPost] = useState<BuilderPostMeta>(meta.post ?? {});
  const id = useId();
  const save = () => {
    store.edit((doc) => {
      doc.meta.title = title;
      if (slug) doc.meta.slug = slug;
      if (description) doc.meta.description = description;
      else delete doc.meta.description;
      if (isPost) {
        doc.meta.post = post;
        return;
      }
      doc.settings ??= {};
      if (socialImage) doc.settings.socialImage = socialImage;
      else delete doc.settings.socialImage;
      if (landingStyle) doc.settings.landingStyle = landingStyle;
      else delete doc.settings.landingStyle;
    });
    onClose();
  };
  return (
    <Dialog
      title={text(isPost ? "postSettings.title" : "settings.title")}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
            {text("settings.cancel")}
          </button>
          <button type="button" className="vb-button" onClick={save}>
            {text("settings.save")}
          </button>
        </>
      }
    >
      <div className="vb-fields">
        <label htmlFor={`${id}-title`}>{text("settings.pageTitle")}</label>
        <input
          id={`${id}-title`}
          className="vb-input"
          value={title}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        {meta.slug !== undefined && (
          <>
            <label htmlFor={`${id}-slug`}>{text("settings.slug")}</label>
            <input
              id={`${id}-slug`}
              className="vb-input"
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
            />
          </>
        )}
        <label htmlFor={`${id}-description`}>{text("settings.description")}</label>
        <textarea
          id={`${id}-description`}
          className="vb-input"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {isPost ? (
          <PostFields value={post} onChange={setPost} />
        ) : (
          <PageLook
            id={id}
            socialImage={socialImage}
            onSocialImage={setSocialImage}
            landingStyle={landingStyle}
            onLandingStyle={setLandingStyle}
          />
        )}
      </div>
    </Dialog>
  );
}

/** A page's social image and landing style (shared by every language). */
function PageLook({
  id,
  socialImage,
  onSocialImage,
  landingStyle,
  onLandingStyle,
}: {
  id: string;
  socialImage: string | undefined;
  onSocialImage: (next: string | undefined) => void;
  landingStyle: LandingStyle | "";
  onLandingStyle: (next: LandingStyle | "") => void;
}) {
  const text = useText();
  return (
    <>
      <label htmlFor={`${id}-social`}>{text("settings.socialImage")}</label>
      <MediaField id={`${id}-social`} value={socialImage ?? ""} onChange={onSocialImage} />
      <label htmlFor={`${id}-style`}>{text("settings.landingStyle")}</label>
      <select
        id={`${id}-style`}
        className="vb-input"
        value={landingStyle}
        aria-describedby={`${id}-style-hint`}
        onChange={(event) => onLandingStyle(event.target.value as LandingStyle | "")}
      >
        <option value="">{text("settings.landingStyles.site")}</option>
        {landingStyles.map((style) => (
          <option key={style} value={style}>
            {text(`settings.landingStyles.${style}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-style-hint`} className="vb-hint">
        {text("settings.landingStyleHint")}
      </p>
    </>
  );
}
