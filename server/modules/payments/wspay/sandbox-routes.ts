import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WspayForm } from "#generated/types.ts";
import validateWspayForm from "#generated/validators/requests/wspay-form.js";
import { sandbox as de } from "#locales/de/sandbox.ts";
import { sandbox as en } from "#locales/en/sandbox.ts";
import { sandbox as hr } from "#locales/hr/sandbox.ts";
import { centsOf } from "#common/amount-text.ts";
import { interpolate } from "#common/validation-messages.ts";
import { siteForHost } from "../../../platform/http/request-context.ts";
import { escapeHtml } from "#common/escape-html.ts";
import type { Services } from "../../../platform/services.ts";
import { sandboxFormPath, wspayGateway } from "./gateway.ts";
import { recordSandboxTransaction } from "./sandbox-ledger.ts";
import { handleWspayNotification } from "./notification.ts";
import {
  isSignature,
  notificationSignature,
  requestSignature,
  returnSignature,
} from "./signatures.ts";

// The sandbox gateway (decision 045): WSPay's form protocol on this server, so that a shop
// without a gateway account, and the browser tests, pay by card. It checks the form's signature
// as WSPay does, sends the shop its signed notification (in process: the same handler a real
// gateway's message reaches) and the shopper back with a signed return.

/** Test cards: the digits decide what the sandbox answers. */
export const sandboxCards = {
  approves: "4111111111111111",
  declines: "4000000000000002",
  slow: "4000000000003220",
  /** Approves, but its notification is lost: the shop learns of it by its status check. */
  lostNotification: "4000000000000077",
} as const;

const approving: readonly string[] = [
  sandboxCards.approves,
  sandboxCards.slow,
  sandboxCards.lostNotification,
];

/** How long the slow card's "3-D Secure step" takes. */
const slowStepMs = 3_000;

const texts = { HR: hr, EN: en, DE: de } as const;
type Texts = (typeof texts)[keyof typeof texts];
const textsOf = (lang: string | undefined): Texts => texts[lang as keyof typeof texts] ?? hr;

/** The form's Lang, if it names one (the page's texts follow it before the form is checked). */
const langOf = (body: unknown): string => {
  const lang = (body as { Lang?: unknown } | undefined)?.Lang;
  return typeof lang === "string" && lang in texts ? lang : "HR";
};

// the form's own fields, posted back from the sandbox's page with the card number and the choice
const formFields = [
  "ShopID",
  "ShoppingCartID",
  "Version",
  "TotalAmount",
  "Signature",
  "ReturnURL",
  "ReturnErrorURL",
  "CancelURL",
  "Lang",
  "CustomerFirstName",
  "CustomerLastName",
  "CustomerEmail",
  "CustomerPhone",
] as const;

function page(t: Texts, lang: string, body: string): string {
  return `<!DOCTYPE html><html lang="${escapeHtml(lang.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><style>
body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:#f4f1ec;color:#1d1b18}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.banner{background:#fff4d6;border:1px solid #e8c66a;padding:.5rem .75rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b655c}dd{margin:0;font-weight:600}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input[type=text]{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #b9b2a6;border-radius:8px}
button{display:block;width:100%;margin-top:.75rem;font:inherit;padding:.75rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1f5f4a;color:#fff;font-weight:700}.cancel{background:#ece7df;color:#1d1b18}
.cards{font-size:.9rem;color:#4a453e}.cards code{font-size:.95rem}.error{color:#9b1c1c;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(html);
}

function refuse(reply: FastifyReply, t: Texts, lang: string, message: string): FastifyReply {
  return sendPage(
    reply,
    400,
    page(t, lang, `<h1>${escapeHtml(t.title)}</h1><p class="error">${escapeHtml(message)}</p>`),
  );
}

/** The checked form, or the reason the sandbox refuses it (as WSPay would, before any card). */
async function checkedForm(
  services: Services,
  request: FastifyRequest,
): Promise<{ form: WspayForm } | { refusal: keyof Texts }> {
  const body = request.body;
  if (!validateWspayForm(body)) return { refusal: "invalid" };
  const { key } = await wspayGateway(services);
  const expected = requestSignature(key, body.ShoppingCartID, centsOf(body.TotalAmount));
  if (body.ShopID !== key.shopId || !isSignature(body.Signature, expected))
    return { refusal: "badSignature" };
  // the shopper goes back only to the shop that asked: no open redirect through the sandbox
  const origin = `${request.protocol}://${request.host}`;
  const returns = [body.ReturnURL, body.ReturnErrorURL, body.CancelURL];
  if (returns.some((address) => new URL(address).origin !== origin))
    return { refusal: "badReturn" };
  return { form: body };
}

