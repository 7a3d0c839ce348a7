import { DragOverlay } from "@dnd-kit/core";
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { BuilderDocument } from "#generated/types.ts";
import type { EditModeConfig } from "#src/features/editor-bar/edit-mode.ts";
import { EditorStore } from "../editor/store.ts";
import { type AdminApi, adminApi } from "../api/admin-api.ts";
import { ApiContext } from "./api-context.ts";
import { Announcer } from "./announcer.tsx";
import { Canvas } from "./canvas.tsx";
import { ChecksPanel } from "./checks/checks-panel.tsx";
import { usePageWeight, WeightContext } from "./checks/use-page-weight.ts";
import { BuilderDnd } from "./dnd.tsx";
import { Inspector } from "./inspector/inspector.tsx";
import { Outline } from "./outline.tsx";
import { loadDocument } from "./page-source.ts";
import { ConflictDialog } from "./conflict-dialog.tsx";
import { DocumentSession, editorDoc } from "./document-session.ts";
import { HistoryDialog } from "./history-dialog.tsx";
import { LanguagesDialog } from "./languages-dialog.tsx";
import { PublishBar } from "./publish-bar.tsx";
import { ScheduleDialog } from "./schedule-dialog.tsx";
import { DeletePageDialog, NewPageDialog } from "./page-dialogs.tsx";
import { NewPostDialog } from "./new-post-dialog.tsx";
import { documentErrors, sectionErrors } from "./document-errors.ts";
import { type EditTarget, EditTargetSwitch, type SectionType } from "./edit-target.tsx";
import { typeLabel } from "./labels.ts";
import { InvalidContext } from "./invalid-context.ts";
import { SectionManagerDialog } from "./section-manager.tsx";
import { SettingsDialog } from "./settings-dialog.tsx";
import { SaveTemplateDialog } from "./template-dialog.tsx";
import { Icon } from "./icons.tsx";
import { Palette } from "./palette.tsx";
import { MastersProvider } from "./masters-context.tsx";
import { useShortcuts } from "./shortcuts.ts";
import { useInterfaceCode2, useText, validationTranslate } from "./texts.ts";
import { interfaceMessages } from "./api-messages.ts";
import type { Translate } from "#common/validation-messages.ts";
import { Toolbar } from "./toolbar.tsx";
import { type BuilderDoc, EditorContext, useEditor } from "./use-editor.ts";
import type { Viewport } from "./viewport.ts";
import { dataOf } from "#src/lib/api-client.ts";

type Loading =
  { state: "loading" } | { state: "failed" } | { state: "ready"; remote: BuilderDocument };

/**
 * Edit mode on a live page. The builder is a desktop tool: in a window narrower than it can
 * work in (builder.css: under 900 px) it says so, with the way back to the page, instead of
 * a clipped toolbar.
 */
export function BuilderApp({ config }: { config: EditModeConfig }) {
  const text = useText();
  return (
    <>
      <section className="vb-desktop-only" aria-labelledby="vb-desktop-only-title">
        <h1 id="vb-desktop-only-title">{text("desktopOnly.title")}</h1>
        <p>{text("desktopOnly.text")}</p>
        <a className="vb-button" href={config.path}>
          {text("desktopOnly.back")}
        </a>
      </section>
      <BuilderLoader config={config} />
    </>
  );
}

