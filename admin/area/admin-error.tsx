import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { languages } from "#generated/languages.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { InterfaceLanguage } from "./interface-language.tsx";
import { adminLocaleMissing, screenPaths } from "./screens.ts";
import { adminTexts } from "./texts.ts";
import "./admin-area.css";

/**
 * The admin area's error page: an unknown /admin/… path (404) or a failed screen, in the admin's
 * own look with the ways back, instead of the site's last-resort "error page failed" text. A
 * user without an admin locale (spec 6: an error) chooses one here and the area opens.
 */
export function AdminError() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootData>("root");
  const texts = adminTexts(root ? languages[root.language].code2 : "hr");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (isRouteErrorResponse(error) && error.data === adminLocaleMissing) {
    return (
      <div className="admin-area admin-area--error">
        <main className="admin-area__main admin-screen admin-error">
          <h1>{texts.localeMissing}</h1>
          <p>{texts.localeMissingIntro}</p>
          <InterfaceLanguage texts={texts} current={undefined} />
        </main>
      </div>
    );
  }
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
