import { createContext, useContext, useSyncExternalStore } from "react";
import type { BuilderDocumentMeta, PageDocument } from "#generated/types.ts";
import type { EditorState, EditorStore } from "../editor/store.ts";

/**
 * The document the builder edits: a page's tree and settings, and its meta (title, slug, SEO);
 * a layout section's parts and its own props (options).
 */
export type BuilderDoc = PageDocument & {
  meta: BuilderDocumentMeta;
  options?: Record<string, unknown>;
};

export const EditorContext = createContext<EditorStore<BuilderDoc> | null>(null);

export function useStore(): EditorStore<BuilderDoc> {
  const store = useContext(EditorContext);
  if (!store) throw new Error("useStore outside <EditorContext>");
  return store;
}

/** A slice of the editor state; the component re-renders when that slice changes. */
export function useEditor<T>(pick: (state: EditorState<BuilderDoc>) => T): T {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => pick(store.getState()));
}
