import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { EditModeConfig } from "#src/features/editor-bar/edit-mode.ts";
import { languages } from "#src/lib/languages.ts";
import { loadTexts } from "#src/lib/texts.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { adminApi } from "../api/admin-api.ts";
import { BuilderApp } from "./builder-app.tsx";
import { InterfaceLanguageContext, loadInterfaceCode2 } from "./texts.ts";
import { answerCanvasWidth } from "./container-queries.ts";
import "./builder.css";

/**
 * Starts the builder over a live page (edit mode, src/features/editor-bar/edit-mode-boot.tsx):
 * its own React root and language, independent of how (or whether) the page hydrated. It starts
 * once its language's validation messages are here (a piece of the texts the page itself may not
 * have read: src/lib/texts.ts). Its own texts speak the editor's interface language (spec 6
 * admin locale, the user's setting), the canvas the page's.
 */
export async function mountEditor(config: EditModeConfig) {
  const { code2 } = languages[config.language];
  const api = adminApi({ language: config.language, site: config.site, onLoggedOut: () => {} });
  const interfaceCode2 = await loadInterfaceCode2(api, code2);
  await Promise.all([loadTexts(code2, ["validation"]), loadTexts(interfaceCode2, ["validation"])]);
  answerCanvasWidth(document.styleSheets);
  document.documentElement.classList.add("vb-editing");
  const host = document.createElement("div");
  host.id = "vitrina-builder";
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <LanguageProvider language={code2}>
        <InterfaceLanguageContext value={interfaceCode2}>
          <BuilderApp config={config} />
        </InterfaceLanguageContext>
      </LanguageProvider>
    </StrictMode>,
  );
}
