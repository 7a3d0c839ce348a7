import type {
  ElementDataByType,
  ElementPropsWithDefaults,
  ProductListData,
} from "#generated/types.ts";
import type { ReactNode } from "react";
import { FeaturedStripItems } from "#src/features/catalog/featured-strip.tsx";
import { ProductCard } from "#src/features/catalog/product-card.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import { useElementLanguage } from "../../use-element-language.ts";

/** spec 2: a product list without data (the builder's canvas) shows 6 placeholders. */
export const dummyCount = 6;

function GridItems({ children }: { children: ReactNode }) {
  return <ul className="product-grid">{children}</ul>;
}

/**
 * Products as a grid (product-list, cross-sell) or a scrolling strip (featured-products): a
 * title, the cards, a link to where the list continues; placeholders while there is no data
 * (dummy mode).
 */
export function ProductCards({
  id,
  title,
  data,
  layout,
  isPriority = false,
}: {
  id: string;
  title: string | undefined;
  data: ProductListData | undefined;
  layout: "grid" | "strip";
  /** The page's first section: its first card's picture is the LCP candidate. */
  isPriority?: boolean;
}) {
  const { t } = useTranslation("elements");
  const language = useElementLanguage();
  const isDummy = data === undefined;
  const items = data?.items ?? [];
  if (!isDummy && items.length === 0) return null;
  const titleId = title ? `${id}-title` : undefined;
  const List = layout === "grid" ? GridItems : FeaturedStripItems;
  return (
    <section
      className={`el product-list product-list--${layout}`}
      aria-labelledby={titleId}
      data-dummy={isDummy || undefined}
    >
      {title && (
        <h2 className="product-list__title" id={titleId}>
          {title}
        </h2>
      )}
      <List>
        {isDummy
          ? Array.from({ length: dummyCount }, (_, index) => (
              <li key={index}>
                <div className="product-card product-card--dummy" aria-hidden="true">
                  <span className="product-card__image product-card__image--empty" />
                  <span className="product-card__body">
                    <span className="product-list__bar" />
                    <span className="product-list__bar product-list__bar--short" />
                  </span>
                </div>
              </li>
            ))
          : items.map((item, index) => (
              <li key={item.id}>
                <ProductCard
                  item={item}
                  language={language}
                  isPriority={isPriority && index === 0}
                />
              </li>
            ))}
      </List>
      {data?.moreHref && (
        <p className="product-list__more">
          <SiteLink href={data.moreHref} className="product-list__more-link">
            {t("productList.more")} →
          </SiteLink>
        </p>
      )}
    </section>
  );
}

type Props = ElementPropsWithDefaults<"product-list">;

/** The product-list element: products by category, tag or pick, sorted and limited. */
export function ProductList({
  id,
  props,
  data,
  isPriority,
}: ElementProps<Props, ElementDataByType["product-list"]>) {
  return (
    <ProductCards id={id} title={props.title} data={data} layout="grid" isPriority={isPriority} />
  );
}
