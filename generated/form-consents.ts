// DO NOT EDIT: generated from schemas/forms/*.schema.json (x-consents) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.

import type { ConsentAssignment } from "./types.ts";

/** The consents each form asks for (spec 3 assignment), by the form (assigned_to). */
export const formConsents = {
  checkoutAddress: {
    assigned_to: "checkoutAddress",
    consents: [
      {
        id: "privacy",
        uniqueNumber: "PRIV-2",
        displayName: {
          hrv: "Pristajem na obradu svojih podataka radi obrade i isporuke narudžbe, prema pravilima zaštite privatnosti.",
          eng: "I agree to the processing of my data to handle and deliver my order, as the privacy policy says.",
          deu: "Ich stimme der Verarbeitung meiner Daten zur Bearbeitung und Lieferung meiner Bestellung gemäß der Datenschutzerklärung zu.",
        },
      },
      {
        id: "newsletter",
        uniqueNumber: "NEWS-1",
        displayName: {
          hrv: "Želim primati obavijesti o ponudama i događanjima e-poštom.",
          eng: "I would like to receive news of offers and events by e-mail.",
          deu: "Ich möchte Neuigkeiten zu Angeboten und Veranstaltungen per E-Mail erhalten.",
        },
      },
    ],
    requiredConsents: ["privacy"],
  },
  checkoutPayment: {
    assigned_to: "checkoutPayment",
    consents: [
      {
        id: "terms",
        uniqueNumber: "TERMS-1",
        displayName: {
          hrv: "Pročitao/la sam i prihvaćam opće uvjete prodaje i pravo na jednostrani raskid ugovora.",
          eng: "I have read and accept the terms of sale and the right of withdrawal.",
          deu: "Ich habe die Verkaufsbedingungen und das Widerrufsrecht gelesen und akzeptiere sie.",
        },
      },
    ],
    requiredConsents: ["terms"],
  },
  register: {
    assigned_to: "register",
    consents: [
      {
        id: "privacy",
        uniqueNumber: "PRIV-1",
        displayName: {
          hrv: "Pročitao/la sam pravila zaštite privatnosti i pristajem na obradu svojih podataka radi otvaranja i vođenja računa.",
          eng: "I have read the privacy policy and agree to the processing of my data to open and keep my account.",
          deu: "Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Daten zur Eröffnung und Führung meines Kontos zu.",
        },
      },
      {
        id: "newsletter",
        uniqueNumber: "NEWS-1",
        displayName: {
          hrv: "Želim primati obavijesti o ponudama i događanjima e-poštom.",
          eng: "I would like to receive news of offers and events by e-mail.",
          deu: "Ich möchte Neuigkeiten zu Angeboten und Veranstaltungen per E-Mail erhalten.",
        },
      },
    ],
    requiredConsents: ["privacy"],
  },
} as const satisfies Record<string, ConsentAssignment>;

export type ConsentForm = keyof typeof formConsents;
