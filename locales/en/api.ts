import type { api as source } from "../hr/api.ts";

export const api: Record<keyof typeof source, string> = {
  notFound: "This page could not be found",
  routeNotFound: "The requested API address does not exist",
  invalidInput: "Invalid input",
  invalidJson: "The request body is not valid JSON",
  lengthRequired: "The request must state its content length",
  payloadTooLarge: "The request is too large",
  unsupportedMediaType: "Unsupported request content type; send application/json",
  unknownLanguage: "Unknown language",
  unknownSite: "Unknown site or API key",
  methodNotAllowed: "Method not allowed",
  tooManyRequests: "Too many requests, please try again soon",
  maintenance: "Maintenance in progress, we will be back soon!",
  somethingWentWrong: "Something went wrong",
  unknownUserOrPassword: "Unknown username or password",
  unauthorized: "Please log in to continue",
  invalidHost: "The Host header does not name a valid host",
  invalidUrl: "The request address is not valid",
  headersTooLarge: "The request headers are too large",
  requestTimeout: "The request did not arrive in time",
  unsupportedFormType: "Forms are sent as application/x-www-form-urlencoded or multipart/form-data",
};
