/** Sample orders for the documents' tests (never imported by product code). */
import type { AddressForm, Order, OrderLine } from "#generated/types.ts";

const billing: AddressForm = {
  type: "Main",
  firstName: "Đurđa",
  lastName: "Čačić-Šimić",
  contactEmail: "durda@example.com",
  contactPhone: "+385 91 234 5678",
  country: "HR",
  city: "Škabrnja",
  street: "Ulica žrtava Domovinskog rata",
  houseNumber: "12a",
  zipCode: "23223",
};

/** A line of a product at a unit price (cents) and VAT rate (basis points). */
export function sampleLine(index: number, unitPrice = 1250, rateBasisPoints = 2500): OrderLine {
  return {
    productId: index,
    sku: `SKU-${index}`,
    name: `Maslinovo ulje ${index}`,
    qty: 1,
    unitPrice,
    row: unitPrice,
    rateBasisPoints,
    options: { bundleOptions: null },
  };
}

/**
 * A bank transfer order of 2026 in Croatian: two lines (one personalised, at 25 % and 5 %),
 * a coupon, delivery, shipped elsewhere. Totals add up: 2 × 12,50 + 8,40 = 33,40; minus the
 * coupon 3,34 = 30,06; plus delivery 4,50 = 34,56 €.
 */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    number: "2026-000123",
    status: "new",
    paymentStatus: "unpaid",
    email: "durda@example.com",
    language: "hrv",
    total: 3456,
    currency: { id: 1, label: "EUR", symbol: "€" },
    createdAt: "2026-11-26T10:15:00.000Z",
    snapshot: {
      lines: [
        {
          ...sampleLine(7, 1250, 2500),
          name: "Paški sir <zreli> & mladi",
          qty: 2,
          row: 2500,
          variantLabel: "500 g",
          personalizations: [{ label: "Čestitka", value: "Sretan rođendan, Željko!" }],
          options: { personalizations: { "gift-note": "Sretan rođendan, Željko!" } },
        },
        { ...sampleLine(9, 840, 500), name: "Knjiga o čokoladi" },
      ],
      prices: {
        itemsTotal: 3340,
        coupon: 334,
        loyalty: 0,
        delivery: 450,
        cartTotal: 3006,
        orderTotal: 3456,
        tax: {
          itemsTotal: 540,
          coupon: 54,
          loyalty: 0,
          delivery: 90,
          cartTotal: 486,
          orderTotal: 576,
        },
        taxRates: [
          { rateBasisPoints: 2500, gross: 2700, tax: 540 },
          { rateBasisPoints: 500, gross: 756, tax: 36 },
        ],
        currency: { id: 1, label: "EUR", symbol: "€" },
      },
      billingAddress: billing,
      shippingAddress: { ...billing, type: "Shipping", city: "Zagreb", zipCode: "10000" },
      customer: {
        email: "durda@example.com",
        firstName: "Đurđa",
        lastName: "Čačić-Šimić",
        company: null,
        isGuest: true,
      },
      delivery: { id: 2, code: "gls", name: "GLS dostava", price: 450, branch: null },
      payment: { id: 3, code: "bank", kind: "bankTransfer", name: "Uplata na račun" },
      bankTransfer: {
        payee: "Konoba Vitrina d.o.o.",
        payeeStreet: "Obala kneza Branimira 5",
        payeeCity: "23000 Zadar",
        iban: "HR1210010051863000160",
        model: "HR00",
      },
      consents: [],
      coupon: { id: 1, code: "JESEN10" },
      memberCardBarcode: null,
      instructions: "Molim dostavu poslije 17 h.",
    },
    ...overrides,
  };
}
