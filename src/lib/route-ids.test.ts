import { describe, expect, it } from "vitest";
import { bodyClass, entryIdOf, routeId } from "./route-ids.ts";

describe("route ids", () => {
  it("encode language, entry and variant", () => {
    expect(routeId({ code2: "en", entryId: "page" })).toBe("en/page");
    expect(routeId({ code2: "hr", entryId: "page", variant: "index" })).toBe("hr/page/index");
    expect(entryIdOf("de/page/index")).toBe("page");
    expect(entryIdOf("root")).toBeUndefined();
  });

  it("give the body class from the deepest screen and the slug", () => {
    expect(bodyClass({ routeIds: ["root", "hr/layout", "hr/page"], slug: "o-nama" })).toBe(
      "page o-nama",
    );
    expect(bodyClass({ routeIds: ["root", "en/layout", "en/page/index"], slug: undefined })).toBe(
      "page",
    );
    expect(bodyClass({ routeIds: ["root"], slug: undefined })).toBe("");
    expect(bodyClass({ routeIds: ["root", "hr/layout", "hr/page"], slug: "a/b c" })).toBe(
      "page a-b-c",
    );
  });
});
