import { expect, test } from "./fixture.ts";
import { HtmlValidate } from "html-validate";
import { maintenancePort } from "../../playwright.config.ts";
import { htmlRules } from "./html-rules.ts";
import { seededPaths } from "./seed-data.ts";

// Every seeded page in every language, the language roots, the shop (a category, a product of
// each format, one with custom options, the search screen) in every language, the sign-in
// page, the 404 page and the maintenance view (from the server in maintenance mode), as the
// server sends them (no JavaScript run), must be valid HTML.
const paths = [
  ...seededPaths,
  "/shop",
  "/shop/vina?sort=priceAsc&page=1",
  "/en/shop/wines",
  "/de/shop/weine",
  "/product/dingac-plavac-mali-2019",
  "/en/product/dingac-plavac-mali-2019",
  "/de/produkt/dingac-plavac-mali-2019",
  "/product/majica-vitrina",
  "/product/paket-konoba",
  "/product/dalmatinski-paket",
  "/pretraga?search=vino",
  "/en/search?search=wine",
  "/de/suche?search=wein",
  // issue 22: the blog's list (its pages and 'load more'), a category with a subcategory and a
  // post (headings in its body), in every language
  "/objave",
  "/objave?page=2",
  "/objave?from=1&page=2",
  "/objave/recepti",
  "/objave/riba-na-gradele",
  "/en/blog",
  "/en/blog/recipes",
  "/en/blog/grilled-fish",
  "/de/blog?from=1&page=2",
  "/de/blog/rezepte",
  "/de/blog/fisch-vom-rost",
  "/adminLogin",
  "/nema-ove-stranice",
  "/en/no-such-page",
  `http://127.0.0.1:${maintenancePort}/`,
];

test("the HTML of every seeded page validates", async ({ request }) => {
  const validator = new HtmlValidate(htmlRules);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect([200, 404, 503], `${path} answered ${response.status()}`).toContain(response.status());
    const report = await validator.validateString(await response.text(), path);
    for (const { messages } of report.results) {
      for (const message of messages) {
        problems.push(`${path}: ${message.ruleId} ${message.message} (${message.selector ?? ""})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

// issue 17: the cart (empty and with a line), the checkout's address step and the failure page
test("the HTML of the cart and checkout pages validates", async ({ request }) => {
  const validator = new HtmlValidate(htmlRules);
  const problems: string[] = [];
  const found = await request.post("/api/v1/product/web/filter", {
    data: { keywords: "DASKA-MASL", limit: 1 },
  });
  const productId = ((await found.json()) as { data: { records: { id: number }[] } }).data
    .records[0]?.id;
  const added = await request.post("/api/v2/cart/addItem", { data: { productId, qty: 1 } });
  const cart = ((await added.json()) as { data: { id: string; protectCode: string } }).data;
  const withCart = { cookie: `cartId=${cart.id}; protectCode=${cart.protectCode}` };
  const pages: [string, Record<string, string>][] = [
    ["/kosarica", {}],
    ["/kosarica", withCart],
    ["/en/cart", withCart],
    ["/de/einkaufswagen", withCart],
    ["/naplata", withCart],
    ["/en/checkout", withCart],
    ["/checkout/failure", {}],
  ];
  for (const [path, headers] of pages) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    const report = await validator.validateString(await response.text(), path);
    for (const { messages } of report.results)
      for (const message of messages)
        problems.push(`${path}: ${message.ruleId} ${message.message} (${message.selector ?? ""})`);
  }
  expect(problems).toEqual([]);
});

// issue 22: every demo event's page in every language (server/db/seed/events.ts: three
// upcoming events, the last one sold out)
test("the HTML of the events' pages validates", async ({ request }) => {
  const validator = new HtmlValidate(htmlRules);
  const problems: string[] = [];
  const found = await request.post("/api/v1/calendar/event/public/filter", {
    data: { limit: 10 },
  });
  const ids = ((await found.json()) as { data: { records: { id: number }[] } }).data.records.map(
    (event) => event.id,
  );
  expect(ids).toHaveLength(3);
  const paths = ids.flatMap((id) => [
    `/dogadjaj/${id}`,
    `/en/event/${id}`,
    `/de/Veranstaltung/${id}`,
  ]);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const report = await validator.validateString(await response.text(), path);
    for (const { messages } of report.results)
      for (const message of messages)
        problems.push(`${path}: ${message.ruleId} ${message.message} (${message.selector ?? ""})`);
  }
  expect(problems).toEqual([]);
});
