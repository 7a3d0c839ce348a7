import type { MetaArgs } from "react-router";
import { AdminLoginView } from "#src/features/auth/admin-login-view.tsx";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";

export {
  adminLoginAction as action,
  adminLoginLoader as loader,
} from "#src/features/auth/admin-login.server.ts";

export const meta = ({ matches }: MetaArgs) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(languages[root?.language ?? "hrv"].code2).auth;
  return [
    { title: pageTitle({ title: texts.login.title, brand: root?.brand }) },
    { name: "robots", content: "noindex" },
  ];
};

export default AdminLoginView;
