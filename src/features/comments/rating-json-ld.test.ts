import { describe, expect, it } from "vitest";
import type { Comment, CommentList } from "#generated/types.ts";
import { ratingJsonLd } from "./rating-json-ld.ts";

const review = (id: number, rating: number | null, body = "Dobro"): Comment => ({
  id,
  targetType: "product",
  targetId: 7,
  authorName: `Autor ${id}`,
  isRegistered: false,
  isMine: false,
  body,
  rating,
  status: "published",
  language: "hrv",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
});

const listOf = (records: Comment[], aggregate: Partial<CommentList["aggregate"]>): CommentList => ({
  records,
  mine: [],
  aggregate: {
    commentCount: records.length,
    ratingCount: 0,
    averageRating: null,
    bestRating: 5,
    ...aggregate,
  },
  totalPages: 1,
  totalRecords: records.length,
  page: 1,
  limit: 10,
});

describe("ratingJsonLd", () => {
  it("gives nothing without published ratings", () => {
    expect(ratingJsonLd(undefined)).toEqual({});
    expect(ratingJsonLd(listOf([review(1, null)], {}))).toEqual({});
  });

  it("gives the aggregate on the NumberOfStars scale and the rated reviews", () => {
    const list = listOf([review(1, 4, "<b>x</b>"), review(2, null), review(3, 3)], {
      ratingCount: 2,
      averageRating: 3.5,
      bestRating: 10,
    });
    const data = ratingJsonLd(list);
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 3.5,
      reviewCount: 2,
      bestRating: 10,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Autor 1" },
        datePublished: "2026-11-20",
        reviewBody: "<b>x</b>",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 10, worstRating: 1 },
      },
      expect.objectContaining({ author: { "@type": "Person", name: "Autor 3" } }),
    ]);
  });
});
