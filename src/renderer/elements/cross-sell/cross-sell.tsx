import type {
  ElementDataByType,
  ElementPropsWithDefaults,
  ProductListData,
} from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { ElementProps } from "../../element-types.ts";
import { ProductCards } from "../product-list/product-list.tsx";

/**
 * A product's cross-sell products as a grid of cards, titled 'Uz ovo preporučujemo' unless
 * given a title: the product page's block and the cross-sell element alike (spec 2).
 */
export function CrossSellProducts({
  id,
  title,
  data,
}: {
  id: string;
  title?: string | undefined;
  data: ProductListData | undefined;
}) {
  const { t } = useTranslation("catalog");
  return <ProductCards id={id} title={title || t("crossSell")} data={data} layout="grid" />;
}

type Props = ElementPropsWithDefaults<"cross-sell">;

/** The cross-sell element: the cross-sell products of the product it names. */
export function CrossSell({
  id,
  props,
  data,
}: ElementProps<Props, ElementDataByType["cross-sell"]>) {
  return <CrossSellProducts id={id} title={props.title} data={data} />;
}
