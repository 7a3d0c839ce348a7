import { atom, type PrimitiveAtom } from "jotai/vanilla";
import type {
  BuilderConflict,
  BuilderDocument,
  BuilderUntranslatedConflict,
} from "#generated/types.ts";
import { toApiError } from "#src/lib/api-error.ts";
import type { AdminApi } from "../api/admin-api.ts";
import type { EditorStore } from "../editor/store.ts";
import { withAllSlots } from "./page-source.ts";
import type { BuilderDoc } from "./use-editor.ts";

export type SaveState = "saved" | "saving" | "unsaved" | "invalid" | "failed" | "conflict";

export type SessionState = {
  save: SaveState;
  /** The draft as the server last answered it (its revision is the base of the next save). */
  remote: BuilderDocument;
  /** A newer draft someone else saved (409): the user reloads it or keeps theirs. */
  conflict: BuilderDocument | undefined;
  /** The server's message of the last failed save or publish. */
  error: string | undefined;
  /**
   * Elements whose texts this language has not translated, from a publish the server refused
   * for them (decision 057): the editor hides them in this language or publishes them as they are.
   */
  untranslated: string[] | undefined;
};

/** What a publish does with the untranslated texts of its language (decision 057). */
export type UntranslatedChoice = "hide" | "confirm";

/** The ids of the elements untranslated in the draft's own language, as the server counted them. */
export const untranslatedOf = (remote: BuilderDocument): string[] =>
  remote.languages.find((state) => state.language_code === remote.language_code)?.untranslated ??
  [];

const sessions = new WeakMap<EditorStore<BuilderDoc>, DocumentSession>();

/** The session of an editor store, for the parts of the builder that only have the store. */
export function sessionOf(store: EditorStore<BuilderDoc>): DocumentSession | undefined {
  return sessions.get(store);
}

/**
 * The editor's document of a server draft: its tree (every slot present) and its meta; a
 * section's options too (mobileOptions are not edited here and stay as the server has them).
 */
export function editorDoc(remote: BuilderDocument): BuilderDoc {
  const doc = { ...withAllSlots(remote.document), meta: remote.meta };
  return remote.kind === "section" ? { ...doc, options: remote.options ?? {} } : doc;
}

/** Autosave waits this long after the last change (typing does not save per key). */
const autosaveMs = 800;

/**
 * The builder's link to the server draft (admin/README.md): debounced autosave with the base
 * revision, publish, and the 409 of a concurrent save, which keeps both versions until the
 * user chooses. Pure TypeScript; its state is a jotai atom in the editor's jotai store, and the
 * UI subscribes.
 */
export class DocumentSession {
  readonly #atom: PrimitiveAtom<SessionState>;
  readonly #api: AdminApi;
  readonly #store: EditorStore<BuilderDoc>;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #saving: Promise<void> | undefined;
  #savedRevision: number;

  readonly #isSavable: (doc: BuilderDoc) => boolean;

