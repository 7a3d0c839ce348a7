import type { MetaArgs } from "react-router";
import { layoutMeta } from "#src/features/layout/layout-meta.ts";
import { LayoutErrorBoundary, MainLayout } from "#src/features/layout/main-layout.tsx";

export { layoutLoader as loader } from "#src/features/layout/layout.server.ts";

export const meta = (args: MetaArgs) => layoutMeta(args);

export function ErrorBoundary() {
  return <LayoutErrorBoundary />;
}

export default MainLayout;
