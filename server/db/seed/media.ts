import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import manifest from "../../../public/images/demo/manifest.json" with { type: "json" };
import { plannedImage } from "../../modules/media/process-image.ts";
import { demoMediaFolder, demoSourceFile } from "../../modules/media/demo-media.ts";
import type { Db } from "../client.ts";
import { mediaItems } from "../schema-builder.ts";
import { type DemoProduct, demoProducts, imageOf } from "./catalog/products.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A demo picture's title and its description (the alt text a picked picture gives an image). */
type Texts = [title: string, alt: string];

/** The scenes and the pictures several products, categories and variants share. */
const sharedTexts: Record<string, Texts> = {
  sea: [
    "Zalazak sunca nad morem",
    "Zalazak sunca nad morem, pogled s terase konobe na otočić sa zvonikom",
  ],
  harbour: ["Lučica u zoru", "Ribarske brodice u lučici ispred kamenih kuća uz obalu"],
  "olive-grove": ["Maslinik", "Stare masline na obiteljskom imanju, u pozadini more"],
  vineyard: ["Vinograd na kamenjaru", "Vinograd babića na kamenim terasama"],
  terrace: ["Terasa uz more", "Terasa pod borovima sa stolom postavljenim uz more u sumrak"],
  house: ["Kamena kuća", "Kamena kuća s crvenim krovom, cvijećem uz ulaz i maslinom pokraj"],
  peka: ["Peka u kominu", "Peka zatrpana žarom u kominu"],
  table: [
    "Stol za večeru",
    "Stol postavljen za večeru: riba na tanjuru, maslinovo ulje, masline i čaša vina",
  ],
  hall: [
    "Dvorana Maslina",
    "Dvorana Maslina s lučnim prozorima i lampicama, postavljena za svadbu",
  ],
  room: ["Soba s pogledom na more", "Soba s bijelom posteljinom i balkonom s pogledom na more"],
  "product-wine-red": ["Crno vino", "Boca crnog vina s bijelom etiketom na drvenom stolu"],
  "product-wine-white": ["Bijelo vino", "Boca bijelog vina s bijelom etiketom na drvenom stolu"],
  "product-wine-rose": ["Rosé", "Boca ružičastog vina s bijelom etiketom na drvenom stolu"],
  "product-olive-oil": ["Maslinovo ulje", "Zelena boca maslinova ulja s bijelom etiketom"],
  "product-rakija": ["Rakija", "Visoka prozirna boca rakije s tamnozelenom etiketom"],
  "product-honey": ["Med", "Staklenka meda s narančastim poklopcem i etiketom"],
  "product-truffle": ["Tartufi", "Tamna staklenka tartufa s bijelom etiketom"],
  "product-jam": ["Džem", "Staklenka tamnocrvenog džema sa zlatnim poklopcem"],
  "product-salt": ["Morska sol", "Bijela posuda morske soli s tamnoplavim poklopcem"],
  "product-figs": ["Smokve", "Tri ljubičaste smokve na drvenom stolu"],
  "product-apron-terracotta": ["Pregača boje terakote", "Pregača boje terakote s džepom sprijeda"],
  "product-apron-olive": ["Maslinasta pregača", "Maslinastozelena pregača s džepom sprijeda"],
  "product-apron-ink": ["Tamnoplava pregača", "Tamnoplava pregača s džepom sprijeda"],
  "product-apron-linen": ["Lanena pregača", "Pregača boje prirodnog lana s džepom sprijeda"],
  "product-tshirt-ink": ["Tamnoplava majica", "Tamnoplava majica kratkih rukava"],
  "product-tshirt-linen": ["Lanena majica", "Majica kratkih rukava boje prirodnog lana"],
  "product-board": ["Daska za posluživanje", "Daska od maslinova drva sa sirom i pršutom"],
  "product-glasses": ["Vinske čaše", "Dvije vinske čaše s crnim vinom"],
  "product-corkscrew": ["Vadičep", "Konobarski vadičep s drvenom drškom"],
  "product-basket": ["Poklon košara", "Pletena košara s bocama vina i grožđem"],
  "product-voucher": ["Poklon bon", "Poklon bon s narančastim zaglavljem i pečatom"],
  "product-cookbook": ["Kuharica", "Tamnoplava kuharica s tanjurom na koricama"],
};

