/** The sandbox card gateway's page (server/modules/payments/wspay/sandbox-routes.ts, decision 045). */
export const sandbox = {
  title: "Testna naplata karticom",
  banner: "Testni pristupnik: nijedna kartica se ne tereti.",
  shop: "Trgovina",
  order: "Narudžba",
  amount: "Iznos",
  card: "Broj kartice",
  testCards: "Testne kartice",
  approves: "plaćanje uspijeva",
  declines: "plaćanje je odbijeno",
  slow: "3-D Secure: potvrda nakon nekoliko sekundi",
  lostNotification: "odobrena, ali obavijest trgovini se izgubi (trgovina pita za status)",
  pay: "Plati {amount}",
  cancel: "Odustani i vrati se u trgovinu",
  badSignature: "Potpis zahtjeva za plaćanje nije ispravan: plaćanje nije pokrenuto.",
  badReturn: "Povratna adresa nije adresa trgovine koja je poslala zahtjev.",
  invalid: "Zahtjev za plaćanje nije potpun ili nije ispravan.",
} as const;
