import { and, eq } from "drizzle-orm";
import { productSorts } from "#common/product-sorts.ts";
import type { ProductCategorySaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { catalogCategories, catalogCategoryTranslations } from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { CategoryRow } from "./catalog-data.ts";
import { invalidField, rethrowConflict } from "./catalog-errors.ts";

/**
 * Creates (no id) or replaces a category. Its parent must exist and must not be the category or
 * one of its descendants (the tree stays a tree); the default sort must be one of its sorts.
 */
export async function saveCategory(
  db: Db,
  input: {
    siteId: string;
    id?: number | undefined;
    body: ProductCategorySaveRequest;
    categories: readonly CategoryRow[];
    language?: string | undefined;
  },
): Promise<number> {
  const { body, siteId } = input;
  const sortTypes = body.sortTypes ?? [...productSorts];
  const sortDefaultType = body.sortDefaultType ?? sortTypes[0] ?? "newest";
  const parentId = body.parentId ?? null;
  const invalid = (path: string) => invalidField(path, input.language);
  if (!sortTypes.includes(sortDefaultType)) throw invalid("sortDefaultType");
  if (parentId !== null) {
    let current = input.categories.find((category) => category.id === parentId);
    if (!current) throw invalid("parentId");
    while (current) {
      if (current.id === input.id) throw invalid("parentId");
      const next: number | null = current.parentId;
      current =
        next === null ? undefined : input.categories.find((category) => category.id === next);
    }
  }
  const row = {
    siteId,
    parentId,
    position: body.position ?? 0,
    image: body.image ?? null,
    sortTypes,
    sortDefaultType,
  };
  try {
    return await db.transaction(async (tx) => {
      let id = input.id;
      if (id === undefined) {
        const [created] = await tx
          .insert(catalogCategories)
          .values(row)
          .returning({ id: catalogCategories.id });
        id = created?.id;
      } else {
        const updated = await tx
          .update(catalogCategories)
          .set(row)
          .where(and(eq(catalogCategories.id, id), eq(catalogCategories.siteId, siteId)))
          .returning({ id: catalogCategories.id });
        if (updated.length === 0) throw notFound();
        await tx
          .delete(catalogCategoryTranslations)
          .where(eq(catalogCategoryTranslations.categoryId, id));
      }
      if (id === undefined) throw new Error("the category insert returned no id");
      const categoryId = id;
      await tx.insert(catalogCategoryTranslations).values(
        Object.entries(body.translations).map(([languageCode, text]) => ({
          categoryId,
          siteId,
          languageCode,
          name: text.name,
          slug: text.slug,
          description: text.description ?? "",
        })),
      );
      return categoryId;
    });
  } catch (error) {
    return rethrowConflict(error);
  }
}
