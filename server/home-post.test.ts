import { describe, expect, it } from "vitest";
import { homePostUrl } from "./home-post.ts";

describe("homePostUrl", () => {
  it("addresses a post to a language's home to the home page", () => {
    expect(homePostUrl("POST", "/")).toBe("/?index");
    expect(homePostUrl("POST", "/en")).toBe("/en?index");
    expect(homePostUrl("PUT", "/de/?a=b")).toBe("/de/?a=b&index");
  });

  it("leaves reads, other paths and a post already naming the index", () => {
    expect(homePostUrl("GET", "/")).toBe("/");
    expect(homePostUrl("HEAD", "/en")).toBe("/en");
    expect(homePostUrl("POST", "/o-nama")).toBe("/o-nama");
    expect(homePostUrl("POST", "/english")).toBe("/english");
    expect(homePostUrl("POST", "/?index")).toBe("/?index");
  });
});
