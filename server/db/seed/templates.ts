import type { FeatureItem, TypedPageDocument } from "#generated/types.ts";
import { validatePageDocument } from "../../modules/cms/operations/validate-document.ts";
import type { Db } from "../client.ts";
import { masters } from "../schema-builder.ts";
import { columns, demoImage, node } from "./pages/build.ts";
import { pageLink } from "./paths.ts";

// Issue 23: a fresh demo offers two page templates in 'Nova stranica' (spec 2 templates), so an
// editor sees what they are for. A template is one page document with one title (masters); a
// page made from it is the editor's copy, written in their language.

type DemoTemplate = { title: string; document: TypedPageDocument };

const page = (elements: TypedPageDocument["elements"]): TypedPageDocument => ({
  version: 2,
  settings: {},
  elements,
});

type Feature = FeatureItem["icon"];

/** A row of three features: an icon, a title and a line each. */
const features = (id: string, title: string, items: [Feature, string, string][]) =>
  node("feature-list", id, {
    title,
    columns: 3,
    items: items.map(([icon, name, text]) => ({ icon, title: name, text })),
  });

/** A landing page: a hero, three features, a picture beside its text, a call to action. */
const landing: DemoTemplate = {
  title: "Odredišna stranica",
  document: page([
    node("hero", "landing-hero", {
      title: "Naslov vaše ponude",
      subtitle: "Jedna rečenica koja kaže zašto je vrijedi pogledati.",
      image: demoImage("terrace"),
      overlay: 35,
      height: "large",
      align: "center",
      cta: { label: "Rezervirajte", link: pageLink("contact", "hr") },
    }),
    features("landing-features", "Zašto baš mi", [
      ["leaf", "Domaće", "Ono što raste oko nas i što nam donese more."],
      ["sun", "Uz more", "Terasa u hladu borova, pogled na otoke."],
      ["wine", "Naše vino", "Babić s kamenih terasa iznad mjesta."],
    ]),
    columns("landing-story", { gap: "large", verticalAlign: "center" }, [
      [
        node("heading", "landing-story-title", { text: "Priča u dvije rečenice", level: 2 }),
        node("rich-text", "landing-story-text", {
          html: "<p>Opišite ponudu, kome je namijenjena i što gost dobiva. Kratki odlomci čitaju se lakše od jednog dugog.</p>",
        }),
      ],
      [
        node("image", "landing-story-image", {
          src: demoImage("table"),
          alt: "Postavljen stol na terasi konobe uz more",
          width: 1600,
          height: 1000,
          rounded: true,
        }),
      ],
    ]),
    node("call-to-action", "landing-cta", {
      title: "Spremni?",
      text: "Javite nam se i rezervirat ćemo vam mjesto.",
      button: { label: "Kontaktirajte nas", link: pageLink("contact", "hr") },
      background: "primary",
    }),
  ]),
};

/** An about page: a heading, the story beside a picture, a quote, the team and a contact line. */
const about: DemoTemplate = {
  title: "O nama",
  document: page([
    node("heading", "about-title", { text: "O nama", level: 1, align: "center" }),
    columns("about-story", { gap: "large", verticalAlign: "center" }, [
      [
        node("image", "about-image", {
          src: demoImage("house"),
          alt: "Kamena kuća s konobom u prizemlju",
          width: 1600,
          height: 1000,
          rounded: true,
        }),
      ],
      [
        node("rich-text", "about-text", {
          html: "<p>Tko ste, otkad radite i što vas razlikuje. Gosti vole znati tko im kuha i tko ih dočekuje.</p>",
        }),
      ],
    ]),
    node("quote", "about-quote", {
      text: "Kuhamo ono što raste oko nas.",
      author: "Ime Prezime",
      role: "vlasnica",
    }),
    features("about-team", "Naš tim", [
      ["utensils", "Kuhinja", "Tko kuha i što najradije sprema."],
      ["users", "Sala", "Tko vas dočekuje i preporučuje vino."],
      ["leaf", "Imanje", "Tko brine o maslinama i vinogradu."],
    ]),
    node("call-to-action", "about-contact", {
      title: "Javite nam se",
      text: "Pitanja, rezervacije i posebne želje: rado odgovaramo.",
      button: { label: "Kontakt", link: pageLink("contact", "hr") },
      background: "light",
    }),
  ]),
};

export const demoTemplates: DemoTemplate[] = [landing, about];

/** The demo's page templates, checked like any page before they are written. */
export async function seedTemplates(tx: Db, siteId: string): Promise<void> {
  await tx.insert(masters).values(
    demoTemplates.map((template) => ({
      siteId,
      kind: "template" as const,
      title: template.title,
      document: validatePageDocument(template.document),
    })),
  );
}
