import type { PostSummary } from "#generated/types.ts";
import { formatDay } from "#common/money.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { SiteLink } from "#src/ui/site-link.tsx";
import { blogPath } from "./blog-paths.ts";

/**
 * A post's date as the language writes it, in a <time> machines read; no words around it, so a
 * card reads no texts (the post-list element renders on pages whose first render reads only the
 * shell's, decision 043).
 */
export function PostDate({ post, language }: { post: PostSummary; language: LanguageCode }) {
  return (
    <time className="post-date" dateTime={post.publishedAt}>
      {formatDay(new Date(post.publishedAt), languages[language].code2)}
    </time>
  );
}

/** One post of a list (spec 2): cover, title, excerpt and date; the whole card links to it. */
export function PostCard({
  post,
  language,
  isPriority = false,
}: {
  post: PostSummary;
  language: LanguageCode;
  isPriority?: boolean;
}) {
  return (
    <article className="card post-card">
      {post.cover ? (
        <Picture
          className="card__image"
          src={post.cover.src}
          alt={post.cover.alt}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          isPriority={isPriority}
        />
      ) : (
        <span className="card__image card__image--empty" aria-hidden="true" />
      )}
      <div className="card__body">
        <PostDate post={post} language={language} />
        <h2 className="card__title">
          <SiteLink href={blogPath(post.slug, language)} className="card__link">
            {post.title}
          </SiteLink>
        </h2>
        {post.excerpt && <p className="card__text">{post.excerpt}</p>}
      </div>
    </article>
  );
}
