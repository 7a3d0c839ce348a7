import { createContext, useContext } from "react";
import type { AdminApi } from "../api/admin-api.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/** The builder's API client and the language of the page being edited. */
export const ApiContext = createContext<{ api: AdminApi; language: LanguageCode } | null>(null);

/** The builder's API and language; only inside the builder (BuilderApp provides them). */
export function useApiContext() {
  const context = useContext(ApiContext);
  if (!context) throw new Error("this part of the builder needs its ApiContext");
  return context;
}
