import type { ProductSort } from "#generated/types.ts";

// spec 9: every sort of the ProductSort schema, in the order the shop offers them. A record keyed
// by the schema's type, so a sort added to schemas/entities/product-sort.schema.json fails the
// typecheck here until it is listed; the site's sort menu and a new category's sorts read it.
const offered: Record<ProductSort, true> = {
  newest: true,
  oldest: true,
  priceAsc: true,
  priceDesc: true,
  nameAsc: true,
  nameDesc: true,
  priorityAsc: true,
  priorityDesc: true,
};

export const productSorts = Object.keys(offered) as readonly ProductSort[];
