// POST /comments/send: a resource route (no component); a GET only leads home.
export {
  commentsAction as action,
  commentsLoader as loader,
} from "#src/features/comments/comments.server.ts";
