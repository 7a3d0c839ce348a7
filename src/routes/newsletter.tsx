import type { MetaArgs } from "react-router";
import { newsletterMeta } from "#src/features/newsletter/newsletter-meta.ts";
import { NewsletterView } from "#src/features/newsletter/newsletter-view.tsx";

export {
  newsletterAction as action,
  newsletterLoader as loader,
} from "#src/features/newsletter/newsletter.server.ts";

export const meta = (args: MetaArgs) => newsletterMeta(args);

export default NewsletterView;
