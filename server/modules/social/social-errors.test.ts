import * as client from "openid-client";
import { describe, expect, it } from "vitest";
import { socialError } from "./social-errors.ts";

const keyOf = (error: unknown) => {
  const mapped = socialError(error);
  return `${mapped.status} ${mapped.key}`;
};

describe("socialError: what a provider's answer or silence becomes (never a 500)", () => {
  it("tells refused consent apart from other refusals of the provider", () => {
    const answer = (error: string) =>
      new client.AuthorizationResponseError("refused", {
        cause: new URLSearchParams({ error, state: "s" }),
      });
    expect(keyOf(answer("access_denied"))).toBe("400 api.socialDenied");
    expect(keyOf(answer("server_error"))).toBe("400 api.socialFailed");
  });

  it("makes an unreachable provider a 502 and a failed check a 400", () => {
    expect(keyOf(new TypeError("fetch failed"))).toBe("502 api.socialProviderUnavailable");
    expect(keyOf(new DOMException("timed out", "TimeoutError"))).toBe(
      "502 api.socialProviderUnavailable",
    );
    const html = new client.ClientError("unexpected response content-type");
    html.code = "OAUTH_RESPONSE_IS_NOT_JSON";
    expect(keyOf(html)).toBe("502 api.socialProviderUnavailable");
    const nonce = new client.ClientError("unexpected JWT claim value encountered");
    nonce.code = "OAUTH_JWT_CLAIM_COMPARISON_FAILED";
    expect(keyOf(nonce)).toBe("400 api.socialFailed");
    // an argument error of openid-client itself is a TypeError with a code: not "unreachable"
    expect(keyOf(Object.assign(new TypeError("bad"), { code: "ERR_INVALID_ARG_TYPE" }))).toBe(
      "400 api.socialFailed",
    );
  });
});
