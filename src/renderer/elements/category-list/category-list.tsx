import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { CategoryTile } from "#src/features/catalog/category-tile.tsx";
import type { ElementProps } from "../../element-types.ts";
import { dummyCount } from "../product-list/product-list.tsx";

type Props = ElementPropsWithDefaults<"category-list">;

/**
 * The category-list element (spec 2): a grid titled 'Categories' linking to /shop/{slug};
 * placeholders while there is no data (the builder's canvas).
 */
export function CategoryList({
  id,
  props,
  data,
  isPriority,
}: ElementProps<Props, ElementDataByType["category-list"]>) {
  const { t } = useTranslation("catalog");
  const isDummy = data === undefined;
  const items = data?.items ?? [];
  if (!isDummy && items.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <section
      className="el category-grid"
      aria-labelledby={titleId}
      data-dummy={isDummy || undefined}
    >
      <h2 className="category-list__title" id={titleId}>
        {props.title || t("categories")}
      </h2>
      <ul className="category-grid__items">
        {isDummy
          ? Array.from({ length: dummyCount }, (_, index) => (
              <li key={index}>
                <span className="category-tile category-tile--dummy" aria-hidden="true" />
              </li>
            ))
          : items.map((category, index) => (
              <li key={category.id}>
                <CategoryTile
                  href={category.href}
                  name={category.name}
                  image={category.image}
                  isPriority={isPriority && index === 0}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
