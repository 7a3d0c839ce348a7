import { describe, expect, it } from "vitest";
import type { OperationResult } from "#common/operations.ts";
import type { Term } from "#generated/types.ts";
import type { OperationHandler } from "./operation-pipeline.ts";

// Type tests: `npm run typecheck` compiles this file, so every @ts-expect-error below must
// stay an error, or the check fails. The runtime part only keeps vitest satisfied.
const term = { slugMain: "about" } as Term;

describe("operation types (schemas/openapi.yaml)", () => {
  it("types a handler's result by its 200 response", () => {
    const good: OperationHandler<"getTermBySlug"> = () => term;
    // @ts-expect-error slugMain is a string in the Term schema
    const wrong: OperationHandler<"getTermBySlug"> = () => ({ ...term, slugMain: 42 });
    // @ts-expect-error a navigation tree is no term
    const other: OperationHandler<"getNavigationTree"> = () => term;
    const result: OperationResult<"finderDecide">["term"] = term;
    expect([good, wrong, other, result]).toHaveLength(4);
  });
});
