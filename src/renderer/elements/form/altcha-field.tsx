import type {} from "altcha/types/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";

type AltchaWidget = HTMLElement & { configure: (options: Record<string, unknown>) => void };

/** The widget's texts (its i18n keys), read from the page's `elements.form.altcha`. */
const altchaKeys = [
  "label",
  "loading",
  "verify",
  "verifying",
  "verified",
  "verificationRequired",
  "waitAlert",
  "error",
  "expired",
  "reload",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "getAudioChallenge",
  "ariaLinkLabel",
  "footer",
] as const;

/** Where a fresh signed challenge comes from (spec 7 form challenge, issue 21). */
const challengeUrl = "/api/v1/cms/form/challenge";

type AltchaGlobal = { i18n: { set: (code2: string, texts: Record<string, string>) => void } };

/** The widget's script, loaded once, only when needed, with its texts in the page's language. */
async function loadAltcha(code2: string, texts: Record<string, string>): Promise<void> {
  await import("altcha");
  (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.i18n.set(code2, texts);
}

/** The API answers {data: {kind, challenge}}; the widget wants the challenge itself. */
const challengeFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body = (await response.json()) as { data?: { challenge?: unknown } };
  return new Response(JSON.stringify(body.data?.challenge ?? null), {
    status: response.status,
    headers: { "content-type": "application/json" },
  });
};

/**
 * The form's ALTCHA (issue 21): a proof of work the browser solves, no third party, no cookie.
 * The widget's script loads lazily once the page runs, solves when the visitor starts on the
 * form, and its solution goes with the form as `altcha`.
 */
export function AltchaField({ code2 }: { code2: string }) {
  const { t } = useTranslation("elements");
  // read through the page's texts: importing every language's would load them all on every page
  const texts = useMemo(
    () => Object.fromEntries(altchaKeys.map((key) => [key, t(`form.altcha.${key}`)])),
    [t],
  );
  const ref = useRef<AltchaWidget>(null);
  const [isReady, setReady] = useState(false);
  const [payload, setPayload] = useState("");
  useEffect(() => {
    let isCancelled = false;
    void loadAltcha(code2, texts).then(() => {
      if (!isCancelled) setReady(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [code2, texts]);
  useEffect(() => {
    const widget = ref.current;
    if (!isReady || !widget) return;
    widget.configure({
      challenge: challengeUrl,
      fetch: challengeFetch,
      name: "_altcha",
      auto: "onfocus",
      language: code2,
      hideFooter: true,
    });
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      setPayload(detail.state === "verified" ? (detail.payload ?? "") : "");
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, [isReady, code2]);
  return (
    <div className="form-el__captcha">
      <input type="hidden" name="altcha" value={payload} />
      {/* until its script runs, form.tsx WithoutScript says what happens without it */}
      {isReady && <altcha-widget ref={ref} />}
    </div>
  );
}
