import { Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { EventAdmin } from "#generated/types.ts";
import { eventPath } from "#src/features/events/event-paths.ts";
import { languageCodes, languages, type LanguageCode } from "#src/lib/languages.ts";
import { AdminPages } from "../admin-pages.tsx";
import { ColumnHeads } from "../column-heads.tsx";
import { screenPaths } from "../screens.ts";
import type { AdminTexts } from "../texts.ts";
import { DeleteEvent } from "./delete-event.tsx";
import { EventForm } from "./event-form.tsx";
import { eventTexts, type EventTexts } from "./event-texts.ts";
import type { EventsData } from "./events.server.ts";
import "./events-admin.css";

/** An event's time range in Zagreb, in the admin's language ("5. pro 2027. 19:00 – 22:30"). */
function whenOf(event: EventAdmin, uiCode2: string): string {
  const format = new Intl.DateTimeFormat(uiCode2, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Zagreb",
  });
  return format.formatRange(new Date(event.startEvent), new Date(event.endEvent));
}

/**
 * /admin/events (issue 22, decision 054): upcoming and past events, published or not, a page
 * at a time, each with its state, seats and languages, a way to its page and to deleting it
 * after a confirmation; or the form of one event in the content language. Server-rendered
 * forms and links: it works without JavaScript.
 */
export function EventsScreen({
  texts,
  data,
  code2,
  language,
  uiCode2,
}: {
  texts: AdminTexts;
  data: EventsData;
  code2: string;
  language: LanguageCode;
  uiCode2: "hr" | "en" | "de";
}) {
  const own = eventTexts(uiCode2);
  const hrefOf = (more: Record<string, string>) =>
    `${screenPaths.events}?${new URLSearchParams({ language: code2, ...more }).toString()}`;
  return (
    <section className="admin-screen admin-events">
      <h1>{own.events}</h1>
      <p className="admin-screen__intro">{own.intro}</p>
      {data.done && (
        <p className="admin-notice" role="status">
          {interpolate(own[data.done.kind], { title: data.done.title })}
        </p>
      )}
      {data.editing ? (
        <EventForm
          key={data.editing === "new" ? "new" : data.editing.id}
          own={own}
          editing={data.editing === "new" ? null : data.editing}
          language={language}
          uiCode2={uiCode2}
          listHref={hrefOf({ when: data.when })}
        />
      ) : (
        data.list && (
          <>
            <div className="admin-events__bar">
              <nav className="admin-tabs" aria-label={own.tabs}>
                {(["upcoming", "past"] as const).map((when) => (
                  <Link
                    key={when}
                    to={hrefOf({ when })}
                    aria-current={data.when === when ? "page" : undefined}
                  >
                    {own[when]}
                  </Link>
                ))}
              </nav>
              <Link className="admin-button" to={hrefOf({ new: "1" })}>
                {own.create}
              </Link>
            </div>
            <h2>
              {interpolate(own.list, { when: own[data.when], total: data.list.totalRecords })}
            </h2>
            {data.list.records.length === 0 ? (
              <p className="admin-empty">{own.empty}</p>
            ) : (
              <EventTable
                own={own}
                events={data.list.records}
                language={language}
                uiCode2={uiCode2}
                editHref={(id) => hrefOf({ edit: String(id) })}
              />
            )}
            <AdminPages
              texts={texts}
              page={data.list.page}
              pages={data.list.totalPages}
              hrefOf={(page) => hrefOf({ when: data.when, page: String(page) })}
            />
          </>
        )
      )}
    </section>
  );
}

function EventTable({
  own,
  events,
  language,
  uiCode2,
  editHref,
}: {
  own: EventTexts;
  events: readonly EventAdmin[];
  language: LanguageCode;
  uiCode2: string;
  editHref: (id: number) => string;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-events__table">
        <ColumnHeads
          columns={[own.title, own.when, own.seats, own.status, own.languages, own.actions]}
        />
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <Link to={editHref(event.id)}>{event.title}</Link>
                {event.texts === null && (
                  <span className="admin-events__untranslated">{own.untranslated}</span>
                )}
                {event.texts?.place && (
                  <span className="admin-events__place">{event.texts.place}</span>
                )}
              </th>
              <td data-label={own.when}>{whenOf(event, uiCode2)}</td>
              <td className="admin-events__seats" data-label={own.seats}>
                {event.capacity === null
                  ? interpolate(own.unlimited, { attendees: event.eventAttendees })
                  : interpolate(own.seatsOf, {
                      attendees: event.eventAttendees,
                      capacity: event.capacity,
                    })}
              </td>
              <td data-label={own.status}>
                <span className="admin-events__state">
                  <span
                    className={`admin-state admin-state--${event.isPublished ? "ok" : "pending"}`}
                  >
                    {event.isPublished ? own.published : own.draft}
                  </span>
                  {event.acceptsSignups && (
                    <span className="admin-events__signups">{own.signups}</span>
                  )}
                </span>
              </td>
              <td data-label={own.languages}>
                {languageCodes
                  .filter((code) => event.languages.includes(code))
                  .map((code) => languages[code].code2.toUpperCase())
                  .join(" · ")}
              </td>
              <td data-label={own.actions}>
                <span className="admin-events__actions">
                  {event.isPublished && event.texts !== null && (
                    <a
                      className="admin-button admin-button--quiet"
                      href={eventPath(event.id, language)}
                    >
                      {own.view}
                    </a>
                  )}
                  <DeleteEvent own={own} event={event} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
