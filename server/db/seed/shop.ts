import { and, eq, inArray } from "drizzle-orm";
import type { CheckoutSettings, LocalisedText, ShopBranch } from "#generated/types.ts";
import type { Db } from "../client.ts";
import { catalogProducts, siteOptions } from "../schema.ts";
import {
  shopCoupons,
  shopDeliveryMethods,
  shopPaymentMethods,
  shopTaxClasses,
} from "../schema-shop.ts";
import { demoProducts } from "./catalog/products.ts";
import { venue } from "./paths.ts";

const three = (hrv: string, eng: string, deu: string): LocalisedText => ({ hrv, eng, deu });

/** Croatian VAT rates (prices include VAT): 25 %, 13 % and 5 % (food staples, books). */
const taxClasses = [
  {
    code: "standard",
    name: three("Opća stopa PDV-a", "Standard VAT rate", "Regelsteuersatz"),
    rate: 2500,
  },
  {
    code: "reduced",
    name: three("Snižena stopa PDV-a", "Reduced VAT rate", "Ermäßigter Steuersatz"),
    rate: 1300,
  },
  {
    code: "lower",
    name: three("Niža stopa PDV-a", "Lower VAT rate", "Niedriger Steuersatz"),
    rate: 500,
  },
];

// Olive oil, pantry goods and books are taxed at 5 % in Croatia; everything else at 25 %.
const lowerRateCategories = new Set(["oil", "pantry"]);
const lowerRateSkus = new Set(["KNJIGA-PDF"]);

/** A few lines run short, so the cart's stock limits show in the demo. */
const lowStock: Record<string, number> = { "DASKA-MASL": 3, "VIN-DINGAC-19": 6 };

const pickupBranches: ShopBranch[] = [
  {
    id: "konoba",
    name: `${venue.brand}, ${venue.city}`,
    address: `${venue.street}, ${venue.postalCode} ${venue.city}`,
  },
  { id: "vinoteka-split", name: "Vinoteka Vitrina, Split", address: "Marmontova 3, 21000 Split" },
];

const lockerBranches: ShopBranch[] = [
  {
    id: "locker-sibenik-1",
    name: "Paketomat Šibenik, Tržnica",
    address: "Ulica kralja Zvonimira 1, 22000 Šibenik",
  },
  { id: "locker-split-1", name: "Paketomat Split, Pazar", address: "Hrvojeva 8, 21000 Split" },
  {
    id: "locker-zagreb-1",
    name: "Paketomat Zagreb, Kvaternikov trg",
    address: "Kvaternikov trg 6, 10000 Zagreb",
  },
];

/** spec 7 getCheckoutSettings: the demo's addition behaviour, countries and bank details. */
export const demoCheckoutSettings: CheckoutSettings = {
  cartAdditionBehaviour: 2,
  allowedCountries: ["HR", "SI", "AT", "DE", "IT"],
  skipShippingStep: false,
  bankTransfer: {
    payee: venue.company.slice(0, 30),
    payeeStreet: venue.street,
    payeeCity: `${venue.postalCode} ${venue.city}`,
    // the Croatian National Bank's published example IBAN: valid check digits, no real account
    iban: "HR1210010051863000160",
    model: "HR00",
    purposeCode: "OTHR",
    description: "Narudžba",
  },
};

/**
 * The shop of the demo site (issue 17): VAT classes, stock and tax class of every product,
 * delivery methods (pickup with a branch list, parcel lockers, courier), cash on delivery and
 * bank transfer, coupons and the checkout settings.
 */
