import type {
  ConsentAdminList,
  ConsentAssignmentRecord,
  ConsentLogCheck,
  DataSubjectExport,
} from "#generated/types.ts";
import type { AdminTexts } from "../texts.ts";

/** A form's name as an assignment's assigned_to (spec 3): the slug of /admin/consent/{slug}. */
export const formSlugPattern = /^[a-z][A-Za-z0-9-]{0,99}$/;

/** Rows the form screen offers beyond the assignment's own, for consents to add. */
export const extraRows = 3;

/** What /admin/consent and /admin/consent/{slug} show (consents.server.ts consentsData). */
export type ConsentsData = {
  list: ConsentAdminList;
  log: ConsentLogCheck;
  /** /admin/consent/{slug}: the form being edited (its consents empty when it has none yet). */
  form: ConsentAssignmentRecord | null;
  /** /admin/consent?subject=…: a data subject's export, or the API's reason it was refused. */
  subject: { email: string; found: DataSubjectExport | null; error: string | null } | null;
};

/** A form's name for people (its assigned_to when it has none, e.g. a builder form's slug). */
export const formName = (texts: AdminTexts, slug: string): string =>
  (texts.consentFormNames as Readonly<Record<string, string>>)[slug] ?? slug;