function formPage(t: Texts, form: WspayForm): string {
  const hidden = formFields
    .filter((name) => form[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(form[name] ?? "")}">`)
    .join("");
  const amount = `${form.TotalAmount} EUR`;
  const card = (digits: string, what: string) =>
    `<li><code>${digits.replace(/(\d{4})(?=\d)/g, "$1 ")}</code>: ${escapeHtml(what)}</li>`;
  return `<h1>${escapeHtml(t.title)}</h1><p class="banner">${escapeHtml(t.banner)}</p>
<dl><dt>${escapeHtml(t.shop)}</dt><dd>${escapeHtml(form.ShopID)}</dd><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(form.ShoppingCartID)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="${sandboxFormPath}/pay">${hidden}
<label for="card">${escapeHtml(t.card)}</label><input type="text" id="card" name="CardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<button class="pay" type="submit" name="Action" value="pay">${escapeHtml(interpolate(t.pay, { amount }))}</button>
<button class="cancel" type="submit" name="Action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button></form>
<p class="cards">${escapeHtml(t.testCards)}:</p><ul class="cards">${card(sandboxCards.approves, t.approves)}${card(sandboxCards.declines, t.declines)}${card(sandboxCards.slow, t.slow)}${card(sandboxCards.lostNotification, t.lostNotification)}</ul>`;
}

const withAnswer = (address: string, answer: Record<string, string>): string => {
  const url = new URL(address);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return url.href;
};

/** The sandbox's routes; registered only when no real gateway is configured (app.ts). */
export async function sandboxRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // the shop's hosted form arrives here: the card form, with the order's amount
    scope.post(sandboxFormPath, async (request, reply) => {
      const lang = langOf(request.body);
      const t = textsOf(lang);
      const checked = await checkedForm(services, request);
      if ("refusal" in checked) return refuse(reply, t, lang, t[checked.refusal]);
      return sendPage(reply, 200, page(t, lang, formPage(t, checked.form)));
    });

    // the shopper pays or cancels: the shop hears of an approval first, then gets the shopper back
    scope.post(`${sandboxFormPath}/pay`, async (request, reply) => {
      const lang = langOf(request.body);
      const t = textsOf(lang);
      const checked = await checkedForm(services, request);
      if ("refusal" in checked) return refuse(reply, t, lang, t[checked.refusal]);
      const { form } = checked;
      const { key } = await wspayGateway(services);
      const cartId = form.ShoppingCartID;
      const back = (address: string, success: "0" | "1", approvalCode: string, more = {}) =>
        reply.redirect(
          withAnswer(address, {
            ShoppingCartID: cartId,
            Success: success,
            ApprovalCode: approvalCode,
            Signature: returnSignature(key, { cartId, success, approvalCode }),
            ...more,
          }),
          303,
        );
      if (form.Action !== "pay")
        return back(form.CancelURL, "0", "", { ResponseCode: "cancelled" });
      const digits = (form.CardNumber ?? "").replace(/\D/g, "");
      const isApproved = approving.includes(digits);
      if (digits === sandboxCards.slow) await sleep(slowStepMs);
      const approvalCode = isApproved ? randomBytes(3).toString("hex").toUpperCase() : "";
      const wsPayOrderId = randomUUID();
      const stan = String(randomInt(100_000, 1_000_000));
      const actionSuccess = isApproved ? "1" : "0";
      await recordSandboxTransaction(services, {
        shopId: key.shopId,
        cartId,
        wsPayOrderId,
        approvalCode,
        stan,
        amount: form.TotalAmount,
        actionSuccess,
      });
      const masked = `${digits.slice(0, 6)}******${digits.slice(-4)}`;
      if (digits !== sandboxCards.lostNotification) {
        const site = await siteForHost(services, request.headers.host);
        await handleWspayNotification(services, site.id, {
          ShopID: key.shopId,
          ShoppingCartID: cartId,
          WsPayOrderId: wsPayOrderId,
          ApprovalCode: approvalCode,
          ActionSuccess: actionSuccess,
          Authorized: actionSuccess,
          Amount: form.TotalAmount,
          CurrencyCode: "978",
          STAN: stan,
          CreditCardNumber: masked,
          Signature: notificationSignature(key, { actionSuccess, approvalCode, wsPayOrderId }),
        }).catch((error: unknown) =>
          services.log.warn({ err: error, cart: cartId }, "the sandbox's notification was refused"),
        );
      }
      if (!isApproved) return back(form.ReturnErrorURL, "0", "", { ErrorMessage: "ODBIJENO" });
      return back(form.ReturnURL, "1", approvalCode, {
        Amount: form.TotalAmount,
        WsPayOrderId: wsPayOrderId,
        STAN: stan,
        PaymentType: "VISA",
        CreditCardNumber: masked,
      });
    });
  });
}