export async function seedShop(db: Db, siteId: string): Promise<void> {
  await db
    .insert(shopTaxClasses)
    .values(
      taxClasses.map(({ code, name, rate }) => ({ siteId, code, name, rateBasisPoints: rate })),
    );
  await seedStock(db, siteId);
  await db.insert(shopDeliveryMethods).values([
    {
      siteId,
      code: "pickup",
      name: three("Osobno preuzimanje", "Pickup", "Abholung"),
      description: three(
        "Preuzmite narudžbu u konobi ili u našoj vinoteci u Splitu, bez troška dostave.",
        "Collect your order at the konoba or at our wine shop in Split, free of charge.",
        "Holen Sie Ihre Bestellung in der Konoba oder in unserer Vinothek in Split ab, kostenlos.",
      ),
      priceCents: 0,
      countries: ["HR"],
      branches: pickupBranches,
      position: 1,
    },
    {
      siteId,
      code: "locker",
      name: three("Paketomat", "Parcel locker", "Paketstation"),
      description: three(
        "Dostava u paketomat po vašem izboru u 2 do 3 radna dana.",
        "Delivered to a parcel locker of your choice in 2 to 3 working days.",
        "Lieferung an eine Paketstation Ihrer Wahl in 2 bis 3 Werktagen.",
      ),
      priceCents: 350,
      freeFromCents: 5000,
      countries: ["HR"],
      branches: lockerBranches,
      position: 2,
    },
    {
      siteId,
      code: "courier",
      name: three("Dostava na adresu", "Home delivery", "Lieferung nach Hause"),
      description: three(
        "Dostavna služba donosi paket na vašu adresu u 2 do 5 radnih dana.",
        "A courier brings the parcel to your address in 2 to 5 working days.",
        "Ein Paketdienst liefert an Ihre Adresse in 2 bis 5 Werktagen.",
      ),
      priceCents: 590,
      freeFromCents: 7000,
      countries: ["HR", "SI", "AT", "DE", "IT"],
      position: 3,
    },
  ]);
  await db.insert(shopPaymentMethods).values([
    {
      siteId,
      code: "cod",
      kind: "cashOnDelivery",
      name: three("Plaćanje pouzećem", "Cash on delivery", "Nachnahme"),
      description: three(
        "Platite gotovinom ili karticom pri preuzimanju.",
        "Pay in cash or by card when the parcel arrives.",
        "Bezahlen Sie bar oder mit Karte bei der Übergabe.",
      ),
      position: 1,
    },
    {
      siteId,
      code: "bank",
      kind: "bankTransfer",
      name: three("Uplata na račun", "Bank transfer", "Banküberweisung"),
      description: three(
        "Platite općom uplatnicom ili skenirajte barkod u aplikaciji svoje banke. Šaljemo po primitku uplate.",
        "Pay by bank transfer or scan the barcode in your banking app. We ship once the payment arrives.",
        "Zahlen Sie per Überweisung oder scannen Sie den Barcode in Ihrer Banking-App. Versand nach Zahlungseingang.",
      ),
      position: 2,
    },
    {
      siteId,
      code: "card",
      kind: "card",
      // spec 3: a hosted payment form; without WSPay settings, the sandbox gateway (decision 045)
      paymentType: "HPF",
      name: three("Kartica", "Card", "Karte"),
      description: three(
        "Platite karticom na sigurnoj stranici banke. Dok WSPay nije podešen, stranica je testna: kartica 4111 1111 1111 1111 plaća.",
        "Pay by card on the bank's secure page. Until WSPay is set up the page is a test one: card 4111 1111 1111 1111 pays.",
        "Zahlen Sie mit Karte auf der sicheren Seite der Bank. Solange WSPay nicht eingerichtet ist, ist die Seite ein Test: Karte 4111 1111 1111 1111 zahlt.",
      ),
      position: 3,
    },
    {
      siteId,
      code: "wallet",
      kind: "wallet",
      // spec 3 wallet provider; without WALLET_* settings, the local emulator (decision 045)
      paymentType: "WALLET",
      name: three("PayPal", "PayPal", "PayPal"),
      description: three(
        "Platite svojim PayPal računom. Dok novčanik nije podešen, plaćanje je testno i ništa se ne naplaćuje.",
        "Pay with your PayPal account. Until the wallet is set up the payment is a test one and nothing is charged.",
        "Zahlen Sie mit Ihrem PayPal-Konto. Solange die Wallet nicht eingerichtet ist, ist die Zahlung ein Test und nichts wird belastet.",
      ),
      position: 4,
    },
  ]);
  await db.insert(shopCoupons).values([
    { siteId, code: "WELCOME10", kind: "percent", amount: 10 },
    { siteId, code: "LJETO5", kind: "fixed", amount: 500, minItemsTotalCents: 3000 },
    {
      siteId,
      code: "STARO20",
      kind: "percent",
      amount: 20,
      validFrom: new Date("2024-06-01T00:00:00Z"),
      validTo: new Date("2024-09-01T00:00:00Z"),
    },
  ]);
  await db
    .insert(siteOptions)
    .values({ siteId, key: "CheckoutSettings", value: JSON.stringify(demoCheckoutSettings) });
}

/** Stock and VAT class by the demo catalogue; bundles, e-products and configurables: none. */
async function seedStock(db: Db, siteId: string): Promise<void> {
  const p = catalogProducts;
  const variantSkus = demoProducts.flatMap(
    (product) => product.configurable?.variants.map((variant) => variant.sku) ?? [],
  );
  const stocked = [
    ...demoProducts.filter((product) => product.format === "Simple").map((product) => product.sku),
    ...variantSkus,
  ];
  await db
    .update(p)
    .set({ stock: 24 })
    .where(and(eq(p.siteId, siteId), inArray(p.sku, stocked)));
  for (const [sku, stock] of Object.entries(lowStock))
    await db
      .update(p)
      .set({ stock })
      .where(and(eq(p.siteId, siteId), eq(p.sku, sku)));
  const lower = demoProducts
    .filter(
      (product) => lowerRateCategories.has(product.category) || lowerRateSkus.has(product.sku),
    )
    .map((product) => product.sku);
  await db
    .update(p)
    .set({ taxClass: "lower" })
    .where(and(eq(p.siteId, siteId), inArray(p.sku, lower)));
}
