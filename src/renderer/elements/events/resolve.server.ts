import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";

/** The next upcoming or the latest past events (spec 7 event/public/filter). */
export async function resolve({
  props,
  api,
}: ResolverInput<ElementPropsWithDefaults<"events">>): Promise<ElementDataByType["events"]> {
  const list = await dataOf(
    api.POST("/api/v1/calendar/event/public/filter", {
      body: { when: props.when, limit: props.limit },
    }),
  );
  return { items: list.records };
}
