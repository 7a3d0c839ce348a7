import { describe, expect, it } from "vitest";
import { casesFor } from "./fuzz/cases.ts";
import { loadOperations } from "./fuzz/openapi.ts";
import { call, errorOf } from "./http.ts";

// Driven by schemas/openapi.yaml: every operation, present and future, gets invalid parameters,
// headers, bodies and content types; none may answer 5xx, and every error is spec-shaped.
const operations = loadOperations();

describe("fuzz every OpenAPI operation", () => {
  it("covers every operation of openapi.yaml", () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  let sent = 0;
  for (const operation of operations) {
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const failures: string[] = [];
      for (const fuzzCase of casesFor(operation)) {
        const response = await call(fuzzCase.path, {
          method: fuzzCase.method,
          headers: fuzzCase.headers,
          body: fuzzCase.body,
        });
        sent += 1;
        if (response.status >= 500) failures.push(`${fuzzCase.name}: ${response.status}`);
        else if (response.status >= 400) {
          try {
            errorOf(response);
          } catch (error) {
            failures.push(`${fuzzCase.name}: ${(error as Error).message}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("reports how many requests it sent", () => {
    console.log(`fuzz: ${sent} requests to ${operations.length} operations, none answered 5xx`);
    expect(sent).toBeGreaterThan(operations.length * 10);
  });
});
