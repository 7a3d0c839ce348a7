import { describe, expect, it } from "vitest";
import type {
  Cart,
  CheckoutSettings,
  Country,
  DeliveryMethod,
  PaymentMethod,
} from "#generated/types.ts";
import { data, errorOf, guestAddress, type Session, useShopServer } from "./shop-client.ts";

// Checkout v2 (spec 4, 5, 7): settings, countries, delivery and payment methods, each with the
// bad input spec 5 names. The demo seed's methods: pickup (HR, branches, free), locker (HR,
// branches, 3.50 free from 50.00), courier (HR SI AT DE IT, 5.90 free from 70.00).
const { call, post, put, addItem, setGuest, testProduct, signedInUser } = useShopServer();

const deliveryMethods = (session: Session, extra: Record<string, unknown> = {}, headers = {}) =>
  post("/api/v2/checkout/getApplicableDeliveryMethods", { ...session, ...extra }, headers);
const saveDelivery = (session: Session, extra: Record<string, unknown>, headers = {}) =>
  put("/api/v2/checkout/saveDeliveryMethod", { ...session, ...extra }, headers);
const paymentMethods = (session: Session, headers = {}) =>
  post("/api/v2/checkout/getApplicablePaymentMethods", session, headers);
const savePayment = (session: Session, extra: Record<string, unknown>, headers = {}) =>
  put("/api/v2/checkout/savePaymentMethod", { ...session, ...extra }, headers);
const getCart = (session: Session) => post("/api/v2/cart/getCart", session);

const byCode = (methods: DeliveryMethod[], code: string): DeliveryMethod => {
  const found = methods.find((method) => method.code === code);
  if (!found) throw new Error(`no ${code} among ${methods.map((m) => m.code).join(", ")}`);
  return found;
};

async function guestCart(qty = 1, price = 12.5): Promise<Session> {
  const product = await testProduct({ stock: null, price });
  const session = await addItem(undefined, product, qty);
  data<Cart>(await setGuest(session));
  return { cartId: session.cartId, protectCode: session.protectCode };
}

describe("checkout settings and countries (spec 5, 7)", () => {
  it("answers the CheckoutSettings option", async () => {
    const settings = data<CheckoutSettings>(
      await call("/api/v2/ecommerce/settings/getCheckoutSettings"),
    );
    expect(settings).toMatchObject({
      cartAdditionBehaviour: 2,
      allowedCountries: ["HR", "SI", "AT", "DE", "IT"],
      skipShippingStep: false,
    });
    expect(settings.bankTransfer?.iban).toBe("HR1210010051863000160");
  });

  it("lists only the allowed countries, named in the request language", async () => {
    const names = async (language: string, body: Record<string, unknown> = {}) =>
      data<Country[]>(
        await post(
          "/api/v2/checkout/getAvailableCountries",
          { type: "countries", ...body },
          {
            language,
          },
        ),
      );
    const hr = await names("hrv");
    expect(hr.map((country) => country.iso).sort()).toEqual(["AT", "DE", "HR", "IT", "SI"]);
    expect(hr.find((country) => country.iso === "HR")?.name).toBe("Hrvatska");
    expect((await names("eng")).find((country) => country.iso === "DE")?.name).toBe("Germany");
    expect((await names("deu")).find((country) => country.iso === "HR")?.name).toBe("Kroatien");
    // the body's language wins over the header's
    const german = await names("hrv", { language: "deu" });
    expect(german.find((country) => country.iso === "AT")?.name).toBe("Österreich");
  });
});

