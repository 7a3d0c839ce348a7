/** Texts shared by every screen; the source locale (spec 1: the UI is Croatian). */
export const common = {
  home: "Početna",
  loading: "Učitavanje…",
  skipToContent: "Preskoči na sadržaj",
  opensInNewTab: "(otvara se u novom prozoru)",
  languageNames: { hrv: "Hrvatski", eng: "English", deu: "Deutsch" },
} as const;
