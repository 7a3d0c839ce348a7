import { useNavigation } from "react-router";

/** A form's button, busy (and ignoring further presses) while its form is on its way (spec 4). */
export function SubmitButton({
  intent,
  label,
  danger,
  ariaLabel,
}: {
  intent: string;
  label: string;
  danger?: boolean;
  /** A name for a screen reader where the label repeats (one "Remove" per row). */
  ariaLabel?: string;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`admin-button${danger ? " admin-button--danger" : ""}`}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      aria-label={ariaLabel}
    >
      {label}
    </button>
  );
}
