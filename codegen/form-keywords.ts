import { _, type KeywordCxt, type KeywordDefinition } from "ajv";

// Rules of spec 5 that JSON Schema has no word for. Each becomes plain code inside the standalone
// validators (no run-time helper), so the browser and the server run the very same check. The
// keyword is the error's `keyword`; common/validation-messages.ts maps it to its message key.

/** `"sameAs": "password"`: equal to a sibling field (register confirmedPassword, spec 5 sameAs). */
const sameAs: KeywordDefinition = {
  keyword: "sameAs",
  schemaType: "string",
  code(cxt: KeywordCxt) {
    const field = cxt.schema as string;
    cxt.fail(_`${cxt.data} !== ${cxt.it.parentData}[${field}]`);
  },
  error: {
    message: "must equal the other field",
    params: ({ schema }) => _`{field: ${schema as string}}`,
  },
};

/** `"repeatOf": "newPassword"`: the repeat of a new password (spec 5 repeatPassword). */
const repeatOf: KeywordDefinition = {
  ...sameAs,
  keyword: "repeatOf",
};

/** `"differentFrom": "oldPassword"`: differs from a sibling field (spec 5 differentPassword). */
const differentFrom: KeywordDefinition = {
  keyword: "differentFrom",
  schemaType: "string",
  code(cxt: KeywordCxt) {
    const field = cxt.schema as string;
    cxt.fail(_`${cxt.data} === ${cxt.it.parentData}[${field}]`);
  },
  error: {
    message: "must differ from the other field",
    params: ({ schema }) => _`{field: ${schema as string}}`,
  },
};

/**
 * `"lettersOnly": true`: a name of letters, with spaces and apostrophes, and hyphens between
 * parts (spec 5 alphaSpecialCharsValidator), e.g. "Ana-Marija O'Brien".
 */
const lettersOnly: KeywordDefinition = {
  keyword: "lettersOnly",
  type: "string",
  schemaType: "boolean",
  code(cxt: KeywordCxt) {
    const { data, gen } = cxt;
    const pattern = gen.scopeValue("pattern", {
      ref: /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u,
      code: _`/^[\\p{L}' ]+(?:-[\\p{L}' ]+)*$/u`,
    });
    cxt.fail(_`!${pattern}.test(${data})`);
  },
};

/**
 * `"oib": true`: a Croatian personal identification number, 11 digits whose last is the
 * ISO 7064 MOD 11,10 check digit of the first ten.
 */
const oib: KeywordDefinition = {
  keyword: "oib",
  type: "string",
  schemaType: "boolean",
  code(cxt: KeywordCxt) {
    const { data, gen } = cxt;
    const valid = gen.let("oibValid", _`/^[0-9]{11}$/.test(${data})`);
    gen.if(valid, () => {
      const sum = gen.let("oibSum", 10);
      gen.forRange("oibI", 0, 10, (i) => {
        gen.assign(sum, _`(${sum} + Number(${data}[${i}])) % 10`);
        gen.assign(sum, _`((${sum} === 0 ? 10 : ${sum}) * 2) % 11`);
      });
      gen.assign(valid, _`(11 - ${sum}) % 10 === Number(${data}[10])`);
    });
    cxt.fail(_`!${valid}`);
  },
};

/** The form keywords, added to every ajv instance codegen makes. */
export const formKeywords: KeywordDefinition[] = [
  sameAs,
  repeatOf,
  differentFrom,
  lettersOnly,
  oib,
];
