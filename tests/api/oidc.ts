import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type ClaimsParameterMember, type KoaContextWithOIDC } from "oidc-provider";

/** What the provider says about an account it signs in (OpenID Connect standard claims). */
export type TestClaims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The SocialLoginProviders site option value naming this provider as `id`. */
  option: (id: string, name: string) => string;
  /**
   * Follows an authorization URL through the provider's own sign-in and consent pages as a
   * browser would (cookies, redirects, form posts) and returns the URL it sends the browser
   * back to (the site's callback with code and state, or error). `deny` cancels at consent.
   */
  signIn: (authorizationUrl: string, login: string, options?: { deny?: boolean }) => Promise<URL>;
  close: () => Promise<void>;
};

/**
 * oidc-provider warns (console.warn, as it is made) that it runs with its development-only
 * in-memory storage and sign-in pages: this test provider is made of them on purpose, so those two
 * warnings are left out of the test run's output; any other warning passes.
 */
function withoutDevelopmentWarnings<T>(create: () => T): T {
  const expected =
    /oidc-provider WARNING: a quick start development-only (in-memory adapter|feature devInteractions)/;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!(typeof args[0] === "string" && expected.test(args[0]))) warn(...args);
  };
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}

/**
 * A real OpenID provider (the `oidc-provider` package) on a free local port, with its
 * development sign-in pages: any login signs in as the account of that name, whose claims are
 * `accounts[login]`, or by default the login as a verified e-mail address.
 */
export async function startOidcProvider(input: {
  redirectUris: string[];
  accounts?: Record<string, TestClaims>;
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "vitrina-test";
  const clientSecret = randomBytes(24).toString("hex");
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = withoutDevelopmentWarnings(
    () =>
      new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: input.redirectUris,
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_basic",
          },
        ],
        claims: {
          openid: ["sub"],
          email: ["email", "email_verified"],
          profile: ["given_name", "family_name"],
        },
        jwks: {
          keys: [
            { ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" },
          ],
        },
        cookies: { keys: [randomBytes(16).toString("hex")] },
        pkce: { required: () => true },
        // lifetimes in seconds (set, so the provider does not warn about its defaults)
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
        findAccount: (_ctx: KoaContextWithOIDC, id: string) => ({
          accountId: id,
          claims: (): { sub: string } & Record<
            string,
            ClaimsParameterMember | string | boolean
          > => ({
            sub: id,
            ...(input.accounts?.[id] ?? {
              email: id,
              email_verified: true,
              given_name: "Iva",
              family_name: "Horvat",
            }),
          }),
        }),
      }),
  );
  const handle = provider.callback();
  server.on("request", (request, response) => {
    void handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    option: (id, name) => JSON.stringify([{ id, name, issuer, clientId, clientSecret }]),
    signIn: (url, login, options = {}) => followSignIn({ issuer, url, login, ...options }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function followSignIn(input: {
  issuer: string;
  url: string;
  login: string;
  deny?: boolean;
}): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(input.url);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.origin !== input.issuer) return url; // back at the site
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form && { "content-type": "application/x-www-form-urlencoded" }),
      },
      ...(form && { body: form.toString() }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) {
        jar.set(pair.slice(0, at), value);
      } else jar.delete(pair.slice(0, at));
    }
    form = undefined;
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${response.status}) at ${url.href}`);
    if (prompt === "consent" && input.deny) {
      const abort = /href="([^"]+\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error("no cancel link on the consent page");
      url = new URL(abort.replaceAll("&amp;", "&"), url);
      continue;
    }
    url = new URL(action.replaceAll("&amp;", "&"), url);
    form = new URLSearchParams(
      prompt === "login" ? { prompt, login: input.login, password: "test" } : { prompt },
    );
  }
  throw new Error("the provider's sign-in did not finish in 20 steps");
}