/** What a product's own drawing shows beyond the bottle of its kind (wines and oils say it alike). */
const productAlts: Record<string, string> = {
  "product-bio-kupaza-1-l": "Zelena limenka maslinova ulja od jedne litre s etiketom",
  "product-livadni-med": "Staklenka livadnog meda s narančastim poklopcem i etiketom",
  "product-med-od-lavande": "Staklenka meda od lavande s ljubičastim poklopcem, uz nju lavanda",
  "product-tartufata": "Tamna staklenka tartufate s etiketom, uz nju crni tartuf",
  "product-crni-tartuf-cijeli": "Staklenka cijelog crnog tartufa, uz nju tartuf na stolu",
  "product-dzem-od-smokava": "Staklenka džema od smokava s crveno-bijelim kariranim poklopcem",
  "product-suhe-smokve": "Tri suhe smokve na drvenom stolu",
  "product-cvijet-soli-iz-nina": "Platnena vrećica cvijeta soli iz Nina, uz nju zrnca soli",
  "product-sol-s-lavandom": "Posuda soli s lavandom, uz nju grančica lavande",
  "product-travarica": "Prozirna boca travarice s travama u njoj",
  "product-rogacica": "Tamna boca rogačice, uz nju mahune rogača",
  "product-zelene-masline": "Staklenka zelenih maslina s etiketom",
  "product-ajvar": "Staklenka ajvara s crvenim poklopcem, uz nju crvena paprika",
  "product-daska-od-maslinovog-drva": "Daska od maslinova drva sa sirom i pršutom",
  "product-set-od-dvije-vinske-case": "Dvije vinske čaše s crnim vinom",
  "product-konobarski-vadicep": "Konobarski vadičep s drvenom drškom",
  "product-dalmatinski-paket": "Pletena košara s dvjema bocama vina, uljem i smokvama",
  "product-istarski-paket": "Drveni sanduk s natpisom Vitrina: vino, maslinovo ulje i tartufi",
  "product-paket-konoba": "Pletena košara s vinom, džemom i drugim delicijama",
  "product-vinski-trio": "Drveni sanduk s natpisom Vitrina: boca crnog, bijelog i roze vina",
  "product-vinski-klub-mjesecna-kutija": "Drveni sanduk s natpisom Vinski klub i tri boce vina",
  "product-poklon-bon-50": "Poklon bon od 50 € s narančastim zaglavljem",
  "product-poklon-bon-100": "Tamnoplavi poklon bon od 100 €",
  "product-kuharica-konobe-vitrina-pdf": "Tamnoplava kuharica Konobe Vitrina",
};

const bottleOf: Record<string, string> = {
  red: "Boca crnog vina",
  white: "Boca bijelog vina",
  rose: "Boca roze vina",
  oil: "Boca maslinova ulja",
};

function productTexts(product: DemoProduct, picture: string): Texts {
  const [name] = product.names;
  const alt =
    productAlts[picture] ??
    `${bottleOf[product.category] ?? "Proizvod"} s etiketom „${name}” na drvenom stolu`;
  return [name, alt];
}

/** The title and alt text of every demo picture (public/images/demo/manifest.json). */
export function demoPictureTexts(): Map<string, Texts> {
  const own = new Map(
    demoProducts
      .filter((product) => !product.image)
      .map((product) => [imageOf(product), productTexts(product, imageOf(product))] as const),
  );
  return new Map(
    Object.keys(manifest).map((name) => {
      const texts = sharedTexts[name] ?? own.get(name);
      if (!texts) throw new Error(`seed: the demo picture ${name} has no title and alt text`);
      return [name, texts];
    }),
  );
}

/**
 * The demo's pictures as media library items (issue 23): one row each, its files planned as an
 * upload of the picture's largest JPEG would write them. The seed writes no files: the server's
 * start places them (placeDemoMedia, docs/decisions/061).
 */
export async function seedDemoMedia(tx: Tx, siteId: string): Promise<void> {
  const rows = [];
  // the library lists the newest first: the scenes, first in the manifest, come first
  for (const [name, [title, alt]] of [...demoPictureTexts()].reverse()) {
    const bytes = await readFile(demoSourceFile(name));
    const [width, height] = manifest[name as keyof typeof manifest];
    if (width === undefined || height === undefined) throw new Error(`seed: no size of ${name}`);
    const folder = demoMediaFolder(name);
    const planned = plannedImage({ width, height, hasAlpha: false, extension: "jpg" }, folder);
    rows.push({
      siteId,
      title,
      description: alt,
      mime: "image/jpeg" as const,
      extension: "jpg" as const,
      hash: createHash("sha256").update(bytes).digest("hex"),
      folder,
      size: bytes.length,
      width: planned.width,
      height: planned.height,
      originalName: `${name}.jpg`,
      alternativePaths: planned.alternativePaths,
    });
  }
  await tx.insert(mediaItems).values(rows);
}
