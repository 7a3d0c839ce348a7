import { ThirdPartiesMark } from "#src/features/site/third-parties-mark.tsx";
import { useEffect } from "react";
import { readCookie } from "#common/cookies.ts";
import {
  analyticsCategory,
  cookieChoiceEvent,
  cookieConsentName,
  parseCookieChoice,
} from "./cookie-consent.ts";

type GtagWindow = Window & { dataLayer?: unknown[] };

/** Google Analytics 4 (gtag.js), once per page: nothing of it exists before this runs. */
function loadGoogleAnalytics(id: string): void {
  if (document.getElementById("vitrina-analytics")) return;
  const target = window as GtagWindow;
  const dataLayer = (target.dataLayer ??= []);
  // gtag.js reads the Arguments object of each call, not an array
  function gtag(..._values: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object
    dataLayer.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", id, { anonymize_ip: true });
  const script = document.createElement("script");
  script.id = "vitrina-analytics";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Removes the analytics cookies (_ga, _ga_<id>) of this host and its parent domains. */
function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split("; ")
    .map((part) => part.split("=", 1)[0] ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_") || name === "_gid");
  const labels = location.hostname.split(".");
  const domains = labels.map((_, at) => labels.slice(at).join(".")).filter((d) => d.includes("."));
  for (const name of names)
    for (const domain of ["", ...domains.map((d) => `; Domain=${d}`)])
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
}

/**
 * The site's analytics (GoogleAnalyticsId), loaded only once the visitor accepted its category
 * on the cookie banner (decision 047): at first on a page whose cookie says so, or the moment the
 * banner reports the choice. A choice without it removes the analytics cookies. The mark names
 * the third party for the page's CSP (server/page-scripts.ts), which lets gtag.js load and report.
 */
export function Analytics({ id }: { id: string }) {
  useEffect(() => {
    const apply = (accepted: readonly string[]) => {
      if (accepted.includes(analyticsCategory)) loadGoogleAnalytics(id);
      else removeAnalyticsCookies();
    };
    const { visitorId, accepted } = parseCookieChoice(
      readCookie(document.cookie, cookieConsentName),
    );
    if (visitorId) apply(accepted);
    const onChoice = (event: Event) => apply((event as CustomEvent<string[]>).detail);
    window.addEventListener(cookieChoiceEvent, onChoice);
    return () => window.removeEventListener(cookieChoiceEvent, onChoice);
  }, [id]);
  return <ThirdPartiesMark names={["analytics"]} />;
}
