import type { MetaArgs } from "react-router";
import { AdminArea } from "../area/admin-area.tsx";
import { AdminError } from "../area/admin-error.tsx";
import type { AdminAreaData } from "../area/admin-area.server.ts";
import { adminTexts } from "../area/texts.ts";
import { mountReleases } from "../area/mount-releases.tsx";
import { mountEditor } from "../builder/mount-editor.tsx";

export { adminAreaAction as action, adminAreaLoader as loader } from "../area/admin-area.server.ts";

/**
 * The admin bundle's route module (src/routes.ts: /admin/*): the admin area, and the builder's
 * entry. Edit mode on a live page imports this same chunk and calls `handle.mountEditor`
 * (src/features/editor-bar/edit-mode-boot.tsx), so builder code loads only there and in the
 * admin area. It travels in `handle` because React Router keeps only route exports in a route's
 * client chunk. The site's version badge (editor bar) opens the releases modal the same way
 * (`handle.mountReleases`).
 */
export const handle = { mountEditor, mountReleases };

export const meta = ({ loaderData }: MetaArgs) => {
  const data = loaderData as AdminAreaData | undefined;
  return [{ title: adminTexts(data?.code2 ?? "hr").title }, { name: "robots", content: "noindex" }];
};

export default AdminArea;
export const ErrorBoundary = AdminError;
