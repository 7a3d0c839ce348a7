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
} as const;
