import { Form } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { EventAdmin } from "#generated/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import type { EventTexts } from "./event-texts.ts";

/**
 * Deleting an event: a button that opens a native modal dialog through invoker commands (it
 * works without JavaScript, as the shop's deletes do), Cancel first, then the route's form.
 */
export function DeleteEvent({ own, event }: { own: EventTexts; event: EventAdmin }) {
  const dialogId = `admin-event-delete-${event.id}`;
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--danger"
        command="show-modal"
        commandfor={dialogId}
        aria-haspopup="dialog"
        // the visible word first (WCAG 2.5.3), then which event: one "Delete" per row
        aria-label={`${own.delete}: ${event.title}`}
      >
        {own.delete}
      </button>
      <dialog
        id={dialogId}
        className="admin-releases admin-confirm"
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-note`}
      >
        <h2 id={`${dialogId}-title`}>{interpolate(own.deleteConfirm, { title: event.title })}</h2>
        <p id={`${dialogId}-note`}>{own.deleteNote}</p>
        <Form method="post" className="admin-confirm__actions">
          <input type="hidden" name="id" value={event.id} />
          <input type="hidden" name="title" value={event.title} />
          <button
            type="button"
            className="admin-button admin-button--quiet"
            command="close"
            commandfor={dialogId}
          >
            {own.dismiss}
          </button>
          <SubmitButton intent="deleteEvent" label={own.delete} danger />
        </Form>
      </dialog>
    </>
  );
}
