import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { comments } from "../schema-comments.ts";
import { catalogProducts, terms } from "../schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DemoComment = { authorName: string; body: string; rating: number | null; daysAgo: number };

const dayMs = 24 * 60 * 60_000;

// The demo's published comments and reviews (issue 22, decision 052): two on the olive harvest
// post (hr, en) and reviews of two olive oils, written by named visitors.
const onPosts: Record<string, { languageCode: string; items: DemoComment[] }> = {
  "berba-maslina": {
    languageCode: "hrv",
    items: [
      {
        authorName: "Marija K.",
        body: "Prošle godine smo brali s vama, jedva čekamo opet! Ulje s prve berbe je nešto posebno.",
        rating: 5,
        daysAgo: 2,
      },
      {
        authorName: "Tomislav B.",
        body: "Lijepa priča. Može li se ulje kupiti i u konobi ili samo u trgovini na stranici?",
        rating: null,
        daysAgo: 1,
      },
    ],
  },
  "olive-harvest": {
    languageCode: "eng",
    items: [
      {
        authorName: "Sarah L.",
        body: "We joined the harvest last autumn: a wonderful day, and the lunch afterwards was the best of our trip.",
        rating: 5,
        daysAgo: 3,
      },
    ],
  },
};

const onProducts: Record<string, DemoComment[]> = {
  "ULJE-OBL-500": [
    {
      authorName: "Ivana P.",
      body: "Blago, voćno ulje, idealno za salate i ribu. Naručujem već treću bocu.",
      rating: 5,
      daysAgo: 6,
    },
    {
      authorName: "Klaus M.",
      body: "Sehr gutes Öl, schnell geliefert.",
      rating: 4,
      daysAgo: 4,
    },
  ],
  "ULJE-BUZA-500": [
    {
      authorName: "Ante R.",
      body: "Pikantno i gorkasto kako i treba biti. Odlično uz domaći kruh.",
      rating: 4,
      daysAgo: 5,
    },
  ],
};

/** Inserts the demo's published comments on a post and reviews of two products. */
export async function seedComments(tx: Tx, siteId: string): Promise<void> {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * dayMs);
  const rows: (typeof comments.$inferInsert)[] = [];
  const posts = await tx
    .select({ id: terms.id, slug: terms.slug, languageCode: terms.languageCode })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, siteId),
        eq(terms.type, "post"),
        inArray(terms.slug, Object.keys(onPosts)),
      ),
    );
  for (const post of posts) {
    const demo = onPosts[post.slug];
    if (!demo || demo.languageCode !== post.languageCode) continue;
    for (const item of demo.items)
      rows.push({
        siteId,
        postId: post.id,
        authorName: item.authorName,
        body: item.body,
        rating: item.rating,
        status: "published",
        languageCode: post.languageCode,
        createdAt: at(item.daysAgo),
        updatedAt: at(item.daysAgo),
      });
  }
  const products = await tx
    .select({ id: catalogProducts.id, sku: catalogProducts.sku })
    .from(catalogProducts)
    .where(
      and(
        eq(catalogProducts.siteId, siteId),
        inArray(catalogProducts.sku, Object.keys(onProducts)),
      ),
    );
  for (const product of products)
    for (const item of onProducts[product.sku] ?? [])
      rows.push({
        siteId,
        productId: product.id,
        authorName: item.authorName,
        body: item.body,
        rating: item.rating,
        status: "published",
        languageCode: "hrv",
        createdAt: at(item.daysAgo),
        updatedAt: at(item.daysAgo),
      });
  if (rows.length > 0) await tx.insert(comments).values(rows);
}
