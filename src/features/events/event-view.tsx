import { useLoaderData, useRouteLoaderData } from "react-router";
import type { RootData } from "#src/features/site/root.server.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { MediaPicturesContext } from "#src/renderer/media-pictures.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { maxSeatsPerSignup } from "#common/forms/event-signup.ts";
import { FormElement } from "#src/renderer/elements/form/form.tsx";
import { eventJsonLd } from "./event-json-ld.ts";
import { eventIcsPath } from "./event-paths.ts";
import { formatEventRange } from "./event-time.ts";
import type { EventData } from "./event.server.ts";

/** The sign-up form's anchor on the page (decision 054). */
const signupId = "prijava";

/**
 * An event's page (spec 2 event): title, its time in the site's time zone, place, seats left, the
 * calendar file, cover and description, the sign-up form while it takes sign-ups (decision
 * 054), and its schema.org Event data.
 */
export function EventView() {
  const { event, hasEnded, pictures, signupForm, signupData, language, canonicalUrl, origin } =
    useLoaderData<EventData>();
  const { t } = useTranslation("events");
  const brand = useRouteLoaderData<RootData>("root")?.brand ?? "";
  return (
    <MediaPicturesContext value={pictures}>
      <article className="event-page">
        <script
          type="application/ld+json"
          // structured data, not a script: escaped in eventJsonLd
          dangerouslySetInnerHTML={{
            __html: eventJsonLd({ event, url: canonicalUrl, origin, brand }),
          }}
        />
        <header className="event-page__header">
          <h1 className="event-page__title">{event.title}</h1>
          <dl className="event-page__facts">
            <div className="event-page__fact">
              <dt>{t("when")}</dt>
              <dd>
                <time dateTime={event.startEvent}>{formatEventRange(event, language)}</time>
                <span className="event-page__zone">{t("timeZoneNote")}</span>
              </dd>
            </div>
            {event.place && (
              <div className="event-page__fact">
                <dt>{t("where")}</dt>
                <dd>{event.place}</dd>
              </div>
            )}
            {event.seatsLeft !== null && !hasEnded && (
              <div className="event-page__fact">
                <dt>{t("seats")}</dt>
                <dd className={event.seatsLeft === 0 ? "event-page__sold-out" : undefined}>
                  {event.seatsLeft === 0
                    ? t("soldOut")
                    : t("seatsLeft", { seats: event.seatsLeft })}
                </dd>
              </div>
            )}
          </dl>
          {hasEnded ? (
            <p className="event-page__ended">{t("ended")}</p>
          ) : (
            <p className="event-page__actions">
              {signupForm && (
                <a className="event-page__ics" href={`#${signupId}`}>
                  {t("signupTitle")}
                </a>
              )}
              <a
                className={`event-page__ics${signupForm ? " event-page__ics--quiet" : ""}`}
                href={eventIcsPath(event.id, language)}
                download
              >
                {t("addToCalendar")}
              </a>
            </p>
          )}
          {!hasEnded && event.acceptsSignups && event.seatsLeft === 0 && (
            <p className="event-page__closed">{t("signupClosedSoldOut")}</p>
          )}
        </header>
        {event.cover && (
          <Picture
            className="event-page__cover"
            src={event.cover.src}
            alt={event.cover.alt}
            sizes="(min-width: 1200px) 1160px, 100vw"
            isPriority
          />
        )}
        {event.description && (
          <div
            className="event-page__description"
            // sanitised on the server when the event was saved (save-event.ts)
            dangerouslySetInnerHTML={{ __html: event.description }}
          />
        )}
        {signupForm && (
          <section
            id={signupId}
            className="event-page__signup"
            aria-labelledby={`${signupId}-title`}
          >
            <h2 id={`${signupId}-title`} className="event-page__signup-title">
              {signupForm.title}
            </h2>
            <p className="event-page__signup-intro">
              {t("signupIntro", { max: maxSeatsPerSignup })}
            </p>
            <FormElement
              id={signupId}
              // the title is the section's, above its note
              props={{ ...signupForm, title: "" }}
              mobileProps={{}}
              slots={{}}
              data={signupData ?? undefined}
              isPriority={false}
              isFirstHero={false}
            />
          </section>
        )}
      </article>
    </MediaPicturesContext>
  );
}