/** Loads the page's document from the API and opens the builder. */
function BuilderLoader({ config }: { config: EditModeConfig }) {
  const text = useText();
  const [isLoggedOut, setLoggedOut] = useState(false);
  const interfaceCode2 = useInterfaceCode2();
  const api = useMemo(() => {
    const client = adminApi({
      language: config.language,
      site: config.site,
      onLoggedOut: () => setLoggedOut(true),
    });
    // issue 23: its refusals speak the editor's interface language, not the page's
    client.use(interfaceMessages(interfaceCode2));
    return client;
  }, [config, interfaceCode2]);
  const [loading, setLoading] = useState<Loading>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [target, setTarget] = useState<EditTarget>({ kind: "page" });
  useEffect(() => {
    let isCurrent = true;
    const load =
      target.kind === "page"
        ? loadDocument(api, config.path, config.language)
        : dataOf(
            api.GET("/api/v1/admin/builder/documents/{kind}/{key}", { params: { path: target } }),
          );
    load.then(
      (remote) => isCurrent && setLoading({ state: "ready", remote }),
      () => isCurrent && setLoading({ state: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, config.path, config.language, attempt, target]);

  if (loading.state !== "ready") {
    return (
      <div className="vb vb--status">
        {loading.state === "loading" ? (
          <p className="vb-status" role="status">
            <span className="vb-spinner" aria-hidden="true" /> {text("loading")}
          </p>
        ) : (
          <div className="vb-status" role="alert">
            <p>{isLoggedOut ? text("loggedOut") : text("loadFailed")}</p>
            <button
              type="button"
              className="vb-button"
              onClick={() => {
                setLoading({ state: "loading" });
                setAttempt((count) => count + 1);
              }}
            >
              {text("retry")}
            </button>
          </div>
        )}
      </div>
    );
  }
  return (
    <ApiContext value={{ api, language: config.language }}>
      <Workspace
        key={`${loading.remote.kind}:${loading.remote.key}`}
        config={config}
        api={api}
        remote={loading.remote}
        onTarget={(next) => {
          setLoading({ state: "loading" });
          setTarget(next);
        }}
      />
    </ApiContext>
  );
}

/** Every invalid element of the tree, and a section's invalid options. */
function allErrors(doc: BuilderDoc, section: SectionType | undefined, translate: Translate) {
  const errors = documentErrors(doc.elements, translate);
  return section ? [...errors, ...sectionErrors(section, doc.options, translate)] : errors;
}

/**
 * The invalid elements for every canvas frame (InvalidContext). It watches the draft so that
 * the workspace does not: a keystroke re-renders this and what reads the context, not every
 * pane. The same errors keep the same list, so the frames are not redrawn either.
 */
function InvalidProvider({
  section,
  translate,
  children,
}: {
  section: SectionType | undefined;
  translate: Translate;
  children: ReactNode;
}) {
  const doc = useEditor((state) => state.doc);
  const errors = useMemo(() => allErrors(doc, section, translate), [doc, section, translate]);
  const errorsKey = JSON.stringify(errors);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the errors' content
  const invalid = useMemo(() => errors, [errorsKey]);
  return <InvalidContext value={invalid}>{children}</InvalidContext>;
}

/** The page's weight for the publish bar and the checks tab, measured as the draft settles. */
function PageWeightProvider({ path, children }: { path: string; children: ReactNode }) {
  const elements = useEditor((state) => state.doc.elements);
  return <WeightContext value={usePageWeight(path, elements)}>{children}</WeightContext>;
}

function Workspace({
  config,
  api,
  remote,
  onTarget,
}: {
  config: EditModeConfig;
  api: AdminApi;
  remote: BuilderDocument;
  /** Switches to the page or a layout section once this draft is saved. */
  onTarget: (target: EditTarget) => void;
}) {
  const text = useText();
  // spec 6: the builder speaks the editor's interface language; the canvas's content the page's
  const ui = useInterfaceCode2();
  const translate = useMemo(() => validationTranslate(ui), [ui]);
  const section = remote.kind === "section" ? (remote.key as SectionType) : undefined;
  const isPost = remote.kind === "post";
  const target: EditTarget = section ? { kind: "section", key: section } : { kind: "page" };
  const [{ store, session }] = useState(() => {
    const created = new EditorStore<BuilderDoc>(editorDoc(remote), {
      storage: window.localStorage,
    });
    const isSavable = (doc: BuilderDoc) => allErrors(doc, section, translate).length === 0;
    return { store: created, session: new DocumentSession(api, created, remote, isSavable) };
  });
  const [dialog, setDialog] = useState<
    | "history"
    | "settings"
    | "newPage"
    | "newPost"
    | "deletePage"
    | "saveTemplate"
    | "languages"
    | "schedule"
    | "sections"
    | undefined
  >(undefined);
  const closeDialog = () => setDialog(undefined);
  const pageTitle = useSyncExternalStore(store.subscribe, () => store.getState().doc.meta.title);
  const title = section ? typeLabel(section, ui) : pageTitle;
  const [viewport, setViewport] = useState<Viewport>("desktop");
  const [leftTab, setLeftTab] = useState<"palette" | "outline" | "checks">("palette");
  useShortcuts(store);
  return (
    <EditorContext value={store}>
      <MastersProvider>
        <InvalidProvider section={section} translate={translate}>
          <PageWeightProvider path={config.path}>
            <Announcer>
              <BuilderDnd code2={ui}>
                <div className="vb">
                  <Toolbar
                    title={title}
                    closeHref={config.path}
                    viewport={viewport}
                    onViewport={setViewport}
                    pageActions={
                      remote.kind !== "section" && (
                        <>
                          <button
                            type="button"
                            className="vb-button vb-button--ghost"
                            aria-label={text("languages.button", {
                              language: config.code2.toUpperCase(),
                            })}
                            title={text("languages.title")}
                            onClick={() => setDialog("languages")}
                          >
                            <Icon name="languages" /> {config.code2.toUpperCase()}
                          </button>
                          <button
                            type="button"
                            className="vb-icon-button"
                            aria-label={text("toolbar.newPage")}
                            title={text("toolbar.newPage")}
                            onClick={() => setDialog("newPage")}
                          >
                            <Icon name="newPage" />
                          </button>
                          <button
                            type="button"
                            className="vb-icon-button"
                            aria-label={text("toolbar.newPost")}
                            title={text("toolbar.newPost")}
                            onClick={() => setDialog("newPost")}
                          >
                            <Icon name="newPost" />
                          </button>
                          <button
                            type="button"
                            className="vb-icon-button vb-icon-button--danger"
                            aria-label={text(isPost ? "postSettings.delete" : "toolbar.deletePage")}
                            title={text(isPost ? "postSettings.delete" : "toolbar.deletePage")}
                            onClick={() => setDialog("deletePage")}
                          >
                            <Icon name="remove" />
                          </button>
                          {!isPost && (
                            <button
                              type="button"
                              className="vb-button vb-button--ghost"
                              onClick={() => setDialog("saveTemplate")}
                            >
                              {text("templates.save")}
                            </button>
                          )}
                        </>
                      )
                    }
                    onSections={() => setDialog("sections")}
                    targetSwitch={
                      <EditTargetSwitch
                        target={target}
                        code2={ui}
                        onChange={(next) => void session.save().then(() => onTarget(next))}
                      />
                    }
                    actions={
                      <>
                        <PublishBar
                          session={session}
                          code2={ui}
                          onHistory={() => setDialog("history")}
                          onSchedule={() => setDialog("schedule")}
                          {...(section ? {} : { onSettings: () => setDialog("settings") })}
                        />
                      </>
                    }
                  />
                  <div className="vb-panes">
                    <aside className="vb-pane vb-pane--left" aria-label={text("palette.label")}>
                      <div className="vb-tabs" role="tablist">
                        {(["palette", "outline", "checks"] as const).map((tab) => (
                          <button
                            key={tab}
                            type="button"
                            role="tab"
                            id={`vb-tab-${tab}`}
                            aria-selected={leftTab === tab}
                            aria-controls={`vb-panel-${tab}`}
                            className="vb-tabs__tab"
                            onClick={() => setLeftTab(tab)}
                          >
                            {text(`${tab}.label`)}
                          </button>
                        ))}
                      </div>
                      <div
                        className="vb-pane__body"
                        role="tabpanel"
                        id={`vb-panel-${leftTab}`}
                        aria-labelledby={`vb-tab-${leftTab}`}
                      >
                        {leftTab === "palette" && <Palette code2={ui} />}
                        {leftTab === "outline" && <Outline code2={ui} />}
                        {leftTab === "checks" && <ChecksPanel code2={ui} />}
                      </div>
                    </aside>
                    <main className="vb-pane vb-pane--canvas" aria-label={text("canvas.label")}>
                      <Canvas viewport={viewport} code2={ui} />
                    </main>
                    <aside className="vb-pane vb-pane--right" aria-label={text("inspector.label")}>
                      <Inspector code2={ui} {...(section ? { section } : {})} />
                    </aside>
                  </div>
                </div>
                <ConflictDialog session={session} code2={ui} />
                {dialog === "history" && (
                  <HistoryDialog api={api} session={session} code2={ui} onClose={closeDialog} />
                )}
                {dialog === "settings" && <SettingsDialog isPost={isPost} onClose={closeDialog} />}
                {dialog === "sections" && <SectionManagerDialog code2={ui} onClose={closeDialog} />}
                {dialog === "saveTemplate" && <SaveTemplateDialog onClose={closeDialog} />}
                {dialog === "schedule" && (
                  <ScheduleDialog session={session} code2={ui} onClose={closeDialog} />
                )}
                {dialog === "languages" && (
                  <LanguagesDialog
                    remote={session.getState().remote}
                    path={config.path}
                    siteLanguages={config.languages}
                    code2={ui}
                    beforeLeave={() => session.save()}
                    onClose={closeDialog}
                  />
                )}
                {dialog === "newPage" && (
                  <NewPageDialog
                    code2={ui}
                    beforeLeave={() => session.save()}
                    onClose={closeDialog}
                  />
                )}
                {dialog === "newPost" && (
                  <NewPostDialog
                    code2={ui}
                    beforeLeave={() => session.save()}
                    onClose={closeDialog}
                  />
                )}
                {dialog === "deletePage" && (
                  <DeletePageDialog
                    slugMain={remote.key}
                    title={title}
                    isPost={isPost}
                    onClose={closeDialog}
                  />
                )}
                <DragOverlay dropAnimation={null}>
                  <div className="vb-drag-chip" />
                </DragOverlay>
              </BuilderDnd>
            </Announcer>
          </PageWeightProvider>
        </InvalidProvider>
      </MastersProvider>
    </EditorContext>
  );
}