describe("delivery methods (spec 4, 5, 7)", () => {
  it("needs an active user: 'No active user' without a guest or a session", async () => {
    const product = await testProduct({ stock: null });
    const session = await addItem(undefined, product, 1);
    const answer = await deliveryMethods(session, {}, { language: "eng" });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ key: "api.noActiveUser", message: "No active user" });
  });

  it("offers the methods of the shipping country, priced for this cart", async () => {
    const small = await guestCart(1, 12.5);
    const methods = data<DeliveryMethod[]>(await deliveryMethods(small));
    expect(methods.map((method) => method.code)).toEqual(["pickup", "locker", "courier"]);
    expect(byCode(methods, "locker")).toMatchObject({ price: 350, basePrice: 350, freeFrom: 5000 });
    expect(byCode(methods, "courier")).toMatchObject({ price: 590, freeFrom: 7000 });
    expect(byCode(methods, "pickup").options.branches.length).toBeGreaterThan(0);

    // 4 x 12.50 = 50.00 reaches the locker's threshold, not the courier's
    const large = await guestCart(4, 12.5);
    const priced = data<DeliveryMethod[]>(await deliveryMethods(large));
    expect(byCode(priced, "locker").price).toBe(0);
    expect(byCode(priced, "courier").price).toBe(590);

    // another country by countryId: only the courier goes to Slovenia
    const countries = data<Country[]>(await post("/api/v2/checkout/getAvailableCountries", {}));
    const slovenia = countries.find((country) => country.iso === "SI");
    const toSlovenia = data<DeliveryMethod[]>(
      await deliveryMethods(small, { countryId: slovenia?.id }),
    );
    expect(toSlovenia.map((method) => method.code)).toEqual(["courier"]);
    // a country checkout does not allow gets nothing
    const france = data<Country[]>(await call("/api/v1/commons?type=countries")).find(
      (country) => country.iso === "FR",
    );
    if (france)
      expect(
        data<DeliveryMethod[]>(await deliveryMethods(small, { countryId: france.id })),
      ).toEqual([]);
    expect(errorOf(await deliveryMethods(small, { countryId: 2147483647 })).key).toBe(
      "api.unknownCountry",
    );
  });

  it("offers nothing for an e-product cart", async () => {
    const book = await testProduct({ stock: null, format: "EProduct" });
    const session = await addItem(undefined, book, 1);
    data<Cart>(await setGuest(session));
    expect(data<DeliveryMethod[]>(await deliveryMethods(session))).toEqual([]);
  });

  it("saves an offered method and its branch; refuses the rest and changes nothing", async () => {
    const session = await guestCart();
    const methods = data<DeliveryMethod[]>(await deliveryMethods(session));
    const pickup = byCode(methods, "pickup");
    const courier = byCode(methods, "courier");
    const branch = pickup.options.branches[0]?.id ?? "";

    expect(errorOf(await saveDelivery(session, { deliveryMethodId: pickup.id })).key).toBe(
      "api.shippingBranchUndefined",
    );
    expect(
      errorOf(await saveDelivery(session, { deliveryMethodId: pickup.id, branchId: "nowhere" }))
        .key,
    ).toBe("api.shippingBranchUndefined");
    expect(errorOf(await saveDelivery(session, { deliveryMethodId: 2147483647 })).key).toBe(
      "api.shippingMethodNotFound",
    );
    expect(data<Cart>(await getCart(session))).toMatchObject({
      deliveryMethodId: null,
      options: { deliveryBranchId: null },
    });

    const withPickup = data<Cart>(
      await saveDelivery(session, { deliveryMethodId: pickup.id, branchId: branch }),
    );
    expect(withPickup).toMatchObject({
      deliveryMethodId: pickup.id,
      options: { deliveryBranchId: branch },
    });
    expect(withPickup.prices.delivery).toBe(0);
    const withCourier = data<Cart>(await saveDelivery(session, { deliveryMethodId: courier.id }));
    expect(withCourier.options.deliveryBranchId).toBeNull();
    expect(withCourier.prices.delivery).toBe(590);
    expect(withCourier.prices.orderTotal).toBe(1250 + 590);

    // a method not offered for the guest's country (Slovenia: pickup is Croatian only)
    data<Cart>(await setGuest(session, { addresses: [guestAddress("Main", { country: "SI" })] }));
    const refused = await saveDelivery(session, { deliveryMethodId: pickup.id, branchId: branch });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).key).toBe("api.shippingMethodNotFound");
    expect(data<Cart>(await getCart(session)).deliveryMethodId).toBe(courier.id);
  });

  it("uses a signed-in user's chosen shipping address", async () => {
    const user = await signedInUser([
      guestAddress("Main"),
      guestAddress("Shipping", { country: "AT", city: "Wien", zipCode: "1010" }),
    ]);
    const headers = { accessToken: user.accessToken };
    const product = await testProduct({ stock: null });
    const session = await addItem(undefined, product, 1, headers);
    const methods = data<DeliveryMethod[]>(await deliveryMethods(session, {}, headers));
    expect(methods.map((method) => method.code)).toEqual(["courier"]);
    // another user's id beside the session is refused
    expect((await deliveryMethods(session, { userId: user.id + 1 }, headers)).status).toBe(401);
  });
});

