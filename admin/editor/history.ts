import { applyPatches, enablePatches, type Patch, produceWithPatches } from "immer";
import type { EditorDoc } from "./tree.ts";

enablePatches();

/** One undoable change: the patches that made it and their inverse (never whole snapshots). */
export type HistoryEntry = {
  patches: Patch[];
  inverse: Patch[];
  /** The selection before the change, restored by undo. */
  selection: string[];
  /** Changes with the same key in a row (typing in one field) merge into one entry. */
  mergeKey: string | undefined;
  at: number;
};

export type History = { past: HistoryEntry[]; future: HistoryEntry[] };

/** Typing into one field merges into one undo step while the pauses stay under this. */
const mergeWindowMs = 1000;
/** Older steps are forgotten past this many. */
const maxEntries = 200;

/** Runs an action on the document: the new document, its patches, and what the action returned. */
export function change<D extends EditorDoc, R>(
  doc: D,
  action: (draft: D) => R,
): { doc: D; patches: Patch[]; inverse: Patch[]; result: R } {
  let result!: R;
  const [next, patches, inverse] = produceWithPatches(doc, (draft) => {
    result = action(draft as D);
  });
  return { doc: next, patches, inverse, result };
}

/** The history after a change: a new entry, or merged into the last one. */
export function record(
  history: History,
  entry: Omit<HistoryEntry, "at">,
  now = Date.now(),
): History {
  if (entry.patches.length === 0) return history;
  const last = history.past.at(-1);
  if (last && entry.mergeKey && last.mergeKey === entry.mergeKey && now - last.at < mergeWindowMs) {
    const merged: HistoryEntry = {
      ...last,
      patches: [...last.patches, ...entry.patches],
      inverse: [...entry.inverse, ...last.inverse],
      at: now,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  return { past: [...history.past, { ...entry, at: now }].slice(-maxEntries), future: [] };
}

/** Undoes the last change: its inverse patches applied; undefined when there is nothing. */
export function undo<D extends EditorDoc>(doc: D, history: History) {
  const entry = history.past.at(-1);
  if (!entry) return undefined;
  return {
    doc: applyPatches(doc, entry.inverse),
    history: { past: history.past.slice(0, -1), future: [entry, ...history.future] },
    selection: entry.selection,
  };
}

/** Redoes the last undone change. */
export function redo<D extends EditorDoc>(doc: D, history: History) {
  const entry = history.future[0];
  if (!entry) return undefined;
  return {
    doc: applyPatches(doc, entry.patches),
    history: {
      past: [...history.past, { ...entry, mergeKey: undefined }],
      future: history.future.slice(1),
    },
  };
}
