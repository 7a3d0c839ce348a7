import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { EditModeConfig } from "#src/features/editor-bar/edit-mode.ts";
import { createI18n } from "#src/lib/i18n.ts";
import { BuilderApp } from "./builder-app.tsx";
import { answerCanvasWidth } from "./container-queries.ts";
import { editorResources } from "./texts.ts";
import "./builder.css";

/**
 * Starts the builder over a live page (edit mode, src/features/editor-bar/edit-mode-boot.tsx):
 * its own React root and i18next, independent of how (or whether) the page hydrated.
 */
export function mountEditor(config: EditModeConfig) {
  const i18n = createI18n(config.language);
  for (const [code2, texts] of Object.entries(editorResources))
    i18n.addResourceBundle(code2, "editor", texts);
  answerCanvasWidth(document.styleSheets);
  document.documentElement.classList.add("vb-editing");
  const host = document.createElement("div");
  host.id = "vitrina-builder";
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BuilderApp config={config} />
      </I18nextProvider>
    </StrictMode>,
  );
}
