import type { Cart, DeliveryMethod, PaymentMethod } from "#generated/types.ts";

/** The shop's API at `url`, as a shopper's browser calls it (JSON in, the envelope's data out). */
export function shopClient(url: string) {
  return async function call<T>(path: string, body: unknown, method = "POST"): Promise<T> {
    const response = await fetch(url + path, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T };
    if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data;
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
 * delivery and payment methods, the courier and the bank transfer chosen); answers the
 * order/create call, not yet made. The add-to-cart time goes to `addTimes`.
 */
export async function journey(
  call: ReturnType<typeof shopClient>,
  productId: number,
  addTimes: number[],
): Promise<() => Promise<unknown>> {
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
  return () => call("/api/v2/order/create", { ...session, consents: ["privacy", "terms"] });
}
