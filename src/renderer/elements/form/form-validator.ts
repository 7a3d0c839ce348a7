import { ErrorSchemaBuilder, type RJSFValidationError, type ValidatorType } from "@rjsf/utils";
import type { FormValueSchema } from "#common/forms/form-value-schema.ts";
import { checkSubmission } from "#common/forms/form-checks.ts";
import { toFieldErrors, type Translate } from "#common/validation-messages.ts";

/** The form's data without empty values (a cleared field is no value). */
const present = (data: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries((data ?? {}) as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && value !== "",
    ),
  );

/** The schema's errors, or none when it uses a keyword the browser's check does not know. */
function browserErrors(schema: FormValueSchema, data: unknown) {
  try {
    return checkSubmission(schema, data);
  } catch {
    return []; // the server's ajv still checks everything
  }
}

/**
 * An rjsf validator over the submission schema of the form (formValueSchema, the schema the
 * server's ajv compiles), read by form-checks.ts (no code is compiled under the site's CSP):
 * each error is shown at its field, in the page's language.
 */
export function submissionValidator(schema: FormValueSchema, translate: Translate): ValidatorType {
  return {
    validateFormData(formData) {
      const builder = new ErrorSchemaBuilder();
      const errors: RJSFValidationError[] = [];
      const found = toFieldErrors(browserErrors(schema, present(formData)), translate);
      for (const error of found) {
        // an error inside a list (a checkbox's value) is shown at its field
        const field = error.path.split("/")[1] ?? "";
        builder.addErrors(error.message, field ? [field] : []);
        errors.push({
          name: error.key,
          property: `.${field}`,
          message: error.message,
          stack: error.message,
        });
      }
      return { errors, errorSchema: builder.ErrorSchema };
    },
    isValid: () => true,
    rawValidation<Result>(_schema: unknown, formData?: unknown) {
      const errors = browserErrors(schema, present(formData));
      return errors.length === 0 ? {} : { errors: errors as Result[] };
    },
  };
}
