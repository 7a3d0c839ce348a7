import { useLoaderData, useRouteLoaderData } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { MediaPicturesContext } from "#src/renderer/media-pictures.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { RenderTree } from "#src/renderer/render-tree.tsx";
import type { RootData } from "#src/features/site/root.server.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import { blogPath } from "./blog-paths.ts";
import type { BlogPostData } from "./blog.server.ts";
import { PostDate } from "./post-card.tsx";
import { postJsonLd } from "./post-json-ld.ts";
import { CommentsSection } from "#src/features/comments/comments-section.tsx";

/**
 * A post's page (spec 2: title and HTML body): cover, date, author, categories, the body drawn
 * by the renderer like a page's (its rich text sanitised on the server when saved), its tags,
 * and its BlogPosting structured data.
 */
export function PostView() {
  const { post, resolved, pictures, comments, language, canonicalUrl, origin } =
    useLoaderData<BlogPostData>();
  const { t } = useTranslation("blog");
  const brand = useRouteLoaderData<RootData>("root")?.brand ?? "";
  return (
    <MediaPicturesContext value={pictures}>
      <article className="post">
        <script
          type="application/ld+json"
          // structured data, not a script: escaped in postJsonLd
          dangerouslySetInnerHTML={{
            __html: postJsonLd({ post, url: canonicalUrl, origin, brand }),
          }}
        />
        <header className="post__header">
          <p className="blog__eyebrow">
            <SiteLink href={blogPath(undefined, language)}>{t("backToBlog")}</SiteLink>
          </p>
          <h1 className="post__title">{post.title}</h1>
          <p className="post__meta">
            <PostDate post={post} language={language} />
            {post.author && (
              <span className="post__author">{t("by", { author: post.author })}</span>
            )}
          </p>
          {post.categories.length > 0 && (
            <ul className="post__categories" aria-label={t("categories")}>
              {post.categories.map((category) => (
                <li key={category.id}>
                  <SiteLink
                    className="blog-categories__link"
                    href={blogPath(category.slug, language)}
                  >
                    {category.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </header>
        {post.cover && (
          <Picture
            className="post__cover"
            src={post.cover.src}
            alt={post.cover.alt}
            sizes="(min-width: 1200px) 1160px, 100vw"
            isPriority
          />
        )}
        <div className="post__body">
          <RenderTree nodes={post.elements} data={resolved} />
        </div>
        {post.tags.length > 0 && (
          <footer className="post__footer">
            <h2 className="post__tags-title">{t("tags")}</h2>
            <ul className="post__tags">
              {post.tags.map((tag) => (
                <li key={tag.id} className="post__tag">
                  {tag.title}
                </li>
              ))}
            </ul>
          </footer>
        )}
        {/* issue 22: the post's comments (decision 052) */}
        <CommentsSection data={comments} language={language} />
      </article>
    </MediaPicturesContext>
  );
}
