// POST /cookie-choice: a resource route (no component); a GET only leads home.
export {
  cookieChoiceAction as action,
  cookieChoiceLoader as loader,
} from "#src/features/layout/cookie-choice.server.ts";
