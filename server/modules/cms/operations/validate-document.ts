import type { ValidateFunction } from "ajv";
import sanitizeHtml from "sanitize-html";
import { elements, isElementType } from "#generated/elements.ts";
import type { ElementNode, PageDocument } from "#generated/types.ts";
import validatePageDocumentShape from "#generated/validators/entities/page-document.js";
import { migrateNode } from "#common/migrate-element.ts";
import { AppError, type FieldError } from "../../../platform/http/app-error.ts";
import { validationFieldErrors } from "../../../platform/http/validation-errors.ts";

// Rich text keeps structure and links only; scripts, styles and event handlers never get stored.
const richTextPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "target", "rel", "title"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // issue 18: "//evil.example" (and "/\\evil.example") is another host, never a site path
  allowProtocolRelative: false,
  transformTags: {
    // spec 2: external links open in a new tab; a new tab never gets a handle on this one.
    a: (tagName, attribs) => {
      const isExternal = /^https?:\/\//i.test(attribs.href ?? "");
      const opensNewTab = isExternal || attribs.target === "_blank";
      return {
        tagName,
        attribs: opensNewTab
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
          : attribs,
      };
    },
  },
};

/** Server-side sanitising of stored HTML (rich-text `html`). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextPolicy);
}

function invalid(path: string, key: `validation.${string}`, message: string): FieldError {
  return { path, key, message };
}

/**
 * What is wrong with one node itself (its type, props, mobile overrides and slot names), not
 * looking into its children: the save path reports these, the load path drops such nodes.
 */
export function nodeProblems(node: ElementNode, path: string): FieldError[] {
  const fields: FieldError[] = [];
  if (!isElementType(node.type) || elements[node.type].kind !== "content") {
    fields.push(
      invalid(`${path}/type`, "validation.enum", `Nepoznata vrsta elementa: ${node.type}`),
    );
    return fields;
  }
  const definition = elements[node.type];
  // Validate a copy: ajv fills in defaults, and the stored document keeps only what was set.
  const validate = definition.validate as ValidateFunction;
  const report = (value: unknown, at: string) => {
    if (validate(structuredClone(value))) return;
    const errors = validationFieldErrors(validate.errors ?? [], "hrv");
    fields.push(...errors.map((field) => ({ ...field, path: `${at}${field.path}` })));
  };
  report(node.props, `${path}/props`);
  if (node.mobileProps) {
    for (const key of Object.keys(node.mobileProps)) {
      if (!definition.mobileOverrides.includes(key)) {
        fields.push(
          invalid(
            `${path}/mobileProps/${key}`,
            "validation.additionalProperties",
            `Svojstvo se ne može mijenjati na mobitelu: ${key}`,
          ),
        );
      }
    }
    report({ ...node.props, ...node.mobileProps }, `${path}/mobileProps`);
  }
  for (const name of Object.keys(node.slots ?? {})) {
    if (!definition.slots.includes(name)) {
      fields.push(
        invalid(
          `${path}/slots/${name}`,
          "validation.additionalProperties",
          `Nepoznat utor: ${name}`,
        ),
      );
    }
  }
  return fields;
}

// A submitted node is at the current version unless it says otherwise (decision 034): an older
// one is migrated first, and the node is stored with the version its props are now written at.
function checkNode(submitted: ElementNode, path: string, fields: FieldError[]): ElementNode {
  const { node, problem } = migrateNode(submitted, "submitted");
  if (problem)
    fields.push(
      invalid(
        `${path}/version`,
        "validation.schemaVersion",
        `Svojstva nije moguće prenijeti u trenutačnu verziju elementa (${problem})`,
      ),
    );
  const problems = nodeProblems(node, path);
  fields.push(...problems);
  if (problems.some((field) => field.path === `${path}/type`)) return node;
  const props =
    node.type === "rich-text" && typeof node.props.html === "string"
      ? { ...node.props, html: sanitizeRichText(node.props.html) }
      : node.props;
  const slots = node.slots
    ? Object.fromEntries(
        Object.entries(node.slots).map(([name, children]) => [
          name,
          children.map((child, index) =>
            checkNode(child, `${path}/slots/${name}/${index}`, fields),
          ),
        ]),
      )
    : undefined;
  return { ...node, props, ...(slots ? { slots } : {}) };
}

/**
 * Validates a page document with the generated schemas (the document, then each element's props,
 * mobile overrides and slots) and returns it with rich text sanitised; throws a 400 AppError.
 */
export function validatePageDocument(document: unknown): PageDocument {
  if (!validatePageDocumentShape(document)) {
    throw new AppError(
      400,
      "api.invalidInput",
      validationFieldErrors(validatePageDocumentShape.errors ?? [], "hrv"),
    );
  }
  const fields: FieldError[] = [];
  const elementsOut = document.elements.map((node, index) =>
    checkNode(node, `/elements/${index}`, fields),
  );
  if (fields.length > 0) throw new AppError(400, "api.invalidInput", fields);
  return { ...document, elements: elementsOut };
}
