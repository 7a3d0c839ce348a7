// /dogadjaj/:id.ics: a resource route (no component), the event's calendar file.
export { eventIcsLoader as loader } from "#src/features/events/event-ics.server.ts";
