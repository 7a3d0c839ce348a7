import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { EventSignupRequest, FormStoreResult } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { storeSubmission } from "../../forms/operations/store-submission.ts";
import type { ServerForm, TakenSubmission } from "../../forms/server-forms.ts";
import { eventField, eventSignupForm, maxSeatsPerSignup } from "#common/forms/event-signup.ts";
import { eventSignupProps } from "#common/forms/event-signup-form.ts";
import { seatsLeftOf } from "./event-rows.ts";

const seatsPath = "/body/submission/data/mjesta";

type Standing = {
  isPublished: boolean;
  acceptsSignups: boolean;
  endsAt: Date;
  capacity: number | null;
  attendees: number;
};

/**
 * Why an event cannot take these seats now, or null when it can: 404 unpublished or unknown,
 * 409 closed to sign-ups, ended, sold out or too few seats left (issue 22, decision 054).
 */
function refusalOf(
  event: Standing | undefined,
  input: { seats: number; language: string; now: Date },
): AppError | null {
  if (!event?.isPublished) return notFound();
  if (!event.acceptsSignups) return new AppError(409, "api.eventSignupsClosed");
  if (event.endsAt <= input.now) return new AppError(409, "api.eventEnded");
  const left = seatsLeftOf(event);
  if (left === null || left >= input.seats) return null;
  if (left === 0) return new AppError(409, "api.eventSoldOut");
  const error = new AppError(409, "api.eventFull", [
    {
      path: seatsPath,
      key: "api.eventFull",
      message: translate(input.language, "api.eventFull", { seatsLeft: left }),
    },
  ]);
  error.vars = { seatsLeft: left };
  return error;
}

/** The seats a submission asks for: a whole number from 1 to the most one sign-up takes. */
function seatsOf(submission: TakenSubmission): number {
  const seats = submission.data.mjesta;
  if (typeof seats === "number" && Number.isInteger(seats) && seats >= 1) {
    if (seats <= maxSeatsPerSignup) return seats;
  }
  const vars = { max: maxSeatsPerSignup };
  const error = new AppError(400, "api.eventSeatsInvalid", [
    {
      path: seatsPath,
      key: "api.eventSeatsInvalid",
      message: translate(submission.language, "api.eventSeatsInvalid", vars),
    },
  ]);
  error.vars = vars;
  throw error;
}

/**
 * What a received sign-up takes: its seats, by ONE conditional UPDATE (attendees + seats within
 * the capacity, published, open, not ended) in the transaction that stores the submission. Two
 * visitors racing for the last seat: the second UPDATE waits for the first's commit, then finds
 * the row full and changes nothing, so its submission is refused (409) and not kept.
 */
async function takeSeats(tx: Db, submission: TakenSubmission): Promise<void> {
  const id = submission.data[eventField];
  // storeData of this form without the event (only signUpForEvent adds it): there is none to take
  if (typeof id !== "number") throw new AppError(409, "api.eventSignupsClosed");
  const seats = seatsOf(submission);
  const now = new Date();
  const scope = and(eq(events.id, id), eq(events.siteId, submission.siteId));
  const [taken] = await tx
    .update(events)
    .set({ attendees: sql`${events.attendees} + ${seats}`, updatedAt: now })
    .where(
      and(
        scope,
        eq(events.isPublished, true),
        eq(events.acceptsSignups, true),
        gt(events.endsAt, now),
        or(isNull(events.capacity), lte(sql`${events.attendees} + ${seats}`, events.capacity)),
      ),
    )
    .returning({ id: events.id });
  if (taken) return;
  const [standing] = await tx.select().from(events).where(scope).limit(1);
  throw (
    refusalOf(standing, { seats, language: submission.language, now }) ??
    new AppError(409, "api.eventSoldOut")
  );
}

/** The event sign-up form as the forms module knows it (registered by the events' routes). */
export const eventSignupServerForm: ServerForm = {
  props: eventSignupProps,
  take: takeSeats,
  // the event's page (and any events element) shows the seats left: drop the cached pages
  taken: (services, siteId) => invalidateContent(services.changes, { siteId, kinds: [] }),
};

/** The refusal of storeData with its field paths inside this request's `submission`. */
function withinSubmission(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = error.fields.map((field) => ({
    ...field,
    path: field.path.startsWith("/body/submission/")
      ? field.path
      : field.path.replace(/^\/body\//, "/body/submission/"),
  }));
  const moved = new AppError(error.status, error.key, fields, error.extra);
  moved.vars = error.vars;
  moved.retryAfterSeconds = error.retryAfterSeconds;
  return moved;
}

/**
 * A visitor signs up for an event (issue 22, decision 054): the event is checked first (so a
 * full or ended one is refused before the captcha is spent), then the submission goes through
 * storeData's checks, consents, captcha and mail as a submission of the sign-up form, named
 * after the event, and its seats are taken in the same transaction.
 */
export async function signUpForEvent(
  services: Services,
  input: {
    siteId: string;
    language: string;
    address: string;
    request: FastifyRequest;
    body: EventSignupRequest;
  },
): Promise<FormStoreResult> {
  const { body, language } = input;
  const [event] = await services.db
    .select({
      title: eventTranslations.title,
      isPublished: events.isPublished,
      acceptsSignups: events.acceptsSignups,
      endsAt: events.endsAt,
      capacity: events.capacity,
      attendees: events.attendees,
    })
    .from(events)
    .innerJoin(
      eventTranslations,
      and(eq(eventTranslations.eventId, events.id), eq(eventTranslations.languageCode, language)),
    )
    .where(and(eq(events.id, body.id), eq(events.siteId, input.siteId)))
    .limit(1);
  const asked = body.submission.data.mjesta;
  // a number of seats that is no such number is the form's checks' to refuse (400), later
  const isSeats = typeof asked === "number" && Number.isInteger(asked) && asked >= 1;
  const refusal = refusalOf(event, {
    seats: isSeats && asked <= maxSeatsPerSignup ? asked : 1,
    language,
    now: new Date(),
  });
  if (refusal || !event) throw refusal ?? notFound();
  try {
    return await storeSubmission(services, {
      siteId: input.siteId,
      language,
      address: input.address,
      request: input.request,
      files: [],
      body: { ...body.submission, formSlug: eventSignupForm },
      adds: {
        data: { [eventField]: body.id },
        title: translate(language, "api.eventSignupTitle", { title: event.title }),
      },
    });
  } catch (error) {
    throw withinSubmission(error);
  }
}
