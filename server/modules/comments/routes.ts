import type { FastifyInstance } from "fastify";
import { currentUser, requireUser } from "../../platform/http/authenticate.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { readCommentOptions } from "./operations/comment-options.ts";
import { createComment } from "./operations/create-comment.ts";
import { deleteComment, updateComment } from "./operations/edit-comment.ts";
import { filterComments } from "./operations/list-comments.ts";
import { listCommentsForModeration, moderateComment } from "./operations/moderate-comments.ts";

const scopeOf = (context: RequestContext) => ({
  siteId: context.site.id,
  languageCode: context.language.code,
});

/**
 * Comments and ratings (issue 22, spec 3 options, spec 7 comment/getOptions, spec 8 messages;
 * decision 052). The author's calls read the access token (a visitor may write where the options
 * allow it); the moderation calls are under /api/v1/admin/ with the backoffice security.
 */
export function commentRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "getCommentOptions", ({ context }) =>
    readCommentOptions(services, context.site.id),
  );
  registerOperation(app, services, "filterComments", async (input) => {
    const viewer = await currentUser(services, input);
    return filterComments(services, scopeOf(input.context), {
      ...input.body,
      viewerId: viewer?.id,
    });
  });
  registerOperation(app, services, "createComment", async (input) =>
    createComment(services, scopeOf(input.context), {
      body: input.body,
      author: { user: await currentUser(services, input), address: input.request.ip },
    }),
  );
  registerOperation(app, services, "updateComment", async (input) =>
    updateComment(services, scopeOf(input.context), {
      id: input.params.id,
      body: input.body,
      user: await requireUser(services, input),
    }),
  );
  registerOperation(app, services, "deleteComment", async (input) =>
    deleteComment(services, scopeOf(input.context), {
      id: input.params.id,
      user: await requireUser(services, input),
    }),
  );
  registerOperation(app, services, "listCommentsForModeration", ({ query, context }) =>
    listCommentsForModeration(services, scopeOf(context), {
      status: query.status,
      page: query.page ?? 1,
      perPage: query.perPage ?? 20,
    }),
  );
  registerOperation(app, services, "moderateComment", ({ params, body, context }) =>
    moderateComment(services, scopeOf(context), { id: params.id, body }),
  );
  registerOperation(app, services, "deleteCommentAsAdmin", ({ params, context }) =>
    deleteComment(services, scopeOf(context), { id: params.id, user: null }),
  );
}
