import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { filterPosts } from "./operations/filter-posts.ts";
import { filterPostTypes, filterTerms } from "./operations/filter-terms.ts";
import { getPostBySlug } from "./operations/get-post.ts";
import { deletePost, savePost } from "./operations/save-post.ts";
import { deletePostTerm, savePostTerm } from "./operations/save-post-term.ts";

const scopeOf = (context: RequestContext) => ({
  siteId: context.site.id,
  languageCode: context.language.code,
});

/**
 * The blog (issue 22, spec 7 post filterStandard, postType, term filter; decision 049). The
 * writes are under /api/v1/admin/ with the backoffice security: the pipeline lets back-office
 * users only, before it reads their input.
 */
export function postRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "filterPosts", ({ body, context }) =>
    filterPosts(services, scopeOf(context), body),
  );
  registerOperation(app, services, "getPostBySlug", ({ params, context }) =>
    getPostBySlug(services, scopeOf(context), params.slug),
  );
  registerOperation(app, services, "filterPostTypes", ({ context }) =>
    filterPostTypes(services, scopeOf(context)),
  );
  registerOperation(app, services, "filterTerms", ({ body, context }) =>
    filterTerms(services, scopeOf(context), body),
  );
  registerOperation(app, services, "savePost", ({ body, context }) =>
    savePost(services, scopeOf(context), body),
  );
  registerOperation(app, services, "deletePost", ({ params, context }) =>
    deletePost(services, { siteId: context.site.id, slugMain: params.slugMain }),
  );
  registerOperation(app, services, "savePostTerm", ({ body, context }) =>
    savePostTerm(services, scopeOf(context), body),
  );
  registerOperation(app, services, "deletePostTerm", ({ params, context }) =>
    deletePostTerm(services, { siteId: context.site.id, ...params }),
  );
}
