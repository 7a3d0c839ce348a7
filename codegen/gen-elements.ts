import { banner } from "./banner.ts";
import type { ElementInfo } from "./elements.ts";
import { literal } from "./json.ts";

const source = "schemas/elements/*.schema.json and *.ui.json";

const pascal = (name: string): string =>
  name.replace(/(?:^|[-.])([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

const key = (type: string): string => (/^[a-z]+$/.test(type) ? type : JSON.stringify(type));

const sourceOf = (file: string): string => `./validators/elements/${file}.js`;

function metaEntry(info: ElementInfo, contentTypes: readonly string[]): string {
  const { version, label, category, localised, slots } = info.annotation;
  // what the slots take, resolved here so that the builder only looks it up
  const rejects = Array.isArray(info.annotation.slotRejects) ? info.annotation.slotRejects : [];
  const accepts =
    Array.isArray(slots) && slots.length > 0
      ? contentTypes.filter((type) => !rejects.includes(type))
      : [];
  // what the site's renderer reads is written once, in element-render-meta.ts
  const own = literal({
    type: info.type,
    kind: info.kind,
    version,
    label,
    category,
    localised,
    slots,
    accepts,
  });
  return `${key(info.type)}: { ...elementRenderMeta[${JSON.stringify(info.type)}], ${own.slice(1, -1)} },`;
}

/**
 * generated/element-meta.ts: the registry without validators and form hints, for the builder,
 * the server and migrations (the site's renderer reads element-render-meta.ts).
 */
export function generateElementMeta(elements: ElementInfo[]): string {
  const contentTypes = elements.filter((info) => info.kind === "content").map((info) => info.type);
  const list = (kind: ElementInfo["kind"]): string =>
    JSON.stringify(elements.filter((info) => info.kind === kind).map((info) => info.type));
  return `${banner(source)}import type { ContentElementType, ElementCategory, ElementPropsByType, ElementType, LocalisedLabel } from "./types.ts";
import { elementRenderMeta } from "./element-render-meta.ts";

/** What the renderer and the builder know about an element type, without its validator. */
export type ElementMeta<T extends ElementType = ElementType> = {
  type: T;
  /** A section is a layout element (header, footer, cookie); its props are the options. */
  kind: "content" | "section";
  /** x-element.version: the version of the props (sections: options) schema. */
  version: number;
  label: LocalisedLabel;
  category: ElementCategory;
  /** Props whose text differs per language. */
  localised: readonly string[];
  slots: readonly string[];
  /** Content element types its slots take (x-element.slotRejects left out); empty without slots. */
  accepts: readonly ContentElementType[];
  /** Props allowed in ElementNode.mobileProps (below 1024px). */
  mobileOverrides: readonly string[];
  /** The server resolves data for it (src/renderer/elements/<type>/resolve.server.ts). */
  resolver: boolean;
  /** Schema defaults; validation fills them in too (ajv useDefaults). */
  defaults: Partial<ElementPropsByType[T]>;
};

export const elementMeta: { [T in ElementType]: ElementMeta<T> } = {
${elements.map((info) => metaEntry(info, contentTypes)).join("\n")}
};

export const contentTypes = ${list("content")} as const;
export const sectionTypes = ${list("section")} as const;

/** Narrows a stored ElementNode.type to a registered element type. */
export const isElementType = (type: string): type is ElementType => Object.hasOwn(elementMeta, type);
`;
}

/**
 * generated/element-render-meta.ts: what the site's renderer reads of each element type (its
 * defaults, mobile overrides and whether the server resolves data for it): the shoppers' bundle
 * carries no labels, categories or slot rules, which only the builder needs (issue 19).
 */
export function generateElementRenderMeta(elements: ElementInfo[]): string {
  const entries = elements.map(
    (info) =>
      `${key(info.type)}: ${literal({ mobileOverrides: info.annotation.mobileOverrides, resolver: info.annotation.resolver, defaults: info.defaults })},`,
  );
  return `${banner(source)}import type { ElementPropsByType, ElementType } from "./types.ts";

/** What the site's renderer knows about an element type (the builder reads element-meta.ts). */
export type ElementRenderMeta<T extends ElementType = ElementType> = {
  /** Props allowed in ElementNode.mobileProps (below 1024px). */
  mobileOverrides: readonly string[];
  /** The server resolves data for it (src/renderer/elements/<type>/resolve.server.ts). */
  resolver: boolean;
  /** Schema defaults; validation fills them in too (ajv useDefaults). */
  defaults: Partial<ElementPropsByType[T]>;
};

export const elementRenderMeta: { [T in ElementType]: ElementRenderMeta<T> } = {
${entries.join("\n")}
};
`;
}

/** The schema's first example (codegen checked it is valid), else no props. */
function starterOf(info: ElementInfo): unknown {
  const examples = info.props.schema.examples;
  return Array.isArray(examples) && examples.length > 0 ? examples[0] : {};
}

/** generated/elements.ts: the full element registry (builder, admin, API). */
export function generateElements(elements: ElementInfo[]): string {
  const imports: string[] = [];
  const entries: string[] = [];
  const sectionLines: string[] = [];
  const dataLines: string[] = [];
  for (const info of elements) {
    const validator = `validate${pascal(info.type)}`;
    imports.push(`import ${validator} from "${sourceOf(info.props.name)}";`);
    entries.push(
      `${key(info.type)}: { ...elementMeta[${JSON.stringify(info.type)}], ui: ${literal(info.ui)}, starter: ${literal(starterOf(info))}, validate: ${validator} },`,
    );
    if (info.document) {
      imports.push(`import ${validator}Document from "${sourceOf(info.document.name)}";`);
      sectionLines.push(`${key(info.type)}: ${validator}Document,`);
    }
    if (info.data) {
      imports.push(`import ${validator}Data from "${sourceOf(info.data.name)}";`);
      dataLines.push(`${key(info.type)}: ${validator}Data,`);
    }
  }
  return `${banner(source)}import type { ValidateFunction } from "ajv";
import { elementMeta, type ElementMeta } from "./element-meta.ts";
import type { ElementDataByType, ElementPropsByType, ElementType, ElementUi, SectionDocumentByType } from "./types.ts";
${imports.join("\n")}

export { contentTypes, isElementType, sectionTypes } from "./element-meta.ts";

/** One element type: what the builder, the renderer and the API need to know about it. */
export type ElementDefinition<T extends ElementType = ElementType> = ElementMeta<T> & {
  /** Form hints (schemas/elements/<type>.ui.json). */
  ui: ElementUi;
  /** A new element's props in the builder: the schema's first example, valid from the start. */
  starter: Partial<ElementPropsByType[T]>;
  /** Validates props (sections: options) and fills in their defaults. */
  validate: ValidateFunction<ElementPropsByType[T]>;
};

export const elements: { [T in ElementType]: ElementDefinition<T> } = {
${entries.join("\n")}
};

/** Validators of the whole layout element document of each section. */
export const sectionDocumentValidators: {
  [T in keyof SectionDocumentByType]: ValidateFunction<SectionDocumentByType[T]>;
} = {
${sectionLines.join("\n")}
};

/** Validators of what the server resolves for elements with resolver: true. */
export const resolvedDataValidators: {
  [T in keyof ElementDataByType]: ValidateFunction<ElementDataByType[T]>;
} = {
${dataLines.join("\n")}
};
`;
}
