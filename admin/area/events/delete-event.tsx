import { interpolate } from "#common/validation-messages.ts";
import type { EventAdmin } from "#generated/types.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import type { EventTexts } from "./event-texts.ts";

/** Deleting an event behind the area's confirmation dialog (one per row). */
export function DeleteEvent({ own, event }: { own: EventTexts; event: EventAdmin }) {
  return (
    <ConfirmDelete
      dialogId={`admin-event-delete-${event.id}`}
      label={own.delete}
      // the visible word first (WCAG 2.5.3), then which event: one "Delete" per row
      ariaLabel={`${own.delete}: ${event.title}`}
      title={interpolate(own.deleteConfirm, { title: event.title })}
      note={own.deleteNote}
      fields={{ id: event.id, title: event.title }}
      intent="deleteEvent"
      cancelLabel={own.dismiss}
    />
  );
}
