import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { EventCard } from "#src/features/events/event-card.tsx";
import type { ElementProps } from "../../element-types.ts";
import { useElementLanguage } from "../../use-element-language.ts";

type Props = ElementPropsWithDefaults<"events">;

/**
 * The events element (issue 22): the next upcoming or the latest past events as cards; nothing
 * when there are none, placeholders while there is no data (the builder's canvas).
 */
export function Events({
  id,
  props,
  data,
  isPriority,
}: ElementProps<Props, ElementDataByType["events"]>) {
  const language = useElementLanguage();
  const isDummy = data === undefined;
  const items = data?.items ?? [];
  if (!isDummy && items.length === 0) return null;
  const titleId = props.title ? `${id}-title` : undefined;
  return (
    <section className="el events-list" aria-labelledby={titleId} data-dummy={isDummy || undefined}>
      {props.title && (
        <h2 className="events-list__title" id={titleId}>
          {props.title}
        </h2>
      )}
      <ul className="event-grid">
        {isDummy
          ? Array.from({ length: props.limit }, (_, index) => (
              <li key={index}>
                <div className="card event-card" aria-hidden="true">
                  <span className="card__image card__image--empty" />
                </div>
              </li>
            ))
          : items.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  language={language}
                  isPriority={isPriority && index === 0}
                  headingLevel={props.title ? 3 : 2}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
