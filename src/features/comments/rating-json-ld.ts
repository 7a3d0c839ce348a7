import type { CommentList } from "#generated/types.ts";

/** How many reviews a product's structured data carries beside its aggregate. */
const shownReviews = 5;

/**
 * schema.org `aggregateRating` and `review` of a product (issue 22, decision 052) from its
 * published reviews: nothing without a published rating (Google ignores an empty aggregate and
 * flags it), the scale's best is NumberOfStars, reviews only those with a rating.
 */
export function ratingJsonLd(list: CommentList | undefined): Record<string, unknown> {
  const rating = list?.aggregate;
  if (!list || !rating || rating.averageRating === null || rating.ratingCount === 0) return {};
  const scale = { bestRating: rating.bestRating, worstRating: 1 };
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.averageRating,
      reviewCount: rating.ratingCount,
      ...scale,
    },
    review: list.records
      .filter((review) => review.rating !== null)
      .slice(0, shownReviews)
      .map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        datePublished: review.createdAt.slice(0, 10),
        reviewBody: review.body,
        reviewRating: { "@type": "Rating", ratingValue: review.rating, ...scale },
      })),
  };
}
