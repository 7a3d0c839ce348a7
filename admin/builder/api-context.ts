import { createContext } from "react";
import type { ApiClient } from "#src/lib/api-client.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/** The builder's API client and the language of the page being edited. */
export const ApiContext = createContext<{ api: ApiClient; language: LanguageCode } | null>(null);
