// The wallet sandbox's buttons script (GET /sandbox/wallet/sdk.js): `window.paypal.Buttons`, as
// PayPal's JS SDK offers it, drawing one button whose approval is a dialog in the page. The
// program below runs in the browser: the server sends its source (Function#toString, which on
// Node's type stripping is the file's own text with the types blanked) with its settings. So it
// must stay self-contained: nothing from outside its body, no import, no helper a compiler adds.

/** What the script's address asks for (`currency`, `intent`, `vault`) and where the sandbox is. */
export type WalletButtonsConfig = {
  /** The sandbox's path on the script's own origin, `/sandbox/wallet`. */
  base: string;
  currency: string;
  intent: "capture" | "subscription";
  vault: boolean;
};

export function walletButtonsProgram(config: WalletButtonsConfig): void {
  type Lang = "hr" | "en" | "de";
  type Texts = Record<
    | "title"
    | "notice"
    | "loading"
    | "amount"
    | "plan"
    | "planId"
    | "quantity"
    | "shipping"
    | "buyer"
    | "approve"
    | "subscribe"
    | "cancel",
    string
  >;
  type Interval = "DAY" | "WEEK" | "MONTH" | "YEAR";
  type Plural = "one" | "few" | "other";
  type Summary = {
    id: string;
    kind: "order" | "subscription";
    status: string;
    /** An order's amount, or what each cycle of a subscription costs. */
    value?: string;
    currency?: string;
    planId?: string;
    planName?: string;
    quantity?: string;
    shipping?: string;
    interval?: Interval;
    intervalCount?: number;
  };
  type Approval = { payerId: string };
  type Options = {
    style?: { color?: string; shape?: string };
    createOrder?: (data: Record<string, unknown>) => unknown;
    createSubscription?: (data: Record<string, unknown>) => unknown;
    onApprove?: (data: Record<string, string>) => unknown;
    onCancel?: (data: Record<string, string>) => unknown;
    onError?: (error: unknown) => unknown;
  };

  const texts: Record<Lang, Texts> = {
    hr: {
      title: "Plaćanje novčanikom (testno okruženje)",
      notice: "Ovo je testni novčanik: ništa se stvarno ne naplaćuje.",
      loading: "Učitavanje…",
      amount: "Iznos",
      plan: "Plan",
      planId: "Oznaka plana",
      quantity: "Količina",
      shipping: "Dostava",
      buyer: "Kupac",
      approve: "Odobri plaćanje",
      subscribe: "Odobri pretplatu",
      cancel: "Odustani",
    },
    en: {
      title: "Wallet payment (test environment)",
      notice: "This is a test wallet: nothing is really charged.",
      loading: "Loading…",
      amount: "Amount",
      plan: "Plan",
      planId: "Plan ID",
      quantity: "Quantity",
      shipping: "Shipping",
      buyer: "Buyer",
      approve: "Approve payment",
      subscribe: "Approve subscription",
      cancel: "Cancel",
    },
    de: {
      title: "Zahlung mit der Wallet (Testumgebung)",
      notice: "Dies ist eine Test-Wallet: Es wird nichts wirklich abgebucht.",
      loading: "Wird geladen …",
      amount: "Betrag",
      plan: "Tarif",
      planId: "Tarif-ID",
      quantity: "Menge",
      shipping: "Versand",
      buyer: "Käufer",
      approve: "Zahlung freigeben",
      subscribe: "Abonnement freigeben",
      cancel: "Abbrechen",
    },
  };
  // a cycle's length, "39,00 € / mjesec" or "39,00 € / 3 mjeseca": the unit by its plural form
  const units: Record<Lang, Record<Interval, Record<Plural, string>>> = {
    hr: {
      DAY: { one: "dan", few: "dana", other: "dana" },
      WEEK: { one: "tjedan", few: "tjedna", other: "tjedana" },
      MONTH: { one: "mjesec", few: "mjeseca", other: "mjeseci" },
      YEAR: { one: "godina", few: "godine", other: "godina" },
    },
    en: {
      DAY: { one: "day", few: "days", other: "days" },
      WEEK: { one: "week", few: "weeks", other: "weeks" },
      MONTH: { one: "month", few: "months", other: "months" },
      YEAR: { one: "year", few: "years", other: "years" },
    },
    de: {
      DAY: { one: "Tag", few: "Tage", other: "Tage" },
      WEEK: { one: "Woche", few: "Wochen", other: "Wochen" },
      MONTH: { one: "Monat", few: "Monate", other: "Monate" },
      YEAR: { one: "Jahr", few: "Jahre", other: "Jahre" },
    },
  };
  const locales: Record<Lang, string> = { hr: "hr-HR", en: "en-GB", de: "de-DE" };
  const buyer = "buyer@sandbox.vitrina.test";
  const colors = ["gold", "blue", "silver", "white", "black"];
  const shapes = ["rect", "pill", "sharp"];
  const isSubscription = config.intent === "subscription";

  const current = document.currentScript;
  const root = new URL(
    `${config.base}/`,
    current instanceof HTMLScriptElement && current.src ? current.src : location.href,
  );
  const address = (path: string) => new URL(path, root).href;
  let dialogs = 0;

  function language(): Lang {
    const code = (document.documentElement.lang || "hr").slice(0, 2).toLowerCase();
    return code === "en" || code === "de" ? code : "hr";
  }

  function make<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    className: string,
    text?: string,
  ): HTMLElementTagNameMap[K] {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  }

  function wordmark(): HTMLElement {
    const mark = make("span", "vw-wordmark");
    mark.append(make("span", "vw-pay", "Pay"), make("span", "vw-pal", "Pal"));
    return mark;
  }

  function addStylesheet(): void {
    if (document.querySelector("link[data-vitrina-wallet]")) return;
    const link = make("link", "");
    link.rel = "stylesheet";
    link.href = address("sdk.css");
    link.dataset.vitrinaWallet = "";
    document.head.append(link);
  }

  async function readJson<T>(response: Response): Promise<T> {
    const body = (await response.json().catch(() => ({}))) as T & { message?: unknown };
    if (!response.ok)
      throw new Error(typeof body.message === "string" ? body.message : `HTTP ${response.status}`);
    return body;
  }

  function money(value: string, currency: string, lang: Lang): string {
    try {
      const format = new Intl.NumberFormat(locales[lang], { style: "currency", currency });
      // a decimal string is formatted exactly, never through a float
      return format.format(value as `${number}`);
    } catch {
      return `${value} ${currency}`;
    }
  }

  /** An amount each cycle: "39,00 € / mjesec", "39,00 € / 3 mjeseca". */
  function perInterval(found: Summary, lang: Lang): string {
    const amount = money(found.value ?? "", found.currency ?? "", lang);
    const unit = units[lang][found.interval ?? "MONTH"];
    const count = found.intervalCount ?? 1;
    if (!unit) return amount;
    if (count === 1) return `${amount} / ${unit.one}`;
    const plural = new Intl.PluralRules(locales[lang]).select(count);
    return `${amount} / ${count} ${plural === "one" || plural === "few" ? unit[plural] : unit.other}`;
  }

  /** The approval dialog: resolves with the buyer's choice, or rejects when the sandbox fails. */
  function approval(id: string): Promise<Approval | "cancelled"> {
    const lang = language();
    const t = texts[lang];
    const number = ++dialogs;
    const dialog = make("dialog", "vw-dialog");
    dialog.setAttribute("aria-labelledby", `vw-title-${number}`);
    dialog.setAttribute("aria-describedby", `vw-notice-${number}`);
    const brand = make("p", "vw-brand");
    brand.append(wordmark(), make("span", "vw-tag", "Sandbox"));
    const title = make("h2", "vw-title", t.title);
    title.id = `vw-title-${number}`;
    const notice = make("p", "vw-notice", t.notice);
    notice.id = `vw-notice-${number}`;
    const summary = make("div", "vw-summary");
    summary.setAttribute("aria-live", "polite");
    summary.append(make("p", "vw-loading", t.loading));
    const approveButton = make("button", "vw-approve", isSubscription ? t.subscribe : t.approve);
    const cancelButton = make("button", "vw-cancel", t.cancel);
    approveButton.type = cancelButton.type = "button";
    approveButton.disabled = true;
    const actions = make("div", "vw-actions");
    actions.append(approveButton, cancelButton);
    dialog.append(brand, title, notice, summary, actions);
    const previous = document.activeElement;

    return new Promise((resolve, reject) => {
      let isApproving = false;
      let isDone = false;
      function finish(outcome: () => void): void {
        if (isDone) return;
        isDone = true;
        document.removeEventListener("keydown", onKey);
        if (dialog.open) dialog.close();
        dialog.remove();
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        outcome();
      }
      const cancel = () => {
        if (!isApproving) finish(() => resolve("cancelled"));
      };
      const fail = (error: unknown) =>
        finish(() => reject(error instanceof Error ? error : new Error(String(error))));
      function onKey(event: KeyboardEvent): void {
        if (event.key !== "Escape") return;
        event.preventDefault();
        cancel();
      }
      dialog.addEventListener("cancel", (event) => {
        event.preventDefault();
        cancel();
      });
      // a dialog the browser closes by itself (a second Esc) is a cancel too
      dialog.addEventListener("close", cancel);
      cancelButton.addEventListener("click", cancel);
      approveButton.addEventListener("click", () => {
        if (isApproving || approveButton.disabled) return;
        isApproving = true;
        approveButton.disabled = cancelButton.disabled = true;
        approveButton.setAttribute("aria-busy", "true");
        fetch(address(`approve/${encodeURIComponent(id)}`), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
          credentials: "same-origin",
        })
          .then((response) => readJson<Approval>(response))
          .then((approved) => finish(() => resolve(approved)), fail);
      });

      document.body.append(dialog);
      if (typeof dialog.showModal === "function") dialog.showModal();
      else {
        dialog.setAttribute("open", "");
        dialog.setAttribute("role", "dialog");
        dialog.setAttribute("aria-modal", "true");
        document.addEventListener("keydown", onKey);
      }
      cancelButton.focus();

      fetch(address(`approval/${encodeURIComponent(id)}`), {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      })
        .then((response) => readJson<Summary>(response))
        .then((found) => {
          if (isDone) return;
          const rows: [string, string][] = [];
          if (found.kind === "subscription") {
            rows.push([t.plan, found.planName ?? ""], [t.planId, found.planId ?? ""]);
            rows.push([t.quantity, found.quantity ?? ""]);
            if (found.shipping !== undefined)
              rows.push([t.shipping, money(found.shipping, found.currency ?? "", lang)]);
            rows.push([t.amount, perInterval(found, lang)]);
          } else rows.push([t.amount, money(found.value ?? "", found.currency ?? "", lang)]);
          rows.push([t.buyer, buyer]);
          const list = make("dl", "vw-details");
          for (const [term, value] of rows)
            list.append(make("dt", "", term), make("dd", "", value));
          summary.replaceChildren(list);
          approveButton.disabled = false;
          if (document.activeElement === cancelButton) approveButton.focus();
        })
        .catch(fail);
    });
  }

  function Buttons(options: Options = {}) {
    const rendered: HTMLElement[] = [];
    const create = isSubscription ? options.createSubscription : options.createOrder;
    const report = (error: unknown) => {
      try {
        if (options.onError) options.onError(error);
        else console.error(error);
      } catch (thrown) {
        console.error(thrown);
      }
    };

    async function pay(button: HTMLButtonElement): Promise<void> {
      if (button.getAttribute("aria-busy") === "true") return;
      button.setAttribute("aria-busy", "true");
      button.setAttribute("aria-disabled", "true");
      try {
        const id: unknown = await create?.({ paymentSource: "paypal" });
        if (typeof id !== "string" || !/^[A-Za-z0-9-]{1,64}$/.test(id))
          throw new Error(
            `${isSubscription ? "createSubscription" : "createOrder"} did not return an id`,
          );
        const outcome = await approval(id);
        if (outcome === "cancelled") await options.onCancel?.({ orderID: id });
        else if (isSubscription) await options.onApprove?.({ subscriptionID: id, orderID: id });
        else await options.onApprove?.({ orderID: id, payerID: outcome.payerId });
      } catch (error) {
        report(error);
      } finally {
        button.removeAttribute("aria-busy");
        button.removeAttribute("aria-disabled");
      }
    }

    return {
      isEligible: () => true,
      render(container: string | HTMLElement): Promise<void> {
        const target =
          typeof container === "string" ? document.querySelector(container) : container;
        if (!(target instanceof HTMLElement))
          return Promise.reject(
            new Error(
              `no element to render the buttons into: ${typeof container === "string" ? container : "not an element"}`,
            ),
          );
        if (typeof create !== "function")
          return Promise.reject(
            new Error(`Buttons need ${isSubscription ? "createSubscription" : "createOrder"}`),
          );
        addStylesheet();
        const color = colors.includes(options.style?.color ?? "") ? options.style?.color : "gold";
        const shape = shapes.includes(options.style?.shape ?? "") ? options.style?.shape : "rect";
        const wrapper = make("div", "vw-buttons");
        const button = make("button", `vw-button vw-${color} vw-${shape}`);
        button.type = "button";
        button.append(wordmark(), make("span", "vw-tag", "Sandbox"));
        const spinner = make("span", "vw-spinner");
        spinner.setAttribute("aria-hidden", "true");
        button.append(spinner);
        button.addEventListener("click", () => void pay(button));
        wrapper.append(button);
        target.append(wrapper);
        rendered.push(wrapper);
        return Promise.resolve();
      },
      close(): void {
        for (const wrapper of rendered.splice(0)) wrapper.remove();
      },
    };
  }

  (window as unknown as { paypal: unknown }).paypal = {
    Buttons,
    FUNDING: { PAYPAL: "paypal" },
    version: `vitrina-sandbox (${config.currency}${config.vault ? ", vault" : ""})`,
  };
}

// the program's text once: its settings are the only part that varies
let programText: string | undefined;

/** The script for one address's settings: the program and a call of it. */
export function walletButtonsScript(config: WalletButtonsConfig): string {
  // the blanked types leave blank lines and trailing spaces (no string of the program spans lines)
  programText ??= walletButtonsProgram
    .toString()
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{2,}/g, "\n");
  return `"use strict";\n(${programText})(${JSON.stringify(config)});\n`;
}
