import { Link, useLoaderData } from "react-router";
import { Pagination } from "#src/features/catalog/pagination.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { MediaPicturesContext } from "#src/renderer/media-pictures.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import { blogPath } from "./blog-paths.ts";
import { blogSearch } from "./blog-query.ts";
import type { BlogListData } from "./blog.server.ts";
import { PostCard } from "./post-card.tsx";

/**
 * The post list or a category's view (spec 2): title, the categories (or subcategories) as
 * links, the posts as cards, the pager (first, previous, pages, next, last), 'load more' and
 * where the list stands (first and last page), all links, so it works without JavaScript.
 */
export function PostListView() {
  const data = useLoaderData<BlogListData>();
  const { t } = useTranslation("blog");
  const { list, query, language, category } = data;
  const hrefOf = (page: number) => blogSearch({ page, from: page }) || "?";
  return (
    <MediaPicturesContext value={data.pictures}>
      <article className="blog">
        <header className="blog__header">
          {category && (
            <p className="blog__eyebrow">
              <SiteLink href={blogPath(undefined, language)}>{t("title")}</SiteLink>
            </p>
          )}
          <h1 className="blog__title">{category?.title ?? t("title")}</h1>
          {!category && <p className="blog__intro">{t("intro")}</p>}
        </header>
        {data.categories.length > 0 && (
          <nav
            className="blog-categories"
            aria-label={category ? t("subcategories") : t("categories")}
          >
            <ul className="blog-categories__items">
              {!category && (
                <li>
                  <SiteLink
                    className="blog-categories__link"
                    href={blogPath(undefined, language)}
                    aria-current="page"
                  >
                    {t("allPosts")}
                  </SiteLink>
                </li>
              )}
              {data.categories.map((each) => (
                <li key={each.id}>
                  <SiteLink className="blog-categories__link" href={blogPath(each.slug, language)}>
                    {each.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {list.records.length === 0 ? (
          <p className="blog__empty">{t("noPosts")}</p>
        ) : (
          <ul className="post-grid">
            {list.records.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} language={language} isPriority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {list.totalPages > 1 && (
          <footer className="blog-pager">
            <p className="blog-pager__status" role="status">
              {t("pageOf", { page: query.page, total: list.totalPages })}
              {query.page === 1 && <span className="blog-pager__edge">{t("firstPage")}</span>}
              {query.page === list.totalPages && (
                <span className="blog-pager__edge">{t("lastPage")}</span>
              )}
            </p>
            {query.page < list.totalPages && (
              <Link
                className="blog-pager__more"
                to={blogSearch({ from: query.from, page: query.page + 1 })}
                preventScrollReset
              >
                {t("loadMore")}
              </Link>
            )}
            <Pagination page={query.page} totalPages={list.totalPages} hrefOf={hrefOf} />
          </footer>
        )}
      </article>
    </MediaPicturesContext>
  );
}
