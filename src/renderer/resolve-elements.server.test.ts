import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "#src/lib/api-client.ts";
import { resolveElements } from "./resolve-elements.server.ts";
import type { TreeNode } from "#common/walk-tree.ts";

const api = {} as ApiClient;
const registry = {
  list: { defaults: { layout: "cards" }, mobileOverrides: [], resolver: true },
  text: { defaults: {}, mobileOverrides: [], resolver: false },
  box: { defaults: {}, mobileOverrides: [], resolver: false },
};

describe("resolveElements", () => {
  it("runs the resolver of every resolver element, nested too, keyed by id", async () => {
    const resolve = vi.fn(({ props }: { props: Record<string, unknown> }) =>
      Promise.resolve({ got: props }),
    );
    const nodes: TreeNode[] = [
      { id: "a", type: "list", props: { slugMains: ["x"] } },
      { id: "t", type: "text", props: {} },
      { id: "b", type: "box", props: {}, slots: { inner: [{ id: "c", type: "list", props: {} }] } },
    ];
    const data = await resolveElements({
      nodes,
      api,
      language: "hrv",
      registry,
      resolvers: () => resolve,
    });
    expect(Object.keys(data).sort()).toEqual(["a", "c"]);
    expect(data.a).toEqual({ got: { layout: "cards", slugMains: ["x"] } });
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it("leaves an element empty when its resolver fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await resolveElements({
      nodes: [{ id: "a", type: "list", props: {} }],
      api,
      language: "hrv",
      registry,
      resolvers: () => () => Promise.reject(new Error("down")),
    });
    expect(data).toEqual({ a: null });
  });
});
