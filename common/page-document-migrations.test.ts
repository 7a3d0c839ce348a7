import { describe, expect, it } from "vitest";
import validatePageDocument from "#generated/validators/entities/page-document.js";
import {
  currentPageDocumentVersion,
  migratePageDocument,
  PageDocumentMigrationError,
  pageDocumentMigrations,
  v1ToV2,
} from "./page-document-migrations.ts";

const heading = { id: "h1", type: "heading", props: { text: "Dobro došli" } };
const version1 = { version: 1 as const, elements: [heading] };

describe("page document migrations", () => {
  it("has one step per older version, oldest first, ending at the current version", () => {
    expect(pageDocumentMigrations.map((step) => step.from)).toEqual(
      Array.from({ length: currentPageDocumentVersion - 1 }, (_, index) => index + 1),
    );
  });

  it("v1 -> v2 adds empty settings and keeps the elements", () => {
    const migrated = v1ToV2.migrate(structuredClone(version1));
    expect(migrated).toEqual({ version: 2, settings: {}, elements: [heading] });
    expect(validatePageDocument(structuredClone(migrated))).toBe(true);
  });

  it("loads a version-1 document as the current version", () => {
    const migrated = migratePageDocument(structuredClone(version1));
    expect(migrated).toEqual({ version: 2, settings: {}, elements: [heading] });
    expect(validatePageDocument(migrated)).toBe(true);
  });

  it("leaves a current document as it is", () => {
    const current = { version: 2, settings: { landingStyle: "helena" }, elements: [heading] };
    expect(migratePageDocument(current)).toBe(current);
  });

  it("refuses documents without a known version or that break their own version's schema", () => {
    for (const stored of [null, "text", {}, { version: "1" }, { version: 0 }, { version: 99 }]) {
      expect(() => migratePageDocument(stored), JSON.stringify(stored)).toThrow(
        PageDocumentMigrationError,
      );
    }
    expect(() => migratePageDocument({ version: 1, elements: "none" })).toThrow(
      /not a valid version 1 document: \/elements/,
    );
    // v1 had no settings: a v1 document carrying them is not a v1 document
    expect(() => migratePageDocument({ ...version1, settings: {} })).toThrow(
      PageDocumentMigrationError,
    );
  });

  it("refuses a step that does not move the version forward (no endless loop)", () => {
    const stuck = { from: 1, validate: v1ToV2.validate, migrate: (document: never) => document };
    expect(() => migratePageDocument(structuredClone(version1), [stuck])).toThrow(
      /did not move forward/,
    );
  });
});
