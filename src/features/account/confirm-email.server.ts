import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { isSafeInternalPath } from "#src/features/site/site-options.ts";

const goalTypes = ["message", "url", "file"] as const;

/**
 * spec 2 confirm-email page (the link of a form's confirmation mail): reads goal, goalType and
 * confirmedEmail; a missing one is a 404 'goal or goalType were not defined' (spec 8). By
 * goalType: message shows the goal, url redirects to it, file offers it for download; a url or
 * file must be an internal path of safe characters (spec 5).
 */
export function confirmEmailLoader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const goal = query.get("goal");
  const goalType = goalTypes.find((type) => type === query.get("goalType"));
  const confirmedEmail = query.get("confirmedEmail");
  if (!goal || !goalType || !confirmedEmail)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
    throw data("goal or goalType were not defined", { status: 404 });
  if (goalType !== "message" && !isSafeInternalPath(goal))
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
    throw data("goal or goalType were not defined", { status: 404 });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  if (goalType === "url") throw redirect(goal);
  return { goal, goalType, confirmedEmail };
}

export type ConfirmEmailData = Awaited<ReturnType<typeof confirmEmailLoader>>;
