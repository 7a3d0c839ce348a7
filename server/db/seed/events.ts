import type { Db } from "../client.ts";
import { consentAssignments, consents, consentVersions } from "../schema-consents.ts";
import { eventTranslations, events } from "../schema-events.ts";
import { eventSignupForm } from "#common/forms/event-signup.ts";
import { sanitizeRichText } from "../../modules/cms/operations/validate-document.ts";
import { demoImage } from "./pages/build.ts";
import { type ContentLanguage, contentLanguages, languageCodeOf } from "./paths.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type EventCopy = { title: string; slug: string; place: string; html: string };
type DemoEvent = {
  image: string;
  /** Days after the seed, at `hourUtc`: always ahead of whoever opens a fresh demo. */
  inDays: number;
  hourUtc: number;
  hours: number;
  capacity: number;
  attendees: number;
  copy: Record<ContentLanguage, EventCopy>;
};

// The demo's events (issue 22): a wine tasting, a live music evening and a cooking class in hr,
// en and de, with the demo's pictures, one to three weeks after the site is seeded.
const demoEvents: DemoEvent[] = [
  {
    image: "vineyard",
    inDays: 7,
    hourUtc: 17,
    hours: 3,
    capacity: 24,
    attendees: 17,
    copy: {
      hr: {
        title: "Kušanje vina s obiteljskih vinograda",
        slug: "kusanje-vina",
        place: "Vinski podrum Konobe Vitrina",
        html: "<p>Šest vina s brda iznad konobe, od svježe malvazije do odležanog plavca, uz pršut, sir i kruh iz krušne peći.</p><p>Vodi vinar obitelji; broj mjesta je ograničen.</p>",
      },
      en: {
        title: "Wine tasting from the family vineyards",
        slug: "wine-tasting",
        place: "The wine cellar of Konoba Vitrina",
        html: "<p>Six wines from the hill above the konoba, from a fresh Malvasia to an aged Plavac, with prosciutto, cheese and bread from the wood oven.</p><p>Led by the family's winemaker; seats are limited.</p>",
      },
      de: {
        title: "Weinprobe aus den Familienweinbergen",
        slug: "weinprobe",
        place: "Weinkeller der Konoba Vitrina",
        html: "<p>Sechs Weine vom Hang über der Konoba, vom frischen Malvasia bis zum gereiften Plavac, mit Pršut, Käse und Brot aus dem Holzofen.</p><p>Es führt der Winzer der Familie; die Plätze sind begrenzt.</p>",
      },
    },
  },
  {
    image: "terrace",
    inDays: 14,
    hourUtc: 19,
    hours: 3,
    capacity: 80,
    attendees: 35,
    copy: {
      hr: {
        title: "Večer žive glazbe na terasi",
        slug: "vecer-zive-glazbe",
        place: "Terasa Konobe Vitrina",
        html: "<p>Klapa i gitara pod borovima: dalmatinske pjesme, lagana večera s roštilja i pogled na more.</p>",
      },
      en: {
        title: "Live music evening on the terrace",
        slug: "live-music-evening",
        place: "The terrace of Konoba Vitrina",
        html: "<p>A klapa choir and a guitar under the pines: Dalmatian songs, a light dinner from the grill and a view of the sea.</p>",
      },
      de: {
        title: "Livemusik-Abend auf der Terrasse",
        slug: "livemusik-abend",
        place: "Terrasse der Konoba Vitrina",
        html: "<p>Klapa-Gesang und Gitarre unter den Pinien: dalmatinische Lieder, ein leichtes Abendessen vom Grill und Blick aufs Meer.</p>",
      },
    },
  },
  {
    image: "peka",
    inDays: 21,
    hourUtc: 15,
    hours: 4,
    capacity: 12,
    attendees: 12,
    copy: {
      hr: {
        title: "Tečaj kuhanja: peka kao kod bake",
        slug: "tecaj-kuhanja-peka",
        place: "Kuhinja Konobe Vitrina",
        html: "<p>Naučite pripremiti janjetinu i povrće ispod peke: od žara do stola. Na kraju zajednička večera.</p>",
      },
      en: {
        title: "Cooking class: peka like grandmother's",
        slug: "cooking-class-peka",
        place: "The kitchen of Konoba Vitrina",
        html: "<p>Learn to cook lamb and vegetables under the bell: from the embers to the table. A shared dinner at the end.</p>",
      },
      de: {
        title: "Kochkurs: Peka wie bei Großmutter",
        slug: "kochkurs-peka",
        place: "Küche der Konoba Vitrina",
        html: "<p>Lernen Sie, Lamm und Gemüse unter der Glocke zu garen: von der Glut bis zum Tisch. Zum Schluss ein gemeinsames Abendessen.</p>",
      },
    },
  },
];

const dayMs = 24 * 60 * 60_000;
const hourMs = 60 * 60_000;

/** The sign-up form's consent (decision 054): required, its own text (not the account's). */
async function seedSignupConsent(tx: Tx, siteId: string): Promise<void> {
  const [consent] = await tx
    .insert(consents)
    .values({
      siteId,
      uniqueNumber: "PRIV-EVENT-1",
      displayName: {
        hrv: "Pristajem na obradu svojih podataka radi prijave na događaj, prema pravilima zaštite privatnosti.",
        eng: "I agree to the processing of my data for my event sign-up, as the privacy policy says.",
        deu: "Ich stimme der Verarbeitung meiner Daten für meine Anmeldung gemäß der Datenschutzerklärung zu.",
      },
    })
    .returning({ id: consents.id, displayName: consents.displayName });
  if (!consent) return;
  await tx
    .insert(consentVersions)
    .values({ consentId: consent.id, version: 1, displayName: consent.displayName });
  await tx.insert(consentAssignments).values({
    siteId,
    assignedTo: eventSignupForm,
    key: "privacy",
    consentId: consent.id,
    isRequired: true,
    position: 0,
  });
}

/** The demo's published events with their texts in every content language, taking sign-ups. */
export async function seedEvents(tx: Tx, siteId: string, now = new Date()): Promise<void> {
  await seedSignupConsent(tx, siteId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const event of demoEvents) {
    const startsAt = new Date(today + event.inDays * dayMs + event.hourUtc * hourMs);
    const [row] = await tx
      .insert(events)
      .values({
        siteId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + event.hours * hourMs),
        capacity: event.capacity,
        attendees: event.attendees,
        cover: { src: demoImage(event.image), alt: event.copy.hr.title },
        isPublished: true,
        // decision 054: visitors sign up on the page (the sold-out one shows no form)
        acceptsSignups: true,
      })
      .returning({ id: events.id });
    if (!row) continue;
    await tx.insert(eventTranslations).values(
      contentLanguages.map((language) => {
        const { title, slug, place, html } = event.copy[language];
        return {
          eventId: row.id,
          siteId,
          languageCode: languageCodeOf[language],
          title,
          slug,
          place,
          description: sanitizeRichText(html),
        };
      }),
    );
  }
}
