import type { FormField, FormProps } from "#generated/types.ts";

/** A field's label in the form's language (its `labels`), else its name. */
export function fieldLabel(props: Pick<FormProps, "labels">, name: string): string {
  return props.labels?.find((label) => label.field === name)?.label ?? name;
}

/** The texts of a select or checkboxes field's options, in order: a missing one is its value. */
export function optionLabels(props: Pick<FormProps, "labels">, field: FormField): string[] {
  if (field.type !== "select" && field.type !== "checkboxes") return [];
  const texts = props.labels?.find((label) => label.field === field.name)?.options ?? [];
  return field.options.map((value, index) => texts[index] || value);
}

/** A submitted value as one line of text (lists joined), for mails, lists and CSV. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

/** The types a file field takes when its accept list is not set. */
export const defaultFileAccept = ["image/jpeg", "image/png", "application/pdf"] as const;