  /**
   * `isSavable` is the client's check of every element's props: the server refuses an invalid
   * draft (400), so one is kept here until the marked fields are fixed.
   */
  constructor(
    api: AdminApi,
    store: EditorStore<BuilderDoc>,
    remote: BuilderDocument,
    isSavable: (doc: BuilderDoc) => boolean,
  ) {
    this.#api = api;
    this.#store = store;
    this.#isSavable = isSavable;
    this.#atom = atom<SessionState>({
      save: "saved",
      remote,
      conflict: undefined,
      error: undefined,
      untranslated: undefined,
    });
    sessions.set(store, this);
    this.#savedRevision = store.getState().revision;
    store.subscribe(() => {
      if (store.getState().revision === this.#savedRevision || this.#state.save === "conflict")
        return;
      this.#set({ save: "unsaved" });
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.save(), autosaveMs);
    });
  }

  getState = (): SessionState => this.#store.jotai.get(this.#atom);

  subscribe = (listener: () => void): (() => void) => this.#store.jotai.sub(this.#atom, listener);

  get #state(): SessionState {
    return this.getState();
  }

  #set(next: Partial<SessionState>) {
    this.#store.jotai.set(this.#atom, { ...this.getState(), ...next });
  }

  #key() {
    const { kind, key } = this.#state.remote;
    return { kind, key };
  }

  /** Saves the draft now (one save at a time; changes made meanwhile save right after). */
  async save(): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#saving) await this.#saving;
    const { revision, doc } = this.#store.getState();
    if (revision === this.#savedRevision || this.#state.save === "conflict") return;
    if (!this.#isSavable(doc)) {
      this.#set({ save: "invalid" });
      return;
    }
    this.#saving = this.#send(revision, doc).catch((error: unknown) => {
      this.#set({ save: "failed", error: toApiError({ cause: error }).message });
    });
    await this.#saving;
    this.#saving = undefined;
  }

  async #send(revision: number, doc: BuilderDoc, hidden?: string[]) {
    this.#set({ save: "saving" });
    const { meta, options, ...document } = doc;
    const { mobileOptions } = this.#state.remote;
    const answer = await this.#api.PUT("/api/v1/admin/builder/documents/{kind}/{key}/draft", {
      params: { path: this.#key() },
      body: {
        baseRevision: this.#state.remote.revision,
        document,
        meta,
        ...(hidden ? { hidden } : {}),
        ...(options ? { options } : {}),
        ...(options && mobileOptions ? { mobileOptions } : {}),
      },
    });
    if (answer.data) {
      this.#savedRevision = revision;
      const isCurrent = this.#store.getState().revision === revision;
      this.#set({
        remote: answer.data.data,
        save: isCurrent ? "saved" : "unsaved",
        error: undefined,
      });
      if (!isCurrent) this.#timer = setTimeout(() => void this.save(), autosaveMs);
      return;
    }
    this.#fail(answer.response.status, answer.error);
  }

  /**
   * Hides (or shows again) elements in this language (decision 057): saves the draft with the
   * language's new list of hidden elements.
   */
  async setHidden(id: string, isHidden: boolean): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#saving) await this.#saving;
    const others = this.#state.remote.hidden.filter((each) => each !== id);
    const { revision, doc } = this.#store.getState();
    this.#saving = this.#send(revision, doc, isHidden ? [...others, id] : others).catch(
      (error: unknown) => {
        this.#set({ save: "failed", error: toApiError({ cause: error }).message });
      },
    );
    await this.#saving;
    this.#saving = undefined;
  }

  /** The editor closed the untranslated texts' question without publishing. */
  dismissUntranslated() {
    this.#set({ untranslated: undefined });
  }

  #fail(status: number, body: unknown) {
    if (status === 409 && isUntranslated(body)) {
      this.#set({ untranslated: body.untranslated, error: undefined });
      return;
    }
    if (status === 409 && isConflict(body)) {
      this.#set({ save: "conflict", conflict: body.current, error: undefined });
      return;
    }
    this.#set({
      save: "failed",
      error: toApiError({ body, response: { status, statusText: "" } }).message,
    });
  }

  /** 409: take the other editor's draft (mine is dropped) or keep mine (saved over theirs). */
  resolveConflict(choice: "theirs" | "mine") {
    const current = this.#state.conflict;
    if (!current) return;
    if (choice === "theirs") {
      this.#store.load(editorDoc(current));
      this.#savedRevision = this.#store.getState().revision;
      this.#set({ remote: current, conflict: undefined, save: "saved" });
      return;
    }
    this.#set({
      remote: { ...this.#state.remote, revision: current.revision },
      conflict: undefined,
      save: "unsaved",
    });
    void this.save();
  }

  /**
   * Saves what is pending, then publishes the draft of this language; false when refused. A
   * language with untranslated texts publishes only with a choice what to do with them; without
   * one the server lists them (state.untranslated) and nothing is published.
   */
  async publish(untranslated?: UntranslatedChoice): Promise<boolean> {
    const isPublished = await this.#afterSave(() =>
      this.#api.POST("/api/v1/admin/builder/documents/{kind}/{key}/publish", {
        params: { path: this.#key() },
        body: {
          baseRevision: this.#state.remote.revision,
          ...(untranslated ? { untranslated } : {}),
        },
      }),
    );
    if (isPublished) this.#set({ untranslated: undefined });
    return isPublished;
  }

  /**
   * Saves what is pending, then schedules publishing this language's draft at `at` (as the
   * draft is then); null cancels the schedule. False when refused.
   */
  schedule(at: Date | null): Promise<boolean> {
    return this.#afterSave(() =>
      at
        ? this.#api.PUT("/api/v1/admin/builder/documents/{kind}/{key}/schedule", {
            params: { path: this.#key() },
            body: { baseRevision: this.#state.remote.revision, at: at.toISOString() },
          })
        : this.#api.DELETE("/api/v1/admin/builder/documents/{kind}/{key}/schedule", {
            params: { path: this.#key() },
          }),
    );
  }

  async #afterSave(
    call: () => Promise<{ data?: { data: BuilderDocument }; error?: unknown; response: Response }>,
  ): Promise<boolean> {
    await this.save();
    if (this.#state.save !== "saved") return false;
    const answer = await call();
    if (!answer.data) {
      this.#fail(answer.response.status, answer.error);
      return false;
    }
    this.#set({ remote: answer.data.data, error: undefined });
    return true;
  }

  /** A document from the server replaces the editor's (restore of a version). */
  replace(remote: BuilderDocument) {
    this.#store.load(editorDoc(remote));
    this.#savedRevision = this.#store.getState().revision;
    this.#set({ remote, save: "saved", conflict: undefined, error: undefined });
  }
}

function isUntranslated(body: unknown): body is BuilderUntranslatedConflict {
  return typeof body === "object" && body !== null && "untranslated" in body;
}

function isConflict(body: unknown): body is BuilderConflict {
  return typeof body === "object" && body !== null && "current" in body;
}
