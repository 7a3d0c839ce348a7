import { useEffect } from "react";
import type { EditorStore } from "../editor/store.ts";
import { EditorError, locate } from "../editor/tree.ts";
import type { BuilderDoc } from "./use-editor.ts";

/** Typing in a field keeps its own keys (undo inside the field, Delete a character). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * A dialog keeps its keys: Delete or Ctrl+Z there never change the page behind it. While a
 * modal dialog is open the page is inert, whatever has the focus: when the focused button went
 * away (disabled while its request runs), keys reach the page's body, and Escape there would
 * clear the selection and close the inspector with every dialog opened from it, leaving focus
 * on the page; it belongs to the dialog (the browser closes the topmost one).
 */
const isInDialog = (target: EventTarget | null) =>
  (target instanceof Element && target.closest("dialog") !== null) ||
  document.querySelector("dialog:modal") !== null;

/**
 * Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) undo and redo; with a selection: Delete removes, Ctrl+D
 * duplicates, Ctrl+C copies, Ctrl+V pastes after it; Escape clears the selection.
 */
export function useShortcuts(store: EditorStore<BuilderDoc>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || isInDialog(event.target)) return;
      const { selection, doc } = store.getState();
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const run = (action: () => unknown) => {
        event.preventDefault();
        try {
          action();
        } catch (error) {
          if (!(error instanceof EditorError)) throw error;
        }
      };
      if (mod && key === "z") run(() => (event.shiftKey ? store.redo() : store.undo()));
      else if (mod && key === "y") run(() => store.redo());
      else if (event.key === "Escape" && selection.length > 0) run(() => store.select(null));
      else if (selection.length === 0) return;
      else if (event.key === "Delete" || event.key === "Backspace")
        run(() => store.remove(selection));
      else if (mod && key === "d") run(() => store.duplicate(selection));
      else if (mod && key === "c") run(() => store.copy(selection));
      else if (mod && key === "v") {
        const found = locate(doc, selection.at(-1) ?? "");
        if (found) run(() => store.paste({ ...found.location, index: found.location.index + 1 }));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store]);
}
