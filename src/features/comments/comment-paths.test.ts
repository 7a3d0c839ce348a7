import { describe, expect, it } from "vitest";
import { backWithNotice, isSuccess, noticeOf } from "./comment-paths.ts";

describe("comment notices", () => {
  it("takes only notices of its own from the URL", () => {
    expect(noticeOf(new URLSearchParams("comment=pending"))).toBe("pending");
    expect(noticeOf(new URLSearchParams("comment=oneUserOneComment"))).toBe("oneUserOneComment");
    expect(noticeOf(new URLSearchParams("comment=<script>"))).toBeNull();
    expect(noticeOf(new URLSearchParams("comment=constructor"))).toBeNull();
    expect(noticeOf(new URLSearchParams(""))).toBeNull();
  });

  it("comes back to the page's comments with the notice, its other parameters kept", () => {
    expect(backWithNotice("/objave/berba", "pending")).toBe(
      "/objave/berba?comment=pending#comments",
    );
    expect(backWithNotice("/product/vino?colour=2&comment=sent#x", "deleted")).toBe(
      "/product/vino?colour=2&comment=deleted#comments",
    );
  });

  it("tells successes from refusals", () => {
    expect(isSuccess("sent")).toBe(true);
    expect(isSuccess("loggedUsersOnly")).toBe(false);
  });
});
