import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { languages } from "#generated/languages.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { screenPaths } from "./screens.ts";
import { adminTexts } from "./texts.ts";
import "./admin-area.css";

/**
 * The admin area's error page: an unknown /admin/… path (404) or a failed screen, in the admin's
 * own look with the ways back, instead of the site's last-resort "error page failed" text.
 */
export function AdminError() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootData>("root");
  const texts = adminTexts(root ? languages[root.language].code2 : "hr");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="admin-area admin-area--error">
      <main className="admin-area__main admin-screen admin-error">
        <p className="admin-error__status">{status}</p>
        <h1>{status === 404 ? texts.notFound : texts.screenFailed}</h1>
        <p>{status === 404 ? texts.notFoundIntro : texts.screenFailedIntro}</p>
        <p className="admin-error__ways">
          <a className="admin-button" href={screenPaths.pages}>
            {texts.backToAdmin}
          </a>
          <a className="admin-button admin-button--quiet" href="/">
            {texts.backToSite}
          </a>
        </p>
      </main>
    </div>
  );
}
