import type { MailAttachment, Order } from "#generated/types.ts";
import { inArray } from "drizzle-orm";
import { escapeHtml as e } from "#common/escape-html.ts";
import { orders } from "../../../db/schema-shop.ts";
import type { MailHeading, QueuedMail } from "../../../platform/mail/outbox.ts";
import type { RenderQueued } from "../../../platform/mail/outbox-renderer.ts";
import {
  loadMailSettings,
  type MailSettings,
  type RenderedMail,
} from "../../../platform/mail/render-mail.ts";
import type { Services } from "../../../platform/services.ts";
import { toOrder } from "../operations/order-view.ts";
import { documentTexts, type DocumentTexts } from "./document-texts.ts";
import { hub3MailBarcode } from "./hub3-image.ts";
import { hub3Data } from "./hub3.ts";
import { orderSummaryHtml, orderSummaryText, slipHtml } from "./order-mail-body.ts";
import { orderSlip } from "./order-slip.ts";
import { slipRows } from "./order-summary.ts";

export type OrderMail = RenderedMail & { attachments: MailAttachment[] };

/** The site options the order mails read: Brand, SendEmailTo, DefaultLanguage (spec 3). */
export type OrderMailSettings = Pick<MailSettings, "Brand" | "SendEmailTo" | "DefaultLanguage">;

const wrap = (body: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.45;color:#222222;max-width:640px">${body}</div>`;

/**
 * The order confirmation for the shopper, in the order's language: greeting, lines, totals,
 * delivery and payment; for a bank transfer the payment data and the HUB-3 barcode, attached
 * as a PNG (drawn by the mail worker when it sends, not while the order is placed) and shown
 * inline by its cid (decision 031).
 */
export function renderOrderConfirmation(input: { order: Order; brand: string }): OrderMail {
  const { order, brand } = input;
  const texts = documentTexts(order.language, order.currency);
  const { t } = texts;
  const slip = orderSlip(order);
  const cid = `hub3-${order.number}@vitrina`;
  const intro = [
    t("greeting", { firstName: order.snapshot.customer.firstName }),
    t("thanks", { number: order.number }),
  ];
  const attachments: MailAttachment[] = slip
    ? [
        {
          filename: `hub3-${order.number}.png`,
          contentType: "image/png",
          pdf417: hub3MailBarcode(hub3Data(slip)),
          cid,
        },
      ]
    : [];
  const slipText = slip
    ? [
        `${t("paymentData")}\n${t("payByTransfer")}`,
        slipRows(slip, texts)
          .map(([label, value]) => `${label}: ${value}`)
          .join("\n"),
      ]
    : [];
  // a site without the Brand option: no "– " left dangling in the subject, no empty signature
  const signature = brand ? t("signature", { brand }) : "";
  return {
    subject: t("confirmationSubject", { number: order.number, brand }).replace(/ – $/, ""),
    text: [...intro, orderSummaryText(order, texts), ...slipText, signature]
      .filter(Boolean)
      .join("\n\n"),
    html: wrap(
      `<h1 style="font-size:20px;margin:0 0 16px">${e(`${t("orderConfirmation")} ${order.number}`)}</h1>` +
        intro.map((line) => `<p>${e(line)}</p>`).join("") +
        orderSummaryHtml(order, texts) +
        (slip ? slipHtml({ slip, texts, cid, alt: t("slipAlt", { number: order.number }) }) : "") +
        (signature ? `<p>${e(signature)}</p>` : ""),
    ),
    attachments,
  };
}

function customerLines(order: Order, texts: DocumentTexts): string[] {
  const { customer, billingAddress } = order.snapshot;
  return [
    `${customer.firstName} ${customer.lastName} (${texts.t(customer.isGuest ? "guest" : "registered")})`,
    ...(customer.company
      ? [`${customer.company.name}, ${texts.t("oib", { oib: customer.company.oib })}`]
      : []),
    customer.email,
    texts.t("phone", { phone: billingAddress.contactPhone }),
  ];
}

/** The notice of a new order for the shop, in `language` (the site's default language). */
export function renderOrderNotice(input: { order: Order; language: string }): OrderMail {
  const { order } = input;
  const texts = documentTexts(input.language, order.currency);
  const { t } = texts;
  const intro = t("noticeIntro", { number: order.number, date: texts.day(order.createdAt) });
  const customer = customerLines(order, texts);
  return {
    subject: t("noticeSubject", { number: order.number, total: texts.money(order.total) }),
    text: [intro, `${t("customer")}:\n${customer.join("\n")}`, orderSummaryText(order, texts)].join(
      "\n\n",
    ),
    html: wrap(
      `<h1 style="font-size:20px;margin:0 0 16px">${e(intro)}</h1>` +
        `<p><strong>${e(t("customer"))}</strong><br>${customer.map((line) => e(line)).join("<br>")}</p>` +
        orderSummaryHtml(order, texts),
    ),
    attachments: [],
  };
}

/**
 * The order's mails: the confirmation to the shopper and, when the site option SendEmailTo is
 * set, the notice to the shop, in the site's default language. Settings are read before the
 * order's transaction opened (`loadMailSettings`); the mails go into the outbox queued, naming
 * the order, in its one write (order-write.ts), and are rendered after the commit
 * (`orderMailRenderer`, woken by `services.mail.wake()`).
 */
export function orderMailsOf(
  order: { email: string; language: string },
  settings: OrderMailSettings,
): [MailHeading, ...MailHeading[]] {
  const confirmation: MailHeading = {
    to: order.email,
    template: "orderConfirmation",
    language: order.language,
  };
  if (!settings.SendEmailTo) return [confirmation];
  const notice: MailHeading = {
    to: settings.SendEmailTo,
    template: "orderNotice",
    language: settings.DefaultLanguage ?? "hrv",
  };
  return [confirmation, notice];
}

/** An order's queued mail written out: the confirmation or the shop's notice. */
export function renderOrderMail(
  mail: Pick<QueuedMail, "template" | "language">,
  order: Order,
  settings: OrderMailSettings,
): OrderMail {
  return mail.template === "orderNotice"
    ? renderOrderNotice({ order, language: mail.language })
    : renderOrderConfirmation({ order, brand: settings.Brand ?? "" });
}

/**
 * Renders the order mails the outbox holds queued (platform/mail/outbox-renderer.ts), from
 * their orders (read together) and the sites' mail options as they are now.
 */
export function orderMailRenderer(services: Services): RenderQueued {
  return async (rows) => {
    const ids = [...new Set(rows.map((row) => row.orderId))];
    const found =
      ids.length === 0
        ? []
        : await services.db.select().from(orders).where(inArray(orders.id, ids));
    const byId = new Map(found.map((row) => [row.id, row]));
    const settings = new Map<string, Promise<OrderMailSettings>>();
    const settingsOf = (siteId: string) => {
      const known = settings.get(siteId) ?? loadMailSettings(services, siteId);
      settings.set(siteId, known);
      return known;
    };
    return Promise.all(
      rows.map(async (row) => {
        const order = byId.get(row.orderId);
        if (!order) return null;
        return renderOrderMail(row, toOrder(order), await settingsOf(order.siteId));
      }),
    );
  };
}
