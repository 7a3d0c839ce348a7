import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "json-schema-to-typescript";
import { banner } from "./banner.ts";
import type { ElementInfo } from "./elements.ts";
import { schemasDir } from "./paths.ts";
import type { SchemaFile } from "./schema-files.ts";

type RootSchema = Parameters<typeof compile>[0];

const rootTitle = "CodegenRoot";

// One synthetic root that $refs every file: compiled together, a type used by many schemas is
// declared once (compiling file by file repeats shared types, stack.md).
function rootSchema(files: SchemaFile[]): RootSchema {
  const properties: Record<string, RootSchema> = {};
  for (const file of files) properties[file.title] = { $ref: `./${file.file}` };
  return { title: rootTitle, type: "object", properties, additionalProperties: false };
}

const quote = (type: string): string => (/^[a-z]+$/.test(type) ? type : JSON.stringify(type));

function elementMaps(elements: ElementInfo[]): string {
  const map = (pick: (info: ElementInfo) => string | undefined): string =>
    elements
      .flatMap((info) => {
        const value = pick(info);
        return value ? [`  ${quote(info.type)}: ${value};`] : [];
      })
      .join("\n");
  const union = (kind: ElementInfo["kind"]): string =>
    elements
      .filter((info) => info.kind === kind)
      .map((info) => JSON.stringify(info.type))
      .join(" | ") || "never";
  const defaulted = (info: ElementInfo): string =>
    Object.keys(info.defaults)
      .map((key) => JSON.stringify(key))
      .join(" | ") || "never";
  const nodeUnion =
    elements
      .filter((info) => info.kind === "content")
      .map((info) => `  | ElementNodeOf<${JSON.stringify(info.type)}>`)
      .join("\n") || "  never";
  return `
/** Props of every element type: content elements their props, sections their options. */
export type ElementPropsByType = {
${map((info) => info.props.title)}
};
export type ElementType = keyof ElementPropsByType;
export type ContentElementType = ${union("content")};
export type SectionElementType = ${union("section")};

/** The whole layout element document of each section type. */
export type SectionDocumentByType = {
${map((info) => info.document?.title)}
};

/** What the server resolves for elements with resolver: true. */
export type ElementDataByType = {
${map((info) => info.data?.title)}
};

/** Props that have a schema default: validation and the renderer fill them in. */
export type ElementDefaultedProps = {
${map(defaulted)}
};

/** One node of a content element type: element-node.schema.json with its props typed. */
export type ElementNodeOf<T extends ContentElementType> = Omit<
  ElementNode,
  "type" | "props" | "mobileProps" | "slots"
> & {
  type: T;
  props: ElementPropsByType[T];
  mobileProps?: Partial<ElementPropsByType[T]>;
  slots?: { [slot: string]: ContentElementNode[] };
};

/** Every content element node, discriminated by \`type\`. */
export type ContentElementNode =
${nodeUnion}; 

/** A page document whose element nodes are typed by their type (the seed, validated loads). */
export type TypedPageDocument = Omit<PageDocument, "elements"> & {
  elements: ContentElementNode[];
};

/** Props as a component receives them: defaulted props are always present. */
export type ElementPropsWithDefaults<T extends ElementType> = ElementPropsByType[T] &
  Required<Pick<ElementPropsByType[T], ElementDefaultedProps[T] & keyof ElementPropsByType[T]>>;
`;
}

/** A $ref resolver that answers the loaded schema files (loadSchemaFiles) by their path. */
function memoryResolver(files: SchemaFile[]) {
  const byPath = new Map(files.map((file) => [path.join(schemasDir, file.file), file.schema]));
  const pathOf = (url: string) => (url.startsWith("file:") ? fileURLToPath(url) : url);
  return {
    order: 1,
    canRead: (file: { url: string }) => byPath.has(pathOf(file.url)),
    read: (file: { url: string }) => JSON.stringify(byPath.get(pathOf(file.url))),
  };
}

/** generated/types.ts: one type per schema title, plus the element maps. */
export async function generateTypes(files: SchemaFile[], elements: ElementInfo[]): Promise<string> {
  const source = await compile(rootSchema(files), rootTitle, {
    cwd: schemasDir,
    bannerComment: "",
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unknownAny: true,
    format: true,
    style: { printWidth: 100 },
    // schema files are read from memory: some (common/form-field.schema.json) have no file
    $refOptions: { resolve: { schemas: memoryResolver(files) } },
  });
  const withoutRoot = source.replace(
    new RegExp(`export interface ${rootTitle} \\{[\\s\\S]*?\\n\\}\\n`),
    "",
  );
  if (withoutRoot.includes(rootTitle)) throw new Error("could not strip the synthetic root type");
  return `${banner("schemas/**/*.schema.json")}${withoutRoot.trimStart()}${elementMaps(elements)}`;
}
