import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { PostCard } from "#src/features/blog/post-card.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import { useElementLanguage } from "../../use-element-language.ts";

type Props = ElementPropsWithDefaults<"post-list">;

/**
 * The post-list element (issue 22): the latest posts as the blog's cards and a link to the rest;
 * placeholders while there is no data (the builder's canvas).
 */
export function PostList({
  id,
  props,
  data,
  isPriority,
}: ElementProps<Props, ElementDataByType["post-list"]>) {
  const { t } = useTranslation("elements");
  const language = useElementLanguage();
  const isDummy = data === undefined;
  const items = data?.items ?? [];
  if (!isDummy && items.length === 0) return null;
  const titleId = props.title ? `${id}-title` : undefined;
  return (
    <section className="el post-list" aria-labelledby={titleId} data-dummy={isDummy || undefined}>
      {props.title && (
        <h2 className="post-list__title" id={titleId}>
          {props.title}
        </h2>
      )}
      <ul className="post-grid">
        {isDummy
          ? Array.from({ length: props.limit }, (_, index) => (
              <li key={index}>
                <div className="card post-card" aria-hidden="true">
                  <span className="card__image card__image--empty" />
                </div>
              </li>
            ))
          : items.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} language={language} isPriority={isPriority && index === 0} />
              </li>
            ))}
      </ul>
      {data && (
        <p className="post-list__more">
          <SiteLink href={data.moreHref}>{t("productList.more")} →</SiteLink>
        </p>
      )}
    </section>
  );
}
