import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { RootData } from "#src/features/site/root.server.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import { cartPath } from "./cart-paths.ts";
import { scriptField, type CartActionData } from "./cart-result.ts";

/** Intents whose success is told by a toast (spec 8); an add decides by the addition behaviour. */
const toastedOnSuccess = new Set([
  "delete",
  "applyCoupon",
  "removeCoupon",
  "memberCard",
  "instructions",
]);

/**
 * A cart form once hydrated: it posts the same fields as without JavaScript, through a fetcher
 * (the page stays, every loader revalidates: the header count, the modal, the page), marked
 * `client=script` so the action answers with data. Its answer is toasted once (spec 8); the
 * server's notices (a quantity capped, a coupon removed) as info toasts; `onResult` sees it too.
 */
export function useCartPost({
  key,
  onResult,
}: {
  key?: string;
  onResult?: (data: CartActionData) => void;
} = {}) {
  const fetcher = useFetcher<CartActionData>(key ? { key } : undefined);
  const root = useRouteLoaderData<RootData>("root");
  const action = cartPath(root?.language ?? "hrv");
  const show = useToast();
  const handled = useRef<CartActionData | undefined>(undefined);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const { data, state } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    // a bundle to customize opens its modal instead (use-add-result.ts)
    if (!data.isOk && !data.customize) show({ kind: data.kind, message: data.message });
    else if (toastedOnSuccess.has(data.intent)) show({ kind: "success", message: data.message });
    for (const notice of data.notices) show({ kind: "info", message: notice });
    onResultRef.current?.(data);
  }, [data, state, show]);

  const submit = (formData: FormData) => {
    formData.set(scriptField.name, scriptField.value);
    void fetcher.submit(formData, { method: "post", action, preventScrollReset: true });
  };
  /** A form's submit handler: its fields and the pressed button's intent, through the fetcher. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(new FormData(event.currentTarget, submitter));
  };
  return {
    action,
    submit,
    onSubmit,
    isBusy: state !== "idle",
    /** The intent on its way, while it is. */
    pending: state === "idle" ? undefined : fetcher.formData?.get("intent"),
    data: state === "idle" ? data : undefined,
  };
}
