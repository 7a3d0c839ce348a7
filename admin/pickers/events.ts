import { eventPath } from "#src/features/events/event-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";

/**
 * Events for the link picker (spec 2 link target event): the next published ones, by a part of
 * their title (the public filter has no keyword search; a hundred upcoming events is plenty).
 */
registerPickerSource({
  kind: "event",
  async search(api, query, language) {
    const { records } = await dataOf(
      api.POST("/api/v1/calendar/event/public/filter", { body: { limit: 100 } }),
    );
    const needle = query.trim().toLocaleLowerCase();
    return records
      .filter((event) => event.title.toLocaleLowerCase().includes(needle))
      .map((event) => ({ id: event.id, label: event.title, href: eventPath(event.id, language) }));
  },
});
