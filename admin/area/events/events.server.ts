import { data, redirect } from "react-router";
import type { EventAdmin, EventAdminList, EventSaveRequest } from "#generated/types.ts";
import { interpolate } from "#common/validation-messages.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languages } from "#src/lib/languages.ts";
import type { Call, CatalogueFailure } from "../catalogue/catalogue.server.ts";
import { formField } from "../form-outcome.server.ts";
import { screenPaths } from "../screens.ts";
import type { AdminTexts } from "../texts.ts";
import type { EventTexts } from "./event-texts.ts";
import { fromZagrebInput } from "./zagreb-time.ts";

export type EventsWhen = "upcoming" | "past";

export type EventsData = {
  when: EventsWhen;
  list: EventAdminList | null;
  /** The event the form edits (`?edit=<id>`), "new" for an empty form, null: the list. */
  editing: EventAdmin | "new" | null;
  /** After a redirect: what was saved, created or deleted, and its title. */
  done: { kind: "saved" | "created" | "deleted"; title: string } | null;
};

const pageOf = (url: URL) =>
  Math.max(1, Math.min(100000, Math.trunc(Number(url.searchParams.get("page"))) || 1));

const doneOf = (url: URL): EventsData["done"] => {
  const kind = url.searchParams.get("done");
  const title = (url.searchParams.get("title") ?? "").slice(0, 200);
  return kind === "saved" || kind === "created" || kind === "deleted" ? { kind, title } : null;
};

/** /admin/events (issue 22, decision 054): a page of the list, or the event the form edits. */
export async function eventsData(call: Call, url: URL): Promise<EventsData> {
  const when: EventsWhen = url.searchParams.get("when") === "past" ? "past" : "upcoming";
  const done = doneOf(url);
  if (url.searchParams.has("new")) return { when, list: null, editing: "new", done };
  const editId = Math.trunc(Number(url.searchParams.get("edit")));
  if (editId >= 1 && editId <= 2147483647) {
    const editing = await dataOf(
      call.site.api.GET("/api/v1/admin/events/{id}", {
        params: { path: { id: editId } },
        headers: call.headers,
      }),
    );
    return { when, list: null, editing, done };
  }
  const list = await dataOf(
    call.site.api.GET("/api/v1/admin/events", {
      params: { query: { when, page: pageOf(url) } },
      headers: call.headers,
    }),
  );
  return { when, list, editing: null, done };
}

type Save = Call & { texts: AdminTexts; eventTexts: EventTexts };

/** A refusal with the fields it names, as the catalogue's forms answer (shown at each field). */
const refuse = (
  message: string,
  fields: readonly CatalogueFailure["fields"][number][],
  status: number,
) => data({ ok: false, message, fields: [...fields] } satisfies CatalogueFailure, { status });

/** The save request a posted form makes; what the browser cannot have meant is left to the API. */
function bodyOf(form: FormData, own: EventTexts) {
  const fields: CatalogueFailure["fields"] = [];
  const instant = (name: "startEvent" | "endEvent") => {
    const iso = fromZagrebInput(formField(form, name));
    if (!iso) fields.push({ path: `/body/${name}`, message: own.invalidDate });
    return iso ?? "";
  };
  const count = (name: "capacity" | "eventAttendees") => {
    const text = formField(form, name);
    if (text === "") return null;
    const number = Number(text);
    if (!Number.isInteger(number) || number < 0) {
      fields.push({ path: `/body/${name}`, message: own.invalidNumber });
      return null;
    }
    return number;
  };
  const id = Math.trunc(Number(formField(form, "id")));
  const coverSrc = formField(form, "coverSrc");
  const slug = formField(form, "slug");
  const body: EventSaveRequest = {
    ...(id >= 1 ? { id } : {}),
    title: formField(form, "title"),
    ...(slug ? { slug } : {}),
    place: formField(form, "place"),
    description: formField(form, "description"),
    startEvent: instant("startEvent"),
    endEvent: instant("endEvent"),
    capacity: count("capacity"),
    eventAttendees: count("eventAttendees") ?? 0,
    cover: coverSrc ? { src: coverSrc, alt: formField(form, "coverAlt") } : null,
    isPublished: form.get("isPublished") === "on",
    acceptsSignups: form.get("acceptsSignups") === "on",
  };
  if (!body.title) fields.push({ path: "/body/title", message: own.required });
  return { body, fields };
}

const query = (call: Call, more: Record<string, string>) =>
  new URLSearchParams({ language: languages[call.language].code2, ...more }).toString();

/**
 * Creates an event (no id) or replaces one, with its texts in the content language, through
 * saveEvent; then back to its form, which names what was saved. A refusal comes back with the
 * API's message and the fields it names, shown at those fields.
 */
export async function saveEventForm(call: Save, form: FormData) {
  const own = call.eventTexts;
  const { body, fields } = bodyOf(form, own);
  const [first] = fields;
  if (first) return refuse(interpolate(call.texts.failed, { reason: first.message }), fields, 400);
  try {
    const saved = await dataOf(
      call.site.api.PUT("/api/v1/admin/events", { body, headers: call.headers }),
    );
    const done = body.id ? "saved" : "created";
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(
      `${screenPaths.events}?${query(call, { edit: String(saved.id), done, title: saved.title })}`,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = interpolate(call.texts.failed, { reason: error.message });
    return refuse(message, [...error.fields], error.status >= 400 ? error.status : 502);
  }
}

/** Deletes an event in every language (after its confirmation dialog), then back to the list. */
export async function deleteEventForm(call: Save, form: FormData) {
  const id = Math.trunc(Number(formField(form, "id")));
  const title = formField(form, "title").slice(0, 200);
  try {
    await dataOf(
      call.site.api.DELETE("/api/v1/admin/events/{id}", {
        params: { path: { id } },
        headers: call.headers,
      }),
    );
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${screenPaths.events}?${query(call, { done: "deleted", title })}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = interpolate(call.texts.failed, { reason: error.message });
    return refuse(message, [...error.fields], error.status >= 400 ? error.status : 502);
  }
}
