import type { LocalisedText } from "#generated/types.ts";
import type { Db } from "../client.ts";
import { consentAssignments, consents, consentVersions } from "../schema-consents.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// The demo's consents and the forms that ask for them (decision 047): what the forms' schema
// files said before consents were data (migration 0022 gave existing sites the same).

const demoConsents: { uniqueNumber: string; displayName: LocalisedText }[] = [
  {
    uniqueNumber: "PRIV-1",
    displayName: {
      hrv: "Pročitao/la sam pravila zaštite privatnosti i pristajem na obradu svojih podataka radi otvaranja i vođenja računa.",
      eng: "I have read the privacy policy and agree to the processing of my data to open and keep my account.",
      deu: "Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Daten zur Eröffnung und Führung meines Kontos zu.",
    },
  },
  {
    uniqueNumber: "NEWS-1",
    displayName: {
      hrv: "Želim primati obavijesti o ponudama i događanjima e-poštom.",
      eng: "I would like to receive news of offers and events by e-mail.",
      deu: "Ich möchte Neuigkeiten zu Angeboten und Veranstaltungen per E-Mail erhalten.",
    },
  },
  {
    uniqueNumber: "PRIV-2",
    displayName: {
      hrv: "Pristajem na obradu svojih podataka radi obrade i isporuke narudžbe, prema pravilima zaštite privatnosti.",
      eng: "I agree to the processing of my data to handle and deliver my order, as the privacy policy says.",
      deu: "Ich stimme der Verarbeitung meiner Daten zur Bearbeitung und Lieferung meiner Bestellung gemäß der Datenschutzerklärung zu.",
    },
  },
  {
    uniqueNumber: "TERMS-1",
    displayName: {
      hrv: "Pročitao/la sam i prihvaćam opće uvjete prodaje i pravo na jednostrani raskid ugovora.",
      eng: "I have read and accept the terms of sale and the right of withdrawal.",
      deu: "Ich habe die Verkaufsbedingungen und das Widerrufsrecht gelesen und akzeptiere sie.",
    },
  },
  {
    uniqueNumber: "COOKIE-1",
    displayName: {
      hrv: "Analitički kolačići: pristajem da se posjećenost stranice mjeri alatom Google Analytics (kolačići _ga, do 2 godine).",
      eng: "Analytics cookies: I agree that visits to the site are measured with Google Analytics (cookies _ga, up to 2 years).",
      deu: "Analyse-Cookies: Ich bin einverstanden, dass Besuche der Website mit Google Analytics gemessen werden (Cookies _ga, bis zu 2 Jahre).",
    },
  },
];

/** Each form's consents: [assigned_to, the id the form sends, the consent, required]. */
const demoAssignments: [string, string, string, boolean][] = [
  ["register", "privacy", "PRIV-1", true],
  ["register", "newsletter", "NEWS-1", false],
  ["checkoutAddress", "privacy", "PRIV-2", true],
  ["checkoutAddress", "newsletter", "NEWS-1", false],
  ["checkoutPayment", "terms", "TERMS-1", true],
  // the newsletter element (issue 21): its one consent is the newsletter itself
  ["newsletter", "newsletter", "NEWS-1", true],
  // the contact page's form (issue 21, formSlug "kontakt"): privacy required, newsletter offered
  ["kontakt", "privacy", "PRIV-1", true],
  // the cookie banner's categories, shown once the site has an analytics identifier (decision 047)
  ["cookieBanner", "analytics", "COOKIE-1", false],
];

export async function seedConsents(tx: Tx, siteId: string): Promise<void> {
  const inserted = await tx
    .insert(consents)
    .values(demoConsents.map((consent) => ({ ...consent, siteId })))
    .returning({ id: consents.id, uniqueNumber: consents.uniqueNumber });
  const idOf = new Map(inserted.map((row) => [row.uniqueNumber, row.id]));
  await tx.insert(consentVersions).values(
    demoConsents.map((consent) => ({
      consentId: idOf.get(consent.uniqueNumber) ?? 0,
      version: 1,
      displayName: consent.displayName,
    })),
  );
  await tx.insert(consentAssignments).values(
    demoAssignments.map(([assignedTo, key, uniqueNumber, isRequired], index) => ({
      siteId,
      assignedTo,
      key,
      consentId: idOf.get(uniqueNumber) ?? 0,
      isRequired,
      position: index,
    })),
  );
}
