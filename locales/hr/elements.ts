/** Texts drawn by page elements (src/renderer/elements). */
export const elements = {
  map: {
    openLarger: "Otvori veću kartu",
    mapOf: "Karta: {title}",
    load: "Prikaži kartu",
    privacy: "Karta se učitava s OpenStreetMapa, koji pritom vidi vašu IP adresu.",
  },
  video: { unsupported: "Vaš preglednik ne podržava reprodukciju videa." },
  pageList: { readMore: "Saznaj više", readMoreAbout: "Saznaj više: {title}" },
  productList: { more: "Pogledajte sve" },
  gallery: { label: "Galerija slika" },
  openingHours: { days: "Dani", hours: "Radno vrijeme" },
  newsletter: { email: "E-pošta", sending: "Šaljem…" },
  form: {
    send: "Pošalji",
    sending: "Šaljem…",
    sent: "Hvala! Vaša poruka je poslana.",
    failed: "Obrazac nije poslan",
    required: "obavezno",
    consents: "Privole",
    consentsNotFetched: "Privole se trenutno ne mogu učitati; obrazac nije moguće poslati.",
    recaptchaNote:
      "Ovaj obrazac štiti Googleov reCAPTCHA; slanjem prihvaćate njegova pravila privatnosti i uvjete korištenja.",
    confirmByEmail:
      "Bez JavaScripta poslat ćemo vam na upisanu adresu e-pošte poveznicu kojom potvrđujete slanje; obrazac primamo kad je otvorite.",
    confirmationSent:
      "Provjerite e-poštu: poslali smo vam poveznicu kojom potvrđujete slanje (vrijedi 48 sati). Obrazac primamo kad je otvorite.",
    captchaNeedsScript:
      "Za slanje ovog obrasca uključite JavaScript: provjera da niste robot radi u vašem pregledniku.",
    files: "Najviše {count} datoteka, do 5 MB svaka",
    choose: "Odaberite",
    /** The ALTCHA widget's own texts (its i18n keys). */
    altcha: {
      label: "Nisam robot",
      loading: "Učitavam…",
      verify: "Provjeri",
      verifying: "Provjeravam…",
      verified: "Provjereno",
      verificationRequired: "Potrebna je provjera da niste robot",
      waitAlert: "Provjera je u tijeku, pričekajte trenutak.",
      error: "Provjera nije uspjela; pokušajte ponovo.",
      expired: "Provjera je istekla; pokušajte ponovo.",
      reload: "Ponovo",
      cancel: "Odustani",
      enterCode: "Unesite kod",
      enterCodeAria: "Unesite kod koji čujete; razmaknica pokreće zvuk.",
      enterCodeFromImage: "Za nastavak unesite kod sa slike.",
      getAudioChallenge: "Zvučna provjera",
      ariaLinkLabel: "ALTCHA",
      footer: "Zaštićeno ALTCHA-om, bez kolačića",
    },
  },
} as const;
