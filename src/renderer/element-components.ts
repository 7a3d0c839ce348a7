import type { ContentElementType } from "#generated/types.ts";
import type { ElementComponentFor } from "./element-types.ts";
import { Button } from "./elements/button/button.tsx";
import { CallToAction } from "./elements/call-to-action/call-to-action.tsx";
import { CategoryList } from "./elements/category-list/category-list.tsx";
import { Columns } from "./elements/columns/columns.tsx";
import { CrossSell } from "./elements/cross-sell/cross-sell.tsx";
import { FormElement } from "./elements/form/form.tsx";
import { FeatureList } from "./elements/feature-list/feature-list.tsx";
import { FeaturedProducts } from "./elements/featured-products/featured-products.tsx";
import { Gallery } from "./elements/gallery/gallery.tsx";
import { Heading } from "./elements/heading/heading.tsx";
import { Hero } from "./elements/hero/hero.tsx";
import { ImageElement } from "./elements/image/image.tsx";
import { MapElement } from "./elements/map/map.tsx";
import { MasterInstance } from "./elements/master/master.tsx";
import { Newsletter } from "./elements/newsletter/newsletter.tsx";
import { OpeningHours } from "./elements/opening-hours/opening-hours.tsx";
import { PageList } from "./elements/page-list/page-list.tsx";
import { PostList } from "./elements/post-list/post-list.tsx";
import { Events } from "./elements/events/events.tsx";
import { ProductList } from "./elements/product-list/product-list.tsx";
import { Quote } from "./elements/quote/quote.tsx";
import { RichText } from "./elements/rich-text/rich-text.tsx";
import { Spacer } from "./elements/spacer/spacer.tsx";
import { Video } from "./elements/video/video.tsx";

/**
 * The one hand-written tie between the generated registry (generated/elements.ts) and React:
 * one line per content element type. A missing type fails the type check.
 */
export const elementComponents: { [T in ContentElementType]: ElementComponentFor<T> } = {
  heading: Heading,
  "rich-text": RichText,
  image: ImageElement,
  hero: Hero,
  master: MasterInstance,
  button: Button,
  columns: Columns,
  gallery: Gallery,
  video: Video,
  spacer: Spacer,
  map: MapElement,
  form: FormElement,
  "call-to-action": CallToAction,
  quote: Quote,
  "feature-list": FeatureList,
  "opening-hours": OpeningHours,
  "page-list": PageList,
  "product-list": ProductList,
  "post-list": PostList,
  events: Events,
  "featured-products": FeaturedProducts,
  "category-list": CategoryList,
  "cross-sell": CrossSell,
  newsletter: Newsletter,
};
