import type { validation as source } from "../hr/validation.ts";

/** Validation messages in English, typed against the Croatian source (same keys). */
export const validation: Record<keyof typeof source, string> = {
  required: "This field is required",
  email: "Enter a valid e-mail address",
  minLength: "The minimum number of characters is {length}",
  maxLength: "The maximum number of characters is {length}",
  sameAs: "The value must match the {value} field",
  repeatPassword: "The repeated password must match the new password",
  differentPassword: "The new password must differ from the old password",
  alphaSpecialCharsValidator: "The value contains special characters! Use letters only.",
  type: "The value has the wrong type (expected {type})",
  enum: "Choose one of the allowed values: {values}",
  pattern: "The value is not in the right form",
  format: "The value is not in the right format ({format})",
  minimum: "The smallest allowed value is {limit}",
  maximum: "The largest allowed value is {limit}",
  minItems: "The minimum number of items is {limit}",
  maxItems: "The maximum number of items is {limit}",
  uniqueItems: "Items must not repeat",
  minProperties: "The minimum number of fields is {limit}",
  maxProperties: "The maximum number of fields is {limit}",
  additionalProperties: "The field {property} is not allowed",
  // spec 5: a form's required consents
  consentRequired: "Accept the required consents (marked with a star) to continue",
  // spec 4, 5: a form whose consents could not be fetched (decision 047)
  consentsNotFetched: "The consents could not be loaded. Please reload the page in a minute.",
  oib: "The OIB is not valid (11 digits with a check digit)",
  passwordTooCommon: "This password is too common and easy to guess; choose another",
  passwordBlank: "The password must not be only spaces",
  passwordIsEmail: "The password must not be your e-mail address",
  unknownRule: "Validation failed (rule {rule} has no message)",
  // spec 5: a page slug (common/page-slug.schema.json)
  slugTooShort: "The slug must have at least 4 characters",
  invalidSlug: "The slug may contain only lower-case letters, digits and hyphens",
};
