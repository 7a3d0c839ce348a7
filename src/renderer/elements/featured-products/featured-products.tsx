import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";
import { ProductCards } from "../product-list/product-list.tsx";

type Props = ElementPropsWithDefaults<"featured-products">;

/** The featured-products element: a strip of featured products (spec 2 featured strip). */
export function FeaturedProducts({
  id,
  props,
  data,
  isPriority,
}: ElementProps<Props, ElementDataByType["featured-products"]>) {
  return (
    <ProductCards id={id} title={props.title} data={data} layout="strip" isPriority={isPriority} />
  );
}
