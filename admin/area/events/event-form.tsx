import type { ReactNode } from "react";
import { Form, Link, useActionData } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { EventAdmin } from "#generated/types.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import type { CatalogueFailure } from "../catalogue/catalogue.server.ts";
import { SubmitButton } from "../submit-button.tsx";
import type { EventTexts } from "./event-texts.ts";
import { DeleteEvent } from "./delete-event.tsx";
import { toZagrebInput } from "./zagreb-time.ts";

type FieldName =
  | "title"
  | "slug"
  | "place"
  | "description"
  | "startEvent"
  | "endEvent"
  | "capacity"
  | "eventAttendees"
  | "cover";

/** A labelled control with its error under it, tied to it for screen readers. */
function Field({
  name,
  label,
  error,
  wide,
  children,
}: {
  name: FieldName;
  label: string;
  error: string | undefined;
  wide?: boolean;
  children: (described: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `event-${name}-error`;
  return (
    <label className={`admin-events__field${wide ? " admin-events__field--wide" : ""}`}>
      {label}
      {children(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      {error && (
        <span id={errorId} className="admin-events__error">
          {error}
        </span>
      )}
    </label>
  );
}

/**
 * One event's form (issue 22, decision 054): its texts in the content language, then what every
 * language shares (times in Zagreb, seats, picture, published, sign-ups). The API's refusal
 * comes back with the fields it names, each said under its control (the area says the message
 * above the screen).
 */
export function EventForm({
  own,
  editing,
  language,
  uiCode2,
  listHref,
}: {
  own: EventTexts;
  editing: EventAdmin | null;
  language: LanguageCode;
  uiCode2: "hr" | "en" | "de";
  listHref: string;
}) {
  const failure = useActionData<CatalogueFailure | undefined>();
  const errorOf = (name: FieldName) =>
    failure?.fields.find(
      (field) => field.path === `/body/${name}` || field.path.startsWith(`/body/${name}/`),
    )?.message;
  const texts = editing?.texts;
  const languageName = languages[language].names[uiCode2];
  return (
    <>
      <Form
        method="post"
        className="admin-form admin-events__form"
        aria-label={editing ? own.edit : own.create}
        noValidate
      >
        <h2>{editing ? `${own.edit}: ${editing.title}` : own.create}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <fieldset className="admin-events__group">
          <legend>{interpolate(own.texts, { language: languageName })}</legend>
          {editing && !texts && <p className="admin-events__hint">{own.noTexts}</p>}
          <Field name="title" label={own.title} error={errorOf("title")}>
            {(described) => (
              <input
                name="title"
                required
                maxLength={200}
                defaultValue={texts?.title ?? ""}
                {...described}
              />
            )}
          </Field>
          <Field name="slug" label={own.slug} error={errorOf("slug")}>
            {(described) => (
              <input name="slug" maxLength={120} defaultValue={texts?.slug ?? ""} {...described} />
            )}
          </Field>
          <Field name="place" label={own.place} error={errorOf("place")} wide>
            {(described) => (
              <input
                name="place"
                maxLength={300}
                defaultValue={texts?.place ?? ""}
                {...described}
              />
            )}
          </Field>
          <Field name="description" label={own.description} error={errorOf("description")} wide>
            {(described) => (
              <textarea
                name="description"
                rows={8}
                maxLength={20000}
                defaultValue={texts?.description ?? ""}
                {...described}
              />
            )}
          </Field>
        </fieldset>
        <fieldset className="admin-events__group">
          <legend>{own.shared}</legend>
          <Field name="startEvent" label={own.start} error={errorOf("startEvent")}>
            {(described) => (
              <input
                type="datetime-local"
                name="startEvent"
                required
                defaultValue={editing ? toZagrebInput(editing.startEvent) : ""}
                {...described}
              />
            )}
          </Field>
          <Field name="endEvent" label={own.end} error={errorOf("endEvent")}>
            {(described) => (
              <input
                type="datetime-local"
                name="endEvent"
                required
                defaultValue={editing ? toZagrebInput(editing.endEvent) : ""}
                {...described}
              />
            )}
          </Field>
          <Field name="capacity" label={own.capacity} error={errorOf("capacity")}>
            {(described) => (
              <input
                type="number"
                name="capacity"
                min={0}
                max={1000000}
                inputMode="numeric"
                defaultValue={editing?.capacity ?? ""}
                {...described}
              />
            )}
          </Field>
          <Field name="eventAttendees" label={own.attendees} error={errorOf("eventAttendees")}>
            {(described) => (
              <input
                type="number"
                name="eventAttendees"
                min={0}
                max={1000000}
                inputMode="numeric"
                defaultValue={editing?.eventAttendees ?? 0}
                {...described}
              />
            )}
          </Field>
          <Field name="cover" label={own.coverSrc} error={errorOf("cover")}>
            {(described) => (
              <input
                name="coverSrc"
                maxLength={2048}
                defaultValue={editing?.cover?.src ?? ""}
                {...described}
              />
            )}
          </Field>
          <label className="admin-events__field">
            {own.coverAlt}
            <input name="coverAlt" maxLength={300} defaultValue={editing?.cover?.alt ?? ""} />
          </label>
          <label className="admin-events__check">
            <input
              type="checkbox"
              name="isPublished"
              defaultChecked={editing?.isPublished ?? false}
            />
            {own.isPublished}
          </label>
          <label className="admin-events__check">
            <input
              type="checkbox"
              name="acceptsSignups"
              defaultChecked={editing?.acceptsSignups ?? true}
            />
            {own.acceptsSignups}
          </label>
        </fieldset>
        <p className="admin-form__actions">
          <SubmitButton intent="saveEvent" label={own.save} />
          <Link to={listHref}>{own.cancel}</Link>
        </p>
      </Form>
      {editing && (
        <div className="admin-danger-zone">
          <DeleteEvent own={own} event={editing} />
        </div>
      )}
    </>
  );
}
