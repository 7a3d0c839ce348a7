import { FeaturedStripItems } from "./featured-strip.tsx";
import { useLoaderData } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { MediaPicturesContext } from "#src/renderer/media-pictures.ts";
import { categoryPath } from "./catalog-paths.ts";
import { CategoryTile } from "./category-tile.tsx";
import type { CategoryData } from "./category.server.ts";
import { FiltersForm, useFiltersFormKey } from "./filters-form.tsx";
import { listSearch } from "./list-query.ts";
import { Pagination } from "./pagination.tsx";
import { ProductCard } from "./product-card.tsx";
import { priorityPicture } from "./priority-picture.ts";

/**
 * The shop category page (spec 2): heading, subcategories ('Categories'), the featured strip,
 * layered filters, total, sort and page size, the product grid and pagination.
 */
export function CategoryView() {
  const data = useLoaderData<CategoryData>();
  const { t } = useTranslation("catalog");
  // the form is drawn afresh from the URL unless it asked for this list itself (issue 23)
  const formKey = useFiltersFormKey();
  const { list, query, language } = data;
  const title = data.category?.name ?? t("shop");
  const priority = priorityPicture({
    subcategories: data.subcategories,
    featured: data.featured,
    records: list.records,
  });
  return (
    <MediaPicturesContext value={data.pictures}>
      <article className="catalog">
        <header className="catalog__header">
          <h1 className="catalog__title">{title}</h1>
          {data.category?.description && (
            <p className="catalog__description">{data.category.description}</p>
          )}
        </header>
        {data.subcategories.length > 0 && (
          <section className="category-grid" aria-labelledby="categories-title">
            <h2 id="categories-title" className="catalog__section-title">
              {t("categories")}
            </h2>
            <ul className="category-grid__items">
              {data.subcategories.map((category, index) => (
                <li key={category.id}>
                  <CategoryTile
                    href={categoryPath(category.slug, language)}
                    name={category.name}
                    image={category.image}
                    isPriority={index === priority.tile}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.featured.length > 0 && (
          <section className="featured-strip" aria-labelledby="featured-title">
            <h2 id="featured-title" className="catalog__section-title">
              {t("featured")}
            </h2>
            <FeaturedStripItems>
              {data.featured.map((item, index) => (
                <li key={item.id}>
                  <ProductCard
                    item={item}
                    language={language}
                    isPriority={index === priority.featured}
                  />
                </li>
              ))}
            </FeaturedStripItems>
          </section>
        )}
        <FiltersForm
          key={formKey}
          formKey={formKey}
          filters={list.layeredFilters ?? []}
          query={query}
          sortTypes={data.sortTypes}
          total={list.totalRecords}
        >
          {list.records.length === 0 ? (
            <p className="catalog__empty">{t("noProducts")}</p>
          ) : (
            <ul className="product-grid">
              {list.records.map((item, index) => (
                <li key={item.id}>
                  <ProductCard
                    item={item}
                    language={language}
                    isPriority={index === priority.list}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={query.page}
            totalPages={list.totalPages}
            hrefOf={(page) => listSearch({ ...query, page }) || "?"}
          />
        </FiltersForm>
      </article>
    </MediaPicturesContext>
  );
}
