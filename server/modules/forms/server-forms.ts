import type { FormProps } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import type { Services } from "../../platform/services.ts";

/** A received submission as what it takes sees it: the data as stored (with what the server added). */
export type TakenSubmission = {
  siteId: string;
  language: string;
  data: Record<string, unknown>;
};

/**
 * A form the server defines instead of the builder (decision 054: an event's sign-up form): its
 * props in a language, and what receiving one of its submissions takes (an event's seats), run
 * in the transaction that receives it; what it throws refuses the submission (nothing is kept).
 */
export type ServerForm = {
  props: (language: string) => FormProps;
  take?: (tx: Db, submission: TakenSubmission) => Promise<void>;
  /** After the transaction that took it committed (e.g. drop the pages that show the seats). */
  taken?: (services: Services, siteId: string) => Promise<void>;
};

const serverForms = new Map<string, ServerForm>();

/** Makes a server-defined form known to storeData, confirmEmail and the back office's list. */
export function registerServerForm(formSlug: string, form: ServerForm): void {
  serverForms.set(formSlug, form);
}

/** The server-defined form of this slug, if there is one. */
export const serverFormOf = (formSlug: string): ServerForm | undefined => serverForms.get(formSlug);

/** Runs what receiving a submission of this form takes (nothing for a builder's form). */
export async function takeForSubmission(
  tx: Db,
  formSlug: string,
  submission: TakenSubmission,
): Promise<void> {
  await serverForms.get(formSlug)?.take?.(tx, submission);
}

/** Runs what follows a committed submission of this form (nothing for a builder's form). */
export async function afterTaking(
  services: Services,
  formSlug: string,
  siteId: string,
): Promise<void> {
  await serverForms.get(formSlug)?.taken?.(services, siteId);
}
