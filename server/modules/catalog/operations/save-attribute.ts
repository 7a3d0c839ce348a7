import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Attribute, AttributeSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { catalogAttributeOptions, catalogAttributes } from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { CatalogAttribute } from "./catalog-data.ts";
import { reservedFilterKeys } from "./product-filters.ts";
import { invalidField, rethrowConflict } from "./catalog-errors.ts";

const yesNoLabels = {
  yes: { hrv: "Da", eng: "Yes", deu: "Ja" },
  no: { hrv: "Ne", eng: "No", deu: "Nein" },
} as const;

/** An attribute as the back office reads it (spec 3 attribute with all its labels). */
export function toAttribute(attribute: CatalogAttribute): Attribute {
  return {
    id: attribute.id,
    attributeCode: attribute.code,
    inputType: attribute.inputType,
    label: attribute.label,
    isFilterable: attribute.isFilterable,
    position: attribute.position,
    customClass: attribute.customClass,
    unit: attribute.unit,
    values: attribute.options.map((option) => ({
      id: option.id,
      label: option.label,
      swatch: option.swatch,
      position: option.position,
    })),
  };
}

/**
 * Creates (no id) or replaces an attribute and its values: values with an id keep it (products
 * keep pointing at them), new ones are added, missing ones removed. A yesNo attribute always has
 * exactly the two values yes and no. The input type of an existing attribute stays as it is.
 */
export async function saveAttribute(
  db: Db,
  input: {
    siteId: string;
    id?: number | undefined;
    body: AttributeSaveRequest;
    existing: readonly CatalogAttribute[];
    language?: string | undefined;
  },
): Promise<number> {
  const { body, siteId } = input;
  const invalid = (path: string) => invalidField(path, input.language);
  if ((reservedFilterKeys as readonly string[]).includes(body.attributeCode))
    throw invalid("attributeCode");
  const current = input.existing.find((attribute) => attribute.id === input.id);
  if (input.id !== undefined && !current) throw notFound();
  if (current && current.inputType !== body.inputType) throw invalid("inputType");
  const ownIds = new Set(current?.options.map((option) => option.id) ?? []);
  const values = body.inputType === "yesNo" ? [] : (body.values ?? []);
  if (!values.every((value) => value.id === undefined || ownIds.has(value.id)))
    throw invalid("values");
  const row = {
    siteId,
    code: body.attributeCode,
    inputType: body.inputType,
    label: body.label,
    isFilterable: body.isFilterable ?? true,
    position: body.position ?? 0,
    customClass: body.customClass ?? "",
    unit: body.unit ?? "",
  };
  try {
    return await db.transaction(async (tx) => {
      let id = input.id;
      if (id === undefined) {
        const [created] = await tx
          .insert(catalogAttributes)
          .values(row)
          .returning({ id: catalogAttributes.id });
        id = created?.id;
        if (id !== undefined && body.inputType === "yesNo") {
          const attributeId = id;
          await tx.insert(catalogAttributeOptions).values(
            (["yes", "no"] as const).map((valueKey, position) => ({
              attributeId,
              label: yesNoLabels[valueKey],
              valueKey,
              position,
            })),
          );
        }
      } else {
        await tx
          .update(catalogAttributes)
          .set(row)
          .where(and(eq(catalogAttributes.id, id), eq(catalogAttributes.siteId, siteId)));
      }
      if (id === undefined) throw new Error("the attribute insert returned no id");
      const attributeId = id;
      if (body.inputType === "yesNo") return attributeId;
      const kept = values.flatMap((value) => (value.id === undefined ? [] : [value.id]));
      await tx
        .delete(catalogAttributeOptions)
        .where(
          and(
            eq(catalogAttributeOptions.attributeId, attributeId),
            kept.length > 0 ? notInArray(catalogAttributeOptions.id, kept) : undefined,
          ),
        );
      for (const [index, value] of values.entries()) {
        const option = {
          attributeId,
          label: value.label,
          swatch: value.swatch ?? null,
          position: value.position ?? index,
        };
        if (value.id === undefined) await tx.insert(catalogAttributeOptions).values(option);
        else
          await tx
            .update(catalogAttributeOptions)
            .set(option)
            .where(inArray(catalogAttributeOptions.id, [value.id]));
      }
      return attributeId;
    });
  } catch (error) {
    return rethrowConflict(error);
  }
}
