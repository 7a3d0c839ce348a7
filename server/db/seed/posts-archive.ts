import type { ContentLanguage } from "./paths.ts";

/** A post of the demo blog in one language: its URL, title, card text and body (rich text). */
export type PostCopy = { slug: string; title: string; excerpt: string; html: string };
export type DemoPost = {
  /** a key of the seed's categories (posts.ts) */
  category: string;
  /** a demo picture (public/images/demo) */
  image: string;
  copy: Record<ContentLanguage, PostCopy>;
};

// The demo blog's older posts (issue 22: a finished blog has a dozen, enough for its pager),
// dated weekly before the four newest in posts.ts.
export const archivePosts: Record<string, DemoPost> = {
  "new-wine": {
    category: "news",
    image: "vineyard",
    copy: {
      hr: {
        slug: "mladi-plavac",
        title: "Mladi plavac iz našeg vinograda",
        excerpt: "Prva berba s terasa iznad uvale stigla je u podrum.",
        html: "<p>Grožđe s terasa iznad uvale bralo se u rujnu, u hladu jutra. Mošt je vrio tri tjedna u starim hrastovim bačvama.</p><p>Mladi plavac točimo od studenog, uz pršut i sir iz ulja.</p>",
      },
      en: {
        slug: "young-plavac",
        title: "Young plavac from our vineyard",
        excerpt: "The first vintage from the terraces above the cove has reached the cellar.",
        html: "<p>The grapes from the terraces above the cove were picked in September, in the cool of the morning. The must fermented for three weeks in old oak barrels.</p><p>We pour the young plavac from November, with prosciutto and cheese kept in oil.</p>",
      },
      de: {
        slug: "junger-plavac",
        title: "Junger Plavac aus unserem Weinberg",
        excerpt: "Der erste Jahrgang von den Terrassen über der Bucht liegt im Keller.",
        html: "<p>Die Trauben von den Terrassen über der Bucht wurden im September in der Morgenkühle gelesen. Der Most gärte drei Wochen in alten Eichenfässern.</p><p>Den jungen Plavac schenken wir ab November aus, zu Pršut und Käse in Öl.</p>",
      },
    },
  },
  "grilled-fish": {
    category: "recipes",
    image: "harbour",
    copy: {
      hr: {
        slug: "riba-na-gradele",
        title: "Riba na gradele",
        excerpt: "Svježa orada, morska sol i žar od lozovine: ništa više.",
        html: "<h2>Što vam treba</h2><p>Orada od pola kilograma, krupna morska sol, grančica ružmarina i žar od suhe lozovine.</p><h2>Kako</h2><p>Ribu posolite pola sata prije pečenja. Pecite je osam minuta sa svake strane i okrenite samo jednom.</p>",
      },
      en: {
        slug: "grilled-fish",
        title: "Fish on the grill",
        excerpt: "A fresh sea bream, sea salt and vine-wood embers: nothing more.",
        html: "<h2>What you need</h2><p>A sea bream of half a kilogram, coarse sea salt, a sprig of rosemary and embers of dry vine wood.</p><h2>How</h2><p>Salt the fish half an hour before grilling. Grill it eight minutes on each side and turn it only once.</p>",
      },
      de: {
        slug: "fisch-vom-rost",
        title: "Fisch vom Rost",
        excerpt: "Frische Dorade, Meersalz und Glut aus Rebholz: mehr braucht es nicht.",
        html: "<h2>Was Sie brauchen</h2><p>Eine Dorade von einem halben Kilo, grobes Meersalz, einen Zweig Rosmarin und Glut aus trockenem Rebholz.</p><h2>Wie</h2><p>Salzen Sie den Fisch eine halbe Stunde vor dem Grillen. Grillen Sie ihn acht Minuten pro Seite und wenden Sie ihn nur einmal.</p>",
      },
    },
  },
  fritters: {
    category: "desserts",
    image: "product-honey",
    copy: {
      hr: {
        slug: "fritule-s-medom",
        title: "Fritule s medom",
        excerpt: "Blagdanske kuglice s grožđicama i koricom naranče.",
        html: "<p>Tijesto od brašna, jaja, jogurta i kvasca ostavite da se digne, pa umiješajte grožđice namočene u rakiju i koricu naranče.</p><p>Žlicom spuštajte kuglice u vruće ulje i poslužite ih prelivene kaduljinim medom.</p>",
      },
      en: {
        slug: "fritters-with-honey",
        title: "Fritule with honey",
        excerpt: "Festive fritters with raisins and orange zest.",
        html: "<p>Let a dough of flour, eggs, yoghurt and yeast rise, then fold in raisins soaked in brandy and orange zest.</p><p>Drop spoonfuls into hot oil and serve them drizzled with sage honey.</p>",
      },
      de: {
        slug: "fritule-mit-honig",
        title: "Fritule mit Honig",
        excerpt: "Festliche Krapfen mit Rosinen und Orangenschale.",
        html: "<p>Einen Teig aus Mehl, Eiern, Joghurt und Hefe gehen lassen, dann in Schnaps eingeweichte Rosinen und Orangenschale unterheben.</p><p>Mit einem Löffel in heißes Öl geben und mit Salbeihonig beträufelt servieren.</p>",
      },
    },
  },
  "new-hall": {
    category: "news",
    image: "hall",
    copy: {
      hr: {
        slug: "dvorana-za-proslave",
        title: "Kamena dvorana za proslave",
        excerpt: "Stara uljara postala je dvorana za osamdeset gostiju.",
        html: "<p>Obnovili smo staru uljaru uz konobu: kameni zidovi, drvene grede i dugi stolovi za osamdeset gostiju.</p><p>U njoj slavimo vjenčanja, krštenja i obljetnice, a jelovnik sastavljamo s vama.</p>",
      },
      en: {
        slug: "a-hall-for-celebrations",
        title: "A stone hall for celebrations",
        excerpt: "The old oil mill has become a hall for eighty guests.",
        html: "<p>We restored the old oil mill beside the konoba: stone walls, wooden beams and long tables for eighty guests.</p><p>Weddings, christenings and anniversaries are held there, with a menu we put together with you.</p>",
      },
      de: {
        slug: "ein-saal-fuer-feste",
        title: "Ein Steinsaal für Feste",
        excerpt: "Die alte Ölmühle ist ein Saal für achtzig Gäste geworden.",
        html: "<p>Wir haben die alte Ölmühle neben der Konoba restauriert: Steinmauern, Holzbalken und lange Tafeln für achtzig Gäste.</p><p>Dort feiern wir Hochzeiten, Taufen und Jubiläen, mit einem Menü, das wir mit Ihnen zusammenstellen.</p>",
      },
    },
  },
  "truffle-pasta": {
    category: "recipes",
    image: "product-truffle",
    copy: {
      hr: {
        slug: "fuzi-s-tartufima",
        title: "Fuži s tartufima",
        excerpt: "Istarska tjestenina, maslac i ribani crni tartuf.",
        html: "<p>Fuže skuhajte u slanoj vodi, ocijedite ih i kratko promiješajte u maslacu s malo vode od kuhanja.</p><p>Tartuf naribajte izravno na tanjur, tek toliko da zamiriše cijeli stol.</p>",
      },
      en: {
        slug: "fuzi-with-truffles",
        title: "Fuži with truffles",
        excerpt: "Istrian pasta, butter and grated black truffle.",
        html: "<p>Cook the fuži in salted water, drain them and toss them briefly in butter with a little of the cooking water.</p><p>Grate the truffle straight onto the plate, just enough to scent the whole table.</p>",
      },
      de: {
        slug: "fuzi-mit-trueffeln",
        title: "Fuži mit Trüffeln",
        excerpt: "Istrische Pasta, Butter und geriebener schwarzer Trüffel.",
        html: "<p>Die Fuži in Salzwasser kochen, abgießen und kurz in Butter mit etwas Kochwasser schwenken.</p><p>Den Trüffel direkt auf den Teller reiben, gerade so viel, dass der ganze Tisch duftet.</p>",
      },
    },
  },
  rooms: {
    category: "news",
    image: "room",
    copy: {
      hr: {
        slug: "sobe-iznad-konobe",
        title: "Četiri sobe iznad konobe",
        excerpt: "Prenoćite uz šum mora i doručak iz naše kuhinje.",
        html: "<p>Na katu kuće uredili smo četiri sobe s pogledom na uvalu, svaku s vlastitom kupaonicom.</p><p>Doručak je domaći: kruh iz peći, jaja, sir i smokve iz vrta.</p>",
      },
      en: {
        slug: "rooms-above-the-konoba",
        title: "Four rooms above the konoba",
        excerpt: "Fall asleep to the sound of the sea and wake to breakfast from our kitchen.",
        html: "<p>On the upper floor of the house we have furnished four rooms overlooking the cove, each with its own bathroom.</p><p>Breakfast is home-made: bread from the oven, eggs, cheese and figs from the garden.</p>",
      },
      de: {
        slug: "zimmer-ueber-der-konoba",
        title: "Vier Zimmer über der Konoba",
        excerpt: "Schlafen Sie beim Rauschen des Meeres, frühstücken Sie aus unserer Küche.",
        html: "<p>Im Obergeschoss des Hauses haben wir vier Zimmer mit Blick auf die Bucht eingerichtet, jedes mit eigenem Bad.</p><p>Das Frühstück ist hausgemacht: Brot aus dem Ofen, Eier, Käse und Feigen aus dem Garten.</p>",
      },
    },
  },
  rozata: {
    category: "desserts",
    image: "table",
    copy: {
      hr: {
        slug: "dubrovacka-rozata",
        title: "Dubrovačka rožata",
        excerpt: "Krema od jaja i mlijeka s karamelom i likerom od ruže.",
        html: "<p>Šećer rastopite u karamel i izlijte ga u kalupiće. Mlijeko, jaja, koricu limuna i žličicu likera od ruže izmiješajte i prelijte preko karamela.</p><p>Pecite u vodenoj kupelji sat vremena i poslužite hladno, okrenuto na tanjur.</p>",
      },
      en: {
        slug: "dubrovnik-rozata",
        title: "Dubrovnik rožata",
        excerpt: "An egg custard with caramel and rose liqueur.",
        html: "<p>Melt sugar into caramel and pour it into small moulds. Whisk milk, eggs, lemon zest and a spoonful of rose liqueur and pour it over the caramel.</p><p>Bake in a water bath for an hour and serve cold, turned out onto a plate.</p>",
      },
      de: {
        slug: "rozata-aus-dubrovnik",
        title: "Rožata aus Dubrovnik",
        excerpt: "Eiercreme mit Karamell und Rosenlikör.",
        html: "<p>Zucker zu Karamell schmelzen und in kleine Förmchen gießen. Milch, Eier, Zitronenschale und einen Löffel Rosenlikör verrühren und über das Karamell gießen.</p><p>Eine Stunde im Wasserbad backen und kalt servieren, auf einen Teller gestürzt.</p>",
      },
    },
  },
  "sea-salt": {
    category: "news",
    image: "sea",
    copy: {
      hr: {
        slug: "sol-iz-stona",
        title: "Sol iz stonske solane",
        excerpt: "Posjetili smo solanu koja radi od četrnaestog stoljeća.",
        html: "<p>Sol u našoj kuhinji dolazi iz Stona, iz solane u kojoj se more i danas suši na suncu kao prije sedam stoljeća.</p><p>Cvijet soli dodajemo na kraju, na ribu i rajčice.</p>",
      },
      en: {
        slug: "salt-from-ston",
        title: "Salt from the Ston salt pans",
        excerpt: "We visited salt pans that have worked since the fourteenth century.",
        html: "<p>The salt in our kitchen comes from Ston, from salt pans where the sea is still dried in the sun as it was seven centuries ago.</p><p>We add the fleur de sel at the end, on fish and tomatoes.</p>",
      },
      de: {
        slug: "salz-aus-ston",
        title: "Salz aus den Salinen von Ston",
        excerpt: "Wir haben Salinen besucht, die seit dem vierzehnten Jahrhundert arbeiten.",
        html: "<p>Das Salz unserer Küche kommt aus Ston, aus Salinen, in denen das Meer noch heute wie vor sieben Jahrhunderten in der Sonne trocknet.</p><p>Die Salzblume geben wir zum Schluss auf Fisch und Tomaten.</p>",
      },
    },
  },
};
