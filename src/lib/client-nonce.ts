let cached: string | undefined;

/**
 * The CSP nonce of this page, read in the browser from an element the server rendered with it
 * (the `nonce` property keeps the value the browser hides from the attribute). React compares
 * nonces when it hydrates, so the client must render the server's value. Undefined on the
 * server, where <ServerRouter nonce> supplies it.
 */
export function clientNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  cached ??= document.querySelector<HTMLElement>("[nonce]")?.nonce || undefined;
  return cached;
}
