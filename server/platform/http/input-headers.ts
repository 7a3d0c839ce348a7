/** The headers of one API call (lower-case names): an HTTP request's, or an in-process call's. */
export type InputHeaders = Record<string, string | string[] | undefined>;

/** One header of a call, when it is set and not empty. */
export function headerValue(headers: InputHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}
