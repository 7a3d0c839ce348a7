import { mountEditor } from "../builder/mount-editor.tsx";

/**
 * The admin bundle's route module (src/routes.ts: /admin). Edit mode on a live page imports this
 * same chunk and calls `handle.mountEditor` (src/features/editor-bar/edit-mode-boot.tsx), so
 * builder code loads only there and in the admin area. It travels in `handle` because React
 * Router keeps only route exports in a route's client chunk.
 */
export const handle = { mountEditor };

export default function AdminArea() {
  return <main>admin</main>;
}
