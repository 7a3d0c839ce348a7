// DO NOT EDIT: generated from schemas/openapi.yaml by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.

/** Method and OpenAPI path of every operation of schemas/openapi.yaml, by operationId. */
export const operationRoutes = {
  health: { method: "GET", path: "/api/v1/health" },
  domainDetect: { method: "POST", path: "/api/v2/domainDetect" },
  getCommons: { method: "GET", path: "/api/v1/commons" },
  filterOptions: { method: "GET", path: "/api/v1/cms/option/filter" },
  getElementsByHandlers: { method: "POST", path: "/api/v1/cms/element/getByHandlers" },
  filterElements: { method: "GET", path: "/api/v1/cms/element/filter" },
  getNavigationTree: { method: "GET", path: "/api/v1/cms/navigation/tree/{handle}" },
  getTermBySlug: { method: "GET", path: "/api/v1/cms/term/getBySlug/{slug}" },
  finderDecide: { method: "POST", path: "/api/v1/cms/finder/decide" },
  getUrlOnLanguage: { method: "POST", path: "/api/v1/cms/finder/getUrlOnLanguage" },
  login: { method: "POST", path: "/api/v1/login" },
  refresh: { method: "GET", path: "/api/v1/refresh" },
  logout: { method: "POST", path: "/api/v1/logout" },
  getWebProfile: { method: "GET", path: "/api/v1/user/web/profile" },
} as const satisfies Record<string, { method: string; path: string }>;
