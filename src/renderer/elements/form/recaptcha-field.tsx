import { ThirdPartiesMark } from "#src/features/site/third-parties-mark.tsx";
import { useEffect, useRef } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";

type Grecaptcha = {
  ready: (run: () => void) => void;
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  execute: (widget: number) => void;
  reset: (widget: number) => void;
};

/** Google's script, once per page (spec 7: a recaptcha script loads from a third party). */
function loadRecaptcha(code2: string): Promise<Grecaptcha> {
  const target = window as Window & { grecaptcha?: Grecaptcha };
  if (target.grecaptcha) return Promise.resolve(target.grecaptcha);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(code2)}`;
    script.async = true;
    script.onload = () => target.grecaptcha?.ready(() => resolve(target.grecaptcha as Grecaptcha));
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.append(script);
  });
}

/**
 * reCAPTCHA v2 invisible (spec 5, 9: the default version), used instead of ALTCHA when the site
 * has a site key and the server its secret (issue 21). Rendered into the form, Google's widget
 * adds its `g-recaptcha-response` field there; it runs when the visitor starts on the form and
 * again when its answer expires. The mark names Google for the page's CSP (page-scripts.ts).
 */
export function RecaptchaField({ siteKey, code2 }: { siteKey: string; code2: string }) {
  const { t } = useTranslation("elements");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const form = element?.closest("form");
    if (!element || !form) return;
    let widget: number | undefined;
    let api: Grecaptcha | undefined;
    const run = () => {
      if (api && widget !== undefined) api.execute(widget);
    };
    void loadRecaptcha(code2).then((loaded) => {
      api = loaded;
      widget = loaded.render(element, {
        sitekey: siteKey,
        size: "invisible",
        "expired-callback": run,
      });
      if (form.contains(document.activeElement)) run();
    });
    form.addEventListener("focusin", run, { once: true });
    return () => form.removeEventListener("focusin", run);
  }, [siteKey, code2]);
  return (
    <div className="form-el__captcha">
      <ThirdPartiesMark names={["recaptcha"]} />
      <input type="hidden" name="_recaptchaKey" value={siteKey} />
      <div ref={ref} />
      <p className="form-el__hint">{t("form.recaptchaNote")}</p>
    </div>
  );
}
