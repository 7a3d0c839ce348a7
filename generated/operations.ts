// DO NOT EDIT: generated from schemas/openapi.yaml by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import healthResponse from "./validators/operations/health.response.js";
import domainDetectHeaders from "./validators/operations/domainDetect.headers.js";
import domainDetectBody from "./validators/operations/domainDetect.body.js";
import domainDetectResponse from "./validators/operations/domainDetect.response.js";
import getCommonsHeaders from "./validators/operations/getCommons.headers.js";
import getCommonsQuery from "./validators/operations/getCommons.query.js";
import getCommonsResponse from "./validators/operations/getCommons.response.js";
import filterOptionsHeaders from "./validators/operations/filterOptions.headers.js";
import filterOptionsQuery from "./validators/operations/filterOptions.query.js";
import filterOptionsResponse from "./validators/operations/filterOptions.response.js";
import getElementsByHandlersHeaders from "./validators/operations/getElementsByHandlers.headers.js";
import getElementsByHandlersBody from "./validators/operations/getElementsByHandlers.body.js";
import getElementsByHandlersResponse from "./validators/operations/getElementsByHandlers.response.js";
import filterElementsHeaders from "./validators/operations/filterElements.headers.js";
import filterElementsQuery from "./validators/operations/filterElements.query.js";
import filterElementsResponse from "./validators/operations/filterElements.response.js";
import getNavigationTreeHeaders from "./validators/operations/getNavigationTree.headers.js";
import getNavigationTreeParams from "./validators/operations/getNavigationTree.params.js";
import getNavigationTreeResponse from "./validators/operations/getNavigationTree.response.js";
import getTermBySlugHeaders from "./validators/operations/getTermBySlug.headers.js";
import getTermBySlugParams from "./validators/operations/getTermBySlug.params.js";
import getTermBySlugQuery from "./validators/operations/getTermBySlug.query.js";
import getTermBySlugResponse from "./validators/operations/getTermBySlug.response.js";
import finderDecideHeaders from "./validators/operations/finderDecide.headers.js";
import finderDecideBody from "./validators/operations/finderDecide.body.js";
import finderDecideResponse from "./validators/operations/finderDecide.response.js";
import getUrlOnLanguageHeaders from "./validators/operations/getUrlOnLanguage.headers.js";
import getUrlOnLanguageBody from "./validators/operations/getUrlOnLanguage.body.js";
import getUrlOnLanguageResponse from "./validators/operations/getUrlOnLanguage.response.js";
import loginHeaders from "./validators/operations/login.headers.js";
import loginBody from "./validators/operations/login.body.js";
import loginResponse from "./validators/operations/login.response.js";
import refreshHeaders from "./validators/operations/refresh.headers.js";
import refreshResponse from "./validators/operations/refresh.response.js";
import logoutHeaders from "./validators/operations/logout.headers.js";
import logoutResponse from "./validators/operations/logout.response.js";
import getWebProfileHeaders from "./validators/operations/getWebProfile.headers.js";
import getWebProfileResponse from "./validators/operations/getWebProfile.response.js";

/** One API operation as the server registers it and the fuzz test drives it. */
export type Operation = {
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. /api/v1/cms/term/getBySlug/{slug} (Fastify wants :slug). */
  path: string;
  /** Validate the body even when it is missing (a missing optional body is skipped). */
  hasRequiredBody: boolean;
  /** Serves site content (x-content in openapi.yaml): 503 to visitors in maintenance (spec 1). */
  isContent: boolean;
  /** Header names are lower-case, as Node gives them; a missing part has no rules. */
  validate: {
    headers?: ValidateFunction<unknown>;
    params?: ValidateFunction<unknown>;
    query?: ValidateFunction<unknown>;
    body?: ValidateFunction<unknown>;
    /** The 200 response ({ data }): checked in development and tests, not in production. */
    response?: ValidateFunction<unknown>;
  };
};

