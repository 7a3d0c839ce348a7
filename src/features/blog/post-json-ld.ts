import type { PostSummary } from "#generated/types.ts";

/**
 * schema.org BlogPosting of a post page, so search engines show its date and picture. Data, not
 * a script the page runs (the CSP lists only what runs); `<` is escaped so no text can close the
 * script element.
 */
export function postJsonLd(input: {
  post: PostSummary & { description: string };
  url: string;
  origin: string;
  brand: string;
}): string {
  const { post } = input;
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt || post.description,
    datePublished: post.publishedAt,
    mainEntityOfPage: input.url,
    url: input.url,
    ...(post.cover ? { image: `${input.origin}${post.cover.src}` } : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    publisher: { "@type": "Organization", name: input.brand },
    ...(post.categories[0] ? { articleSection: post.categories[0].title } : {}),
  };
  return JSON.stringify(posting).replace(/</g, "\\u003c");
}
