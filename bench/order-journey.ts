import { Agent, request } from "node:http";
import type { Cart, DeliveryMethod, PaymentMethod } from "#generated/types.ts";

/**
 * The shop's API at `url`, as a shopper's browser calls it (JSON in, the envelope's data out),
 * over node:http with kept-alive connections: the shoppers share the machine with the server
 * and its database, and fetch() cost them about twice the CPU a call.
 */
export function shopClient(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const base = new URL(url);
  return function call<T>(path: string, body: unknown, method = "POST"): Promise<T> {
    const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
    return new Promise<T>((resolve, reject) => {
      const sent = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          path,
          method,
          headers:
            body === undefined
              ? {}
              : { "content-type": "application/json", "content-length": payload.length },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const answer = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: T };
            if (response.statusCode !== 200)
              reject(new Error(`${path}: ${JSON.stringify(answer)}`));
            else resolve(answer.data);
          });
          response.on("error", reject);
        },
      );
      sent.on("error", reject);
      sent.end(payload);
    });
  };
}

export async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  times.push(performance.now() - start);
  return result;
}

/**
 * One guest shopper's journey up to the order (add to cart, guest user with an address,
 * delivery and payment methods, the courier and BENCH_PAYMENT's kind chosen: bank transfer by
 * default); answers the order/create call, not yet made, with the cart's session. The add-to-cart time goes to `addTimes`.
 */
export async function journey(
  call: ReturnType<typeof shopClient>,
  productId: number,
  addTimes: number[],
): Promise<(() => Promise<unknown>) & { session: { cartId: string; protectCode?: string } }> {
  const cart = await timed(addTimes, () =>
    call<Cart>("/api/v2/cart/addItem", { productId, qty: 2 }),
  );
  const session = { cartId: cart.id, protectCode: cart.protectCode };
  await call("/api/v2/cart/updateGuestUser", {
    ...session,
    email: "bench@example.com",
    details: { firstName: "Ana", lastName: "Kovač" },
    addresses: [
      {
        type: "Main",
        firstName: "Ana",
        lastName: "Kovač",
        contactEmail: "bench@example.com",
        contactPhone: "+385 1 234 5678",
        country: "HR",
        city: "Zagreb",
        street: "Ilica",
        houseNumber: "1",
        zipCode: "10000",
      },
    ],
  });
  const delivery = await call<DeliveryMethod[]>(
    "/api/v2/checkout/getApplicableDeliveryMethods",
    session,
  );
  const payment = await call<PaymentMethod[]>(
    "/api/v2/checkout/getApplicablePaymentMethods",
    session,
  );
  const courier = delivery.find((method) => method.code === "courier");
  await call(
    "/api/v2/checkout/saveDeliveryMethod",
    { ...session, deliveryMethodId: courier?.id },
    "PUT",
  );
  const kind = process.env.BENCH_PAYMENT ?? "bankTransfer";
  const paying = payment.find((method) => method.kind === kind);
  await call(
    "/api/v2/checkout/savePaymentMethod",
    { ...session, paymentMethodId: paying?.id },
    "PUT",
  );
  // a card's gateway and the wallet need the addresses of the shopper's way back (decision 045)
  const returns =
    kind === "card" || kind === "wallet"
      ? {
          successURL: "http://127.0.0.1/naplata/uspjeh",
          failureURL: "http://127.0.0.1/naplata/neuspjeh",
        }
      : {};
  const create = () =>
    call("/api/v2/order/create", { ...session, consents: ["privacy", "terms"], ...returns });
  return Object.assign(create, { session });
}
