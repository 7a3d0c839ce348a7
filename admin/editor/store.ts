import { atom, createStore, type PrimitiveAtom } from "jotai/vanilla";
import type { ElementNode } from "#generated/types.ts";
import { copyToClipboard, paste, readClipboard } from "./actions/clipboard.ts";
import { createNode } from "./actions/create-node.ts";
import { duplicate } from "./actions/duplicate.ts";
import { insert } from "./actions/insert.ts";
import { move } from "./actions/move.ts";
import { remove } from "./actions/remove.ts";
import { type PropsTarget, updateProps } from "./actions/update-props.ts";
import { type SectionDoc, updateOptions } from "./actions/update-options.ts";
import { detach, makeInstance } from "./actions/master-instance.ts";
import { change, type History, record, redo, undo } from "./history.ts";
import { normaliseSelection, select, type SelectMode } from "./selection.ts";
import type { EditorDoc, Location } from "./tree.ts";

export type EditorState<D extends EditorDoc = EditorDoc> = {
  doc: D;
  selection: string[];
  history: History;
  /** Bumped by every change of the document (autosave watches it). */
  revision: number;
};

/** The jotai store that holds the builder's client state (this editor's and its session's). */
export type ClientStore = ReturnType<typeof createStore>;

/**
 * The builder's state: the document, the selection and a patch-based undo history, one jotai
 * atom in the builder's jotai store (it outlives the components that show it). Pure TypeScript
 * (no React): the UI reads it through useSyncExternalStore over the store's subscription; every
 * action is one function in actions/ with its test beside it.
 */
export class EditorStore<D extends EditorDoc = EditorDoc> {
  readonly jotai: ClientStore;
  readonly #atom: PrimitiveAtom<EditorState<D>>;
  readonly #storage: Storage | undefined;

  constructor(doc: D, { storage, jotai }: { storage?: Storage; jotai?: ClientStore } = {}) {
    this.jotai = jotai ?? createStore();
    this.#atom = atom<EditorState<D>>({
      doc,
      selection: [],
      history: { past: [], future: [] },
      revision: 0,
    });
    this.#storage = storage;
  }

  getState = (): EditorState<D> => this.jotai.get(this.#atom);

  subscribe = (listener: () => void): (() => void) => this.jotai.sub(this.#atom, listener);

  get #state(): EditorState<D> {
    return this.getState();
  }

  #set(next: Partial<EditorState<D>>) {
    this.jotai.set(this.#atom, { ...this.getState(), ...next });
  }

  /** Runs one action as one undo step; the selection becomes what it returns. */
  #run<R extends { ids: string[] }>(action: (doc: D) => R, mergeKey?: string): R {
    const { doc, patches, inverse, result } = change(this.#state.doc, action);
    if (patches.length === 0) return result;
    const history = record(this.#state.history, {
      patches,
      inverse,
      selection: this.#state.selection,
      mergeKey,
    });
    this.#set({
      doc,
      history,
      selection:
        result.ids.length > 0 ? result.ids : normaliseSelection(doc, this.#state.selection),
      revision: this.#state.revision + 1,
    });
    return result;
  }

  /** A document from the server (load, reload, restore): history starts anew. */
  load(doc: D) {
    this.#set({
      doc,
      selection: normaliseSelection(doc, this.#state.selection),
      history: { past: [], future: [] },
      revision: this.#state.revision + 1,
    });
  }

  /** Changes settings or other parts of the document besides the tree, as one undo step. */
  edit(recipe: (doc: D) => void, mergeKey?: string) {
    this.#run((doc) => {
      recipe(doc);
      return { ids: [] };
    }, mergeKey);
  }

  insertType(type: string, to: Location) {
    return this.#run((doc) => insert(doc, { nodes: [createNode(type)], to }));
  }

  insertNodes(nodes: ElementNode[], to: Location) {
    return this.#run((doc) => insert(doc, { nodes, to }));
  }

  move(ids: string[], to: Location) {
    return this.#run((doc) => move(doc, { ids: normaliseSelection(doc, ids), to }));
  }

  remove(ids: string[]) {
    return this.#run((doc) => remove(doc, { ids: normaliseSelection(doc, ids) }));
  }

  duplicate(ids: string[]) {
    return this.#run((doc) => duplicate(doc, { ids: normaliseSelection(doc, ids) }));
  }

  updateProps(id: string, props: Record<string, unknown>, target: PropsTarget) {
    return this.#run((doc) => updateProps(doc, { id, props, target }), `props:${target}:${id}`);
  }

  /** A layout section's own props (its options), as one undo step while typing. */
  updateOptions(options: Record<string, unknown>) {
    return this.#run((doc) => updateOptions(doc as D & SectionDoc, { options }), "options");
  }

  /** The element saved as a master becomes an instance of it. */
  makeInstance(id: string, masterId: number) {
    return this.#run((doc) => makeInstance(doc, { id, masterId }));
  }

  /** An instance becomes a plain copy of its master's tree (`element`, as the server has it). */
  detach(id: string, element: ElementNode) {
    return this.#run((doc) => detach(doc, { id, element }));
  }

  /** Copies the selection to the clipboard (localStorage: other pages and tabs paste it). */
  copy(ids: string[]): number {
    if (!this.#storage) return 0;
    return copyToClipboard(
      this.#state.doc,
      normaliseSelection(this.#state.doc, ids),
      this.#storage,
    );
  }

  hasClipboard(): boolean {
    return this.#storage ? readClipboard(this.#storage).length > 0 : false;
  }

  paste(to: Location) {
    const nodes = this.#storage ? readClipboard(this.#storage) : [];
    if (nodes.length === 0) return { ids: [] };
    return this.#run((doc) => paste(doc, { nodes, to }));
  }

  select(id: string | null, mode: SelectMode = "replace") {
    this.#set({ selection: id === null ? [] : select(this.#state.selection, id, mode) });
  }

  undo(): boolean {
    const result = undo(this.#state.doc, this.#state.history);
    if (!result) return false;
    this.#set({
      doc: result.doc,
      history: result.history,
      selection: normaliseSelection(result.doc, result.selection),
      revision: this.#state.revision + 1,
    });
    return true;
  }

  redo(): boolean {
    const result = redo(this.#state.doc, this.#state.history);
    if (!result) return false;
    this.#set({
      doc: result.doc,
      history: result.history,
      selection: normaliseSelection(result.doc, this.#state.selection),
      revision: this.#state.revision + 1,
    });
    return true;
  }
}
