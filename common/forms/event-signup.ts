/** The sign-up form's slug: its submissions, its consent assignment, its CSV (decision 054). */
export const eventSignupForm = "prijava-na-dogadjaj";

/** The most seats one sign-up takes. */
export const maxSeatsPerSignup = 10;

/** The submission's field naming the event (added by the server, never typed by the visitor). */
export const eventField = "dogadjaj";
