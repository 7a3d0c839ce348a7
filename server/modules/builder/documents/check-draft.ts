import type { ValidateFunction } from "ajv";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { elements, isElementType } from "#generated/elements.ts";
import type { BuilderDraftRequest, PageDocument } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { builderDocuments, builderTranslations } from "../../../db/schema-builder.ts";
import { AppError, type FieldError } from "../../../platform/http/app-error.ts";
import { validationFieldErrors } from "../../../platform/http/validation-errors.ts";
import { validatePageDocument } from "../../cms/operations/validate-document.ts";
import type { DocumentRef } from "./state.ts";

const at = (prefix: string, fields: readonly FieldError[]): FieldError[] =>
  fields.map((field) => ({ ...field, path: `${prefix}${field.path}` }));

function optionsProblems(
  handler: string,
  options: Record<string, unknown> | undefined,
  mobileOptions: Record<string, unknown> | undefined,
  language: string,
): FieldError[] {
  if (!isElementType(handler) || elements[handler].kind !== "section")
    return [
      { path: "/params/key", key: "validation.enum", message: `Nepoznat odjeljak: ${handler}` },
    ];
  const validate = elements[handler].validate as ValidateFunction;
  const fields: FieldError[] = [];
  // Validate copies: ajv fills in defaults, and the draft keeps only what was set.
  if (!validate(structuredClone(options ?? {})))
    fields.push(...at("/body/options", validationFieldErrors(validate.errors ?? [], language)));
  if (mobileOptions && !validate(structuredClone({ ...options, ...mobileOptions })))
    fields.push(
      ...at("/body/mobileOptions", validationFieldErrors(validate.errors ?? [], language)),
    );
  return fields;
}

/**
 * A submitted draft checked with the generated validators: the tree (every element's props,
 * mobile overrides and slots; rich text sanitised), a section's options, a page's slug. Throws a
 * 400 whose fields are JSON paths into the request (/body/document/elements/0/props/title).
 */
export function checkDraft(
  ref: DocumentRef,
  body: BuilderDraftRequest,
  language: string,
): { document: PageDocument } {
  const fields: FieldError[] = [];
  let document = body.document;
  try {
    document = validatePageDocument(body.document);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fields.push(...at("/body/document", error.fields ?? []));
  }
  if (ref.kind === "section")
    fields.push(...optionsProblems(ref.key, body.options, body.mobileOptions, language));
  else if (!body.meta.slug)
    fields.push({
      path: "/body/meta/slug",
      key: "validation.required",
      message: "Unos ovog polja je obavezan",
    });
  if (fields.length > 0) throw new AppError(400, "api.invalidInput", fields.slice(0, 20));
  return { document };
}

/**
 * 409 slugTaken when another page already uses the slug in that language (published or draft).
 * A post's slug is a segment of the blog's URLs: another post's or any post category's takes it
 * (decision 049), and another post's draft (decision 053).
 */
export async function assertSlugFree(
  db: Db,
  input: {
    siteId: string;
    languageCode: string;
    slug: string;
    slugMain: string;
    kind?: "page" | "post";
  },
): Promise<void> {
  const kind = input.kind ?? "page";
  const same = and(
    eq(terms.siteId, input.siteId),
    eq(terms.languageCode, input.languageCode),
    eq(terms.slug, input.slug),
  );
  const [published] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(
      kind === "post"
        ? and(
            same,
            or(
              and(eq(terms.type, "post"), ne(terms.slugMain, input.slugMain)),
              eq(terms.type, "postCategory"),
            ),
          )
        : and(same, ne(terms.slugMain, input.slugMain)),
    )
    .limit(1);
  const [drafted] = published
    ? [published]
    : await db
        .select({ id: builderDocuments.id })
        .from(builderTranslations)
        .innerJoin(builderDocuments, eq(builderTranslations.documentId, builderDocuments.id))
        .where(
          and(
            eq(builderDocuments.siteId, input.siteId),
            eq(builderDocuments.kind, kind),
            ne(builderDocuments.key, input.slugMain),
            eq(builderTranslations.languageCode, input.languageCode),
            sql`${builderTranslations.meta}->>'slug' = ${input.slug}`,
          ),
        )
        .limit(1);
  if (drafted) throw new AppError(409, "api.slugTaken");
}
