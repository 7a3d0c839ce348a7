import type { Db } from "../client.ts";
import { terms } from "../schema.ts";
import { postTermLinks } from "../schema-posts.ts";
import { pageSearchColumns } from "../../modules/cms/operations/search/page-search-text.ts";
import { validatePageDocument } from "../../modules/cms/operations/validate-document.ts";
import { demoImage, node } from "./pages/build.ts";
import { type ContentLanguage, contentLanguages, languageCodeOf } from "./paths.ts";
import { archivePosts, type DemoPost } from "./posts-archive.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Copy = { slug: string; title: string };

// The demo blog (issue 22): three categories (desserts a subcategory of recipes) and twelve
// posts in hr, en and de, with the demo's pictures; the newest is dated the day the site is
// seeded, the others a week apart before it (the older eight: posts-archive.ts).
const categories: Record<string, Record<ContentLanguage, Copy> & { parent?: string }> = {
  news: {
    hr: { slug: "novosti", title: "Novosti" },
    en: { slug: "news", title: "News" },
    de: { slug: "neuigkeiten", title: "Neuigkeiten" },
  },
  recipes: {
    hr: { slug: "recepti", title: "Recepti" },
    en: { slug: "recipes", title: "Recipes" },
    de: { slug: "rezepte", title: "Rezepte" },
  },
  // listed after its parent, whose row it links to
  desserts: {
    parent: "recipes",
    hr: { slug: "slastice", title: "Slastice" },
    en: { slug: "desserts", title: "Desserts" },
    de: { slug: "desserts", title: "Desserts" },
  },
};

const newestPosts: Record<string, DemoPost> = {
  "olive-harvest": {
    category: "news",
    image: "olive-grove",
    copy: {
      hr: {
        slug: "berba-maslina",
        title: "Počela je berba maslina",
        excerpt: "Stabla na brdu iznad konobe dala su ove jeseni najljepši urod u deset godina.",
        html: "<p>Stabla na brdu iznad konobe dala su ove jeseni najljepši urod u deset godina. Beremo ručno, a ulje prešamo isti dan.</p><p>Novo ulje kušajte uz kruh iz krušne peći.</p>",
      },
      en: {
        slug: "olive-harvest",
        title: "The olive harvest has begun",
        excerpt: "The trees on the hill above the konoba gave the finest crop in ten years.",
        html: "<p>The trees on the hill above the konoba gave the finest crop in ten years this autumn. We pick by hand and press the oil the same day.</p><p>Taste the new oil with bread from the wood oven.</p>",
      },
      de: {
        slug: "olivenernte",
        title: "Die Olivenernte hat begonnen",
        excerpt: "Die Bäume am Hang über der Konoba trugen die schönste Ernte seit zehn Jahren.",
        html: "<p>Die Bäume am Hang über der Konoba trugen diesen Herbst die schönste Ernte seit zehn Jahren. Wir pflücken von Hand und pressen das Öl am selben Tag.</p><p>Probieren Sie das neue Öl mit Brot aus dem Holzofen.</p>",
      },
    },
  },
  "peka-recipe": {
    category: "recipes",
    image: "peka",
    copy: {
      hr: {
        slug: "janjetina-ispod-peke",
        title: "Janjetina ispod peke",
        excerpt: "Tri sata, žar i strpljenje: kako pečemo najtraženije jelo konobe.",
        html: "<p>Janjetinu s krumpirom, lukom i ružmarinom složimo u plitku posudu, pokrijemo zvonom i zatrpamo žarom.</p><p>Nakon tri sata meso se samo odvaja od kosti.</p>",
      },
      en: {
        slug: "lamb-under-the-bell",
        title: "Lamb under the bell",
        excerpt: "Three hours, embers and patience: how we cook the konoba's favourite dish.",
        html: "<p>Lamb with potatoes, onion and rosemary goes into a shallow pan, under an iron bell covered with embers.</p><p>After three hours the meat falls off the bone.</p>",
      },
      de: {
        slug: "lamm-unter-der-peka",
        title: "Lamm unter der Peka",
        excerpt: "Drei Stunden, Glut und Geduld: so garen wir das beliebteste Gericht der Konoba.",
        html: "<p>Lamm mit Kartoffeln, Zwiebeln und Rosmarin kommt in eine flache Form unter eine Eisenglocke, bedeckt mit Glut.</p><p>Nach drei Stunden löst sich das Fleisch vom Knochen.</p>",
      },
    },
  },
  "terrace-season": {
    category: "news",
    image: "terrace",
    copy: {
      hr: {
        slug: "terasa-je-otvorena",
        title: "Terasa je ponovno otvorena",
        excerpt: "Od svibnja do listopada večeramo uz pogled na more.",
        html: "<p>Od svibnja do listopada večeramo na terasi uz pogled na more. Stolove rezervirajte telefonom ili e-poštom.</p>",
      },
      en: {
        slug: "the-terrace-is-open",
        title: "The terrace is open again",
        excerpt: "From May to October we dine with a view of the sea.",
        html: "<p>From May to October we dine on the terrace with a view of the sea. Book a table by phone or e-mail.</p>",
      },
      de: {
        slug: "die-terrasse-ist-offen",
        title: "Die Terrasse ist wieder offen",
        excerpt: "Von Mai bis Oktober essen wir mit Blick aufs Meer.",
        html: "<p>Von Mai bis Oktober essen wir auf der Terrasse mit Blick aufs Meer. Reservieren Sie telefonisch oder per E-Mail.</p>",
      },
    },
  },
  "fig-jam": {
    category: "recipes",
    image: "product-figs",
    copy: {
      hr: {
        slug: "dzem-od-smokava",
        title: "Džem od smokava",
        excerpt: "Kasne smokve, malo limuna i jedna noć: bakin recept.",
        html: "<p>Kilogram zrelih smokava, tristo grama šećera i sok jednog limuna ostavite preko noći, a ujutro kuhajte dok se ne zgusne.</p>",
      },
      en: {
        slug: "fig-jam",
        title: "Fig jam",
        excerpt: "Late figs, a little lemon and one night: grandmother's recipe.",
        html: "<p>Leave a kilogram of ripe figs, three hundred grams of sugar and the juice of a lemon overnight, then simmer in the morning until thick.</p>",
      },
      de: {
        slug: "feigenmarmelade",
        title: "Feigenmarmelade",
        excerpt: "Späte Feigen, etwas Zitrone und eine Nacht: Großmutters Rezept.",
        html: "<p>Ein Kilo reife Feigen, dreihundert Gramm Zucker und den Saft einer Zitrone über Nacht ziehen lassen, morgens dick einkochen.</p>",
      },
    },
  },
};

