import type { ElementDataByType } from "#generated/types.ts";
import { formConsentsOf } from "#src/features/account/shown-consents.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";

/**
 * The newsletter assignment's consents in the request language (spec 4: fetched), or null when
 * the API could not answer them (spec 5 consentsNotFetched): the form is complete in the HTML.
 */
export async function resolve({ api }: ResolverInput): Promise<ElementDataByType["newsletter"]> {
  return { consents: await formConsentsOf({ api }, "newsletter") };
}
