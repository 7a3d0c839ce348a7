import { existsSync } from "node:fs";
import path from "node:path";
import {
  getAppDirectory,
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";
import { routes as table } from "#generated/routes.ts";
import { adminLoginPath, adminLogoutPath } from "#common/route-paths.ts";
import { currencyPath } from "./features/currency/currency-paths.ts";
import { cookieChoicePath } from "./features/layout/cookie-consent.ts";
import { wishlistTogglePath } from "./features/wishlist/wishlist-paths.ts";
import { commentsActionPath } from "./features/comments/comment-paths.ts";
import { routeId } from "./lib/route-ids.ts";

// spec 2: localised routes from the route table (generated/routes.ts). Each language gets the
// main layout under its prefix (Croatian none, /en, /de); a table entry is registered once its
// module src/routes/<entry-id in kebab case>.tsx exists.
const moduleOf = (entryId: string) =>
  `routes/${entryId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
const hasModule = (file: string) => existsSync(path.join(getAppDirectory(), file));

function screens(code2: string): RouteConfigEntry[] {
  const entries: RouteConfigEntry[] = [];
  for (const entry of table.entries) {
    const file = moduleOf(entry.id);
    const paths: Record<string, string | undefined> = entry.paths;
    const localPath = paths[code2];
    if (!localPath || !hasModule(file)) continue;
    if (entry.id === "page") {
      // the generic page is the catch-all: home (index) and any path the finder decides
      entries.push(index(file, { id: routeId({ code2, entryId: entry.id, variant: "index" }) }));
      entries.push(route("*", file, { id: routeId({ code2, entryId: entry.id }) }));
    } else {
      entries.push(route(localPath.slice(1), file, { id: routeId({ code2, entryId: entry.id }) }));
    }
    // an event's calendar file beside its page (/dogadjaj/:id.ics): a resource route
    if (entry.id === "event") {
      const id = routeId({ code2, entryId: entry.id, variant: "ics" });
      entries.push(route(`${localPath.slice(1)}.ics`, "routes/event-ics.tsx", { id }));
    }
  }
  return entries;
}

const prefixes: Record<string, string> = table.prefixes;

const languageLayouts = Object.entries(prefixes).map(([code2, prefix]) => {
  const id = routeId({ code2, entryId: "layout" });
  return prefix
    ? route(prefix.slice(1), "routes/layout.tsx", { id }, screens(code2))
    : layout("routes/layout.tsx", { id }, screens(code2));
});

// spec 2 "Other routes": not localised, outside the language layouts (the body class is the
// part after the slash: "adminLogin").
const otherRoutes = [
  route(adminLoginPath.slice(1), "routes/admin-login.tsx", { id: "auth/adminLogin" }),
  route(adminLogoutPath.slice(1), "routes/admin-logout.tsx", { id: "auth/adminLogout" }),
  route(wishlistTogglePath.slice(1), "routes/wishlist-toggle.tsx", { id: "wishlist/toggle" }),
  route(currencyPath.slice(1), "routes/currency.tsx", { id: "currency/choose" }),
  // issue 22: the comment forms (decision 052)
  route(commentsActionPath.slice(1), "routes/comments-send.tsx", { id: "comments/send" }),
  route(cookieChoicePath.slice(1), "routes/cookie-choice.tsx", { id: "cookies/choose" }),
  // issue 17: the orders' CSV download (a resource route: no admin bundle)
  route("admin/orders/export.csv", "../admin/routes/admin-orders-export.ts", {
    id: "admin/ordersExport",
  }),
  // issue 21: the newsletter subscribers' CSV download (a resource route: no admin bundle)
  route("admin/newsletter/export.csv", "../admin/routes/admin-newsletter-export.ts", {
    id: "admin/newsletterExport",
  }),
  // issue 21: a form's submissions as CSV and a submission's file (resource routes)
  route("admin/forms/export.csv", "../admin/routes/admin-forms-export.ts", {
    id: "admin/formsExport",
  }),
  route("admin/forms/files/:id", "../admin/routes/admin-forms-file.ts", {
    id: "admin/formsFile",
  }),
  // issue 21: a data subject's export, CSV or JSON (a resource route: no admin bundle)
  route("admin/consent/subject/export", "../admin/routes/admin-subject-export.ts", {
    id: "admin/subjectExport",
  }),
  route("admin/*", "../admin/routes/admin.tsx", { id: "admin" }),
];

export default [...otherRoutes, ...languageLayouts] satisfies RouteConfig;