const posts: Record<string, DemoPost> = { ...newestPosts, ...archivePosts };

const author = "Konoba Vitrina";
const weekMs = 7 * 24 * 60 * 60_000;

/** The demo blog's categories and posts in every content language, with their links. */
export async function seedPosts(tx: Tx, siteId: string, now = new Date()): Promise<void> {
  for (const language of contentLanguages) {
    const languageCode = languageCodeOf[language];
    const categoryIds = new Map<string, number>();
    for (const [slugMain, copy] of Object.entries(categories)) {
      const { slug, title } = copy[language];
      const document = { version: 2, settings: {}, elements: [] };
      const [row] = await tx
        .insert(terms)
        .values({
          siteId,
          type: "postCategory",
          slug,
          slugMain,
          languageCode,
          title,
          document,
          parentId: copy.parent ? categoryIds.get(copy.parent) : undefined,
          // every term row has its search columns (page-search-text.ts indexes the ones without)
          ...pageSearchColumns({ title, description: "", document, languageCode }),
        })
        .returning({ id: terms.id });
      if (row) categoryIds.set(slugMain, row.id);
    }
    for (const [index, [slugMain, post]] of Object.entries(posts).entries()) {
      const { slug, title, excerpt, html } = post.copy[language];
      const document = validatePageDocument({
        version: 2,
        settings: {},
        elements: [node("rich-text", `${slugMain}-text`, { html })],
      });
      const [row] = await tx
        .insert(terms)
        .values({
          siteId,
          type: "post",
          slug,
          slugMain,
          languageCode,
          title,
          document,
          excerpt,
          author,
          postType: "post",
          cover: { src: demoImage(post.image), alt: title },
          publishedAt: new Date(now.getTime() - index * weekMs),
          ...pageSearchColumns({ title, description: excerpt, document, languageCode }),
        })
        .returning({ id: terms.id });
      const categoryId = categoryIds.get(post.category);
      if (row && categoryId)
        await tx
          .insert(postTermLinks)
          .values({ postId: row.id, termId: categoryId, kind: "category" });
    }
  }
}
