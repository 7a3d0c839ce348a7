import { describe, expect, it } from "vitest";
import { ApiError, toApiError } from "./api-error.ts";

describe("toApiError (spec 8)", () => {
  it("reads message, status, key and fields from the error envelope", () => {
    const error = toApiError({
      body: {
        error: {
          status: 400,
          message: "Unos ovog polja je obavezan",
          key: "validation.required",
          fields: [{ path: "/handlers", message: "Unos ovog polja je obavezan" }],
        },
      },
      response: { status: 400, statusText: "Bad Request" },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Unos ovog polja je obavezan");
    expect(error.status).toBe(400);
    expect(error.key).toBe("validation.required");
    expect(error.fields).toEqual([{ path: "/handlers", message: "Unos ovog polja je obavezan" }]);
  });

  it("falls back to a body string, data.errorMessage, then message, with the HTTP status", () => {
    const response = { status: 409, statusText: "Conflict" };
    expect(toApiError({ body: "Session already used.", response }).message).toBe(
      "Session already used.",
    );
    expect(
      toApiError({ body: { data: { errorMessage: "Cart is archived." } }, response }),
    ).toMatchObject({ message: "Cart is archived.", status: 409 });
    expect(toApiError({ body: { message: "Coupon not found!" }, response }).message).toBe(
      "Coupon not found!",
    );
    expect(toApiError({ body: null, response }).message).toBe("Conflict");
  });

  it("gives 'name: message' and status 0 without a response", () => {
    const error = toApiError({ cause: new TypeError("fetch failed") });
    expect(error.message).toBe("TypeError: fetch failed");
    expect(error.status).toBe(0);
  });

  it("defaults the status to 500", () => {
    expect(new ApiError({ message: "x" }).status).toBe(500);
    expect(toApiError({ body: {}, response: { status: 0, statusText: "" } }).status).toBe(500);
  });
});
