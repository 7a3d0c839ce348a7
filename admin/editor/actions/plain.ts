import { current, type Draft, isDraft } from "immer";

/** A plain copy of a value that may be an immer draft (structuredClone cannot read a draft). */
export function plain<T>(value: T): T {
  return isDraft(value) ? current<T>(value as Draft<T>) : value;
}
