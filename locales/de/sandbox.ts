import type { DeepStrings } from "../types.ts";
import type { sandbox as source } from "../hr/sandbox.ts";

/** The sandbox card gateway's page in German, typed against the Croatian source. */
export const sandbox: DeepStrings<typeof source> = {
  title: "Test-Kartenzahlung",
  banner: "Ein Test-Zahlungsdienst: keine Karte wird belastet.",
  shop: "Shop",
  order: "Bestellung",
  amount: "Betrag",
  card: "Kartennummer",
  testCards: "Testkarten",
  approves: "die Zahlung gelingt",
  declines: "die Zahlung wird abgelehnt",
  slow: "3-D Secure: Bestätigung nach einigen Sekunden",
  lostNotification:
    "genehmigt, aber die Benachrichtigung an den Shop geht verloren (der Shop fragt den Status ab)",
  pay: "{amount} bezahlen",
  cancel: "Abbrechen und zum Shop zurückkehren",
  badSignature: "Die Signatur der Zahlungsanfrage ist ungültig: keine Zahlung wurde gestartet.",
  badReturn: "Die Rücksprungadresse ist nicht die Adresse des Shops, der die Anfrage gesendet hat.",
  invalid: "Die Zahlungsanfrage ist unvollständig oder ungültig.",
};
