/**
 * The builder and the admin area call the API from the browser, where the access token is out
 * of reach (an HttpOnly cookie, docs/decisions/005). Such a call sends this header; the server
 * then takes the token from the cookie (server/platform/http/cookie-session.ts). A custom
 * header cannot be sent cross-origin without a CORS preflight the server never grants, so
 * another site cannot make a visitor's browser call the API as them.
 */
export const cookieSessionHeader = "x-vitrina-session";
export const cookieSessionValue = "cookie";