/** Every operation of schemas/openapi.yaml, by operationId. */
export const operations = {
  health: {
    operationId: "health",
    method: "GET",
    path: "/api/v1/health",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      response: healthResponse,
    },
  },
  domainDetect: {
    operationId: "domainDetect",
    method: "POST",
    path: "/api/v2/domainDetect",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      headers: domainDetectHeaders,
      body: domainDetectBody,
      response: domainDetectResponse,
    },
  },
  getCommons: {
    operationId: "getCommons",
    method: "GET",
    path: "/api/v1/commons",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      headers: getCommonsHeaders,
      query: getCommonsQuery,
      response: getCommonsResponse,
    },
  },
  filterOptions: {
    operationId: "filterOptions",
    method: "GET",
    path: "/api/v1/cms/option/filter",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      headers: filterOptionsHeaders,
      query: filterOptionsQuery,
      response: filterOptionsResponse,
    },
  },
  getElementsByHandlers: {
    operationId: "getElementsByHandlers",
    method: "POST",
    path: "/api/v1/cms/element/getByHandlers",
    hasRequiredBody: true,
    isContent: true,
    validate: {
      headers: getElementsByHandlersHeaders,
      body: getElementsByHandlersBody,
      response: getElementsByHandlersResponse,
    },
  },
  filterElements: {
    operationId: "filterElements",
    method: "GET",
    path: "/api/v1/cms/element/filter",
    hasRequiredBody: false,
    isContent: true,
    validate: {
      headers: filterElementsHeaders,
      query: filterElementsQuery,
      response: filterElementsResponse,
    },
  },
  getNavigationTree: {
    operationId: "getNavigationTree",
    method: "GET",
    path: "/api/v1/cms/navigation/tree/{handle}",
    hasRequiredBody: false,
    isContent: true,
    validate: {
      headers: getNavigationTreeHeaders,
      params: getNavigationTreeParams,
      response: getNavigationTreeResponse,
    },
  },
  getTermBySlug: {
    operationId: "getTermBySlug",
    method: "GET",
    path: "/api/v1/cms/term/getBySlug/{slug}",
    hasRequiredBody: false,
    isContent: true,
    validate: {
      headers: getTermBySlugHeaders,
      params: getTermBySlugParams,
      query: getTermBySlugQuery,
      response: getTermBySlugResponse,
    },
  },
  finderDecide: {
    operationId: "finderDecide",
    method: "POST",
    path: "/api/v1/cms/finder/decide",
    hasRequiredBody: true,
    isContent: true,
    validate: {
      headers: finderDecideHeaders,
      body: finderDecideBody,
      response: finderDecideResponse,
    },
  },
  getUrlOnLanguage: {
    operationId: "getUrlOnLanguage",
    method: "POST",
    path: "/api/v1/cms/finder/getUrlOnLanguage",
    hasRequiredBody: true,
    isContent: true,
    validate: {
      headers: getUrlOnLanguageHeaders,
      body: getUrlOnLanguageBody,
      response: getUrlOnLanguageResponse,
    },
  },
  login: {
    operationId: "login",
    method: "POST",
    path: "/api/v1/login",
    hasRequiredBody: true,
    isContent: false,
    validate: {
      headers: loginHeaders,
      body: loginBody,
      response: loginResponse,
    },
  },
  refresh: {
    operationId: "refresh",
    method: "GET",
    path: "/api/v1/refresh",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      headers: refreshHeaders,
      response: refreshResponse,
    },
  },
  logout: {
    operationId: "logout",
    method: "POST",
    path: "/api/v1/logout",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      headers: logoutHeaders,
      response: logoutResponse,
    },
  },
  getWebProfile: {
    operationId: "getWebProfile",
    method: "GET",
    path: "/api/v1/user/web/profile",
    hasRequiredBody: false,
    isContent: false,
    validate: {
      headers: getWebProfileHeaders,
      response: getWebProfileResponse,
    },
  },
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
