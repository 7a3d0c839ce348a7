import type { Event } from "#generated/types.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { SiteLink } from "#src/ui/site-link.tsx";
import { eventPath } from "./event-paths.ts";
import { formatEventRange } from "./event-time.ts";

/**
 * One event of a list: cover, time, title and place; the whole card links to its page. It reads
 * no texts, so the events element renders on pages whose first render reads only the shell's
 * (decision 043).
 */
export function EventCard({
  event,
  language,
  isPriority = false,
  headingLevel = 2,
}: {
  event: Event;
  language: LanguageCode;
  isPriority?: boolean;
  /** 3 under a list's own heading, so no level is skipped. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="card event-card">
      {event.cover ? (
        <Picture
          className="card__image"
          src={event.cover.src}
          alt={event.cover.alt}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          isPriority={isPriority}
        />
      ) : (
        <span className="card__image card__image--empty" aria-hidden="true" />
      )}
      <div className="card__body">
        <time className="event-card__time" dateTime={event.startEvent}>
          {formatEventRange(event, language)}
        </time>
        <Heading className="card__title">
          <SiteLink href={eventPath(event.id, language)} className="card__link">
            {event.title}
          </SiteLink>
        </Heading>
        {event.place && <p className="card__text">{event.place}</p>}
      </div>
    </article>
  );
}