describe("payment methods (spec 4, 5, 7)", () => {
  it("lists cash on delivery and bank transfer, done at once, a card on a hosted form and the card wallet", async () => {
    const session = await guestCart();
    const methods = data<PaymentMethod[]>(await paymentMethods(session));
    expect(methods.map((method) => [method.code, method.kind, method.paymentType])).toEqual([
      ["cod", "cashOnDelivery", null],
      ["bank", "bankTransfer", null],
      ["card", "card", "HPF"],
      ["wallet", "wallet", "WALLET"],
    ]);
  });

  it("refuses a method not offered and a wrong OIB, and stores a company on the guest", async () => {
    const session = await guestCart();
    const [cod] = data<PaymentMethod[]>(await paymentMethods(session));
    const refused = await savePayment(session, { paymentMethodId: 2147483647 });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).key).toBe("api.paymentMethodUndefined");

    // 12345678901 has a wrong ISO 7064 check digit (…903 is right)
    const wrongOib = await savePayment(session, {
      paymentMethodId: cod?.id,
      companyData: { companyName: "Vitrina d.o.o.", oib: "12345678901" },
    });
    expect(wrongOib.status).toBe(400);
    expect(errorOf(wrongOib).fields?.[0]?.path).toBe("/body/companyData/oib");
    expect(data<Cart>(await getCart(session)).paymentMethodId).toBeNull();

    const saved = data<Cart>(
      await savePayment(session, {
        paymentMethodId: cod?.id,
        companyData: { companyName: "Vitrina d.o.o.", oib: "12345678903" },
      }),
    );
    expect(saved.paymentMethodId).toBe(cod?.id);
    expect(saved.guestUser?.company).toEqual({ name: "Vitrina d.o.o.", oib: "12345678903" });
  });

  it("refuses a wrong OIB on the guest user too (updateGuestUser)", async () => {
    const session = await guestCart();
    const answer = await setGuest(session, { company: { name: "Vitrina", oib: "12345678901" } });
    expect(answer.status).toBe(400);
    expect(data<Cart>(await getCart(session)).guestUser?.company ?? null).toBeNull();
  });
});

describe("foreign or wrong cart credentials (decision 031)", () => {
  it("are an unknown cart (404) for every checkout call, and change nothing", async () => {
    const session = await guestCart();
    const methods = data<DeliveryMethod[]>(await deliveryMethods(session));
    const courier = byCode(methods, "courier");
    const other = await guestCart();
    const wrongCode = { cartId: session.cartId, protectCode: other.protectCode };
    const unknown = {
      cartId: "00000000-0000-4000-8000-000000000000",
      protectCode: session.protectCode,
    };
    for (const credentials of [wrongCode, unknown]) {
      const answers = [
        await deliveryMethods(credentials),
        await saveDelivery(credentials, { deliveryMethodId: courier.id }),
        await paymentMethods(credentials),
        await savePayment(credentials, { paymentMethodId: 1 }),
        await post("/api/v2/order/create", credentials),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(errorOf(answer).key).toBe("api.cartNotFound");
      }
    }
    expect(data<Cart>(await getCart(session))).toMatchObject({
      deliveryMethodId: null,
      paymentMethodId: null,
      status: "active",
    });
  });
});
