import { useEffect, useState } from "react";
import type { BuilderVersion } from "#generated/types.ts";
import { RenderTree } from "#src/renderer/render-tree.tsx";
import { MemoryRouter } from "react-router";
import type { AdminApi } from "../api/admin-api.ts";
import { useAnnounce } from "./announcer.tsx";
import { Dialog } from "./dialog.tsx";
import type { DocumentSession } from "./document-session.ts";
import { useText } from "./texts.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The page's published versions (author, time): view one, or restore it as the draft. */
export function HistoryDialog({
  api,
  session,
  code2,
  onClose,
}: {
  api: AdminApi;
  session: DocumentSession;
  code2: string;
  onClose: () => void;
}) {
  const text = useText();
  const announce = useAnnounce();
  const { kind, key, revision } = session.getState().remote;
  const [versions, setVersions] = useState<BuilderVersion[] | undefined>(undefined);
  const [viewed, setViewed] = useState<BuilderVersion | undefined>(undefined);
  useEffect(() => {
    dataOf(
      api.GET("/api/v1/admin/builder/documents/{kind}/{key}/versions", {
        params: { path: { kind, key } },
      }),
    ).then(setVersions, () => setVersions([]));
  }, [api, kind, key]);
  const view = async (number: number) =>
    setViewed(
      await dataOf(
        api.GET("/api/v1/admin/builder/documents/{kind}/{key}/versions/{number}", {
          params: { path: { kind, key, number } },
        }),
      ),
    );
  const restore = async (number: number) => {
    await session.save();
    const restored = await dataOf(
      api.POST("/api/v1/admin/builder/documents/{kind}/{key}/versions/{number}/restore", {
        params: { path: { kind, key, number } },
        body: { baseRevision: session.getState().remote.revision ?? revision },
      }),
    );
    session.replace(restored);
    announce(text("history.restored", { number }));
    onClose();
  };
  return (
    <Dialog
      title={text("history.title")}
      onClose={onClose}
      actions={
        <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
          {text("history.close")}
        </button>
      }
    >
      {versions === undefined && <span className="vb-spinner" aria-hidden="true" />}
      {versions?.length === 0 && <p className="vb-muted">{text("history.empty")}</p>}
      <ol className="vb-history">
        {versions?.map((version) => (
          <li
            key={version.number}
            className="vb-history__item"
            data-viewed={viewed?.number === version.number || undefined}
          >
            <div>
              <strong>{text("history.version", { number: version.number })}</strong> ·{" "}
              {version.meta.title}
              <div className="vb-muted">
                {text("history.by", {
                  name: version.author?.name ?? "—",
                  time: new Date(version.created_at).toLocaleString(code2),
                })}
              </div>
            </div>
            <div className="vb-history__actions">
              <button
                type="button"
                className="vb-button vb-button--ghost"
                onClick={() => void view(version.number)}
              >
                {text("history.view")}
              </button>
              <button
                type="button"
                className="vb-button"
                onClick={() => void restore(version.number)}
              >
                {text("history.restore")}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {viewed?.document && (
        <div
          className="vb-history__preview"
          aria-label={text("history.version", { number: viewed.number })}
        >
          <MemoryRouter>
            <RenderTree nodes={viewed.document.elements} isDev={false} />
          </MemoryRouter>
        </div>
      )}
    </Dialog>
  );
}
