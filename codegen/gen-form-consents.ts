import { createAjv } from "./ajv.ts";
import { banner } from "./banner.ts";
import { isObject, literal } from "./json.ts";
import type { SchemaFile } from "./schema-files.ts";

const assignmentFile = "entities/consent-assignment.schema.json";

/**
 * generated/form-consents.ts: the consent assignment (spec 3) of every form schema that states
 * one as `x-consents`, by its assigned_to, checked against ConsentAssignment: every required
 * consent must be one of the form's consents.
 */
export function generateFormConsents(files: SchemaFile[]): string {
  const assignmentSchema = files.find((file) => file.file === assignmentFile);
  if (!assignmentSchema) throw new Error(`schemas/${assignmentFile} is missing`);
  const validate = createAjv(files).getSchema(assignmentSchema.uri);
  if (!validate) throw new Error(`no validator for schemas/${assignmentFile}`);
  const assignments: Record<string, unknown> = {};
  for (const file of files.filter((candidate) => candidate.group === "forms")) {
    const assignment = file.schema["x-consents"];
    if (assignment === undefined) continue;
    if (!validate(assignment) || !isObject(assignment))
      throw new Error(`schemas/${file.file}: x-consents: ${JSON.stringify(validate.errors)}`);
    const ids = new Set((assignment.consents as { id: string }[]).map((consent) => consent.id));
    for (const id of assignment.requiredConsents as string[])
      if (!ids.has(id))
        throw new Error(`schemas/${file.file}: required consent ${id} is not asked`);
    const form = assignment.assigned_to as string;
    if (form in assignments) throw new Error(`schemas/${file.file}: ${form} has two assignments`);
    assignments[form] = assignment;
  }
  return `${banner("schemas/forms/*.schema.json (x-consents)")}
import type { ConsentAssignment } from "./types.ts";

/** The consents each form asks for (spec 3 assignment), by the form (assigned_to). */
export const formConsents = ${literal(assignments)} as const satisfies Record<string, ConsentAssignment>;

export type ConsentForm = keyof typeof formConsents;
`;
}
