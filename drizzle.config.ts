import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration after server/db/schema.ts or
// schema-builder.ts (the builder's and media library's tables) changes.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./server/db/schema.ts",
    "./server/db/schema-builder.ts",
    "./server/db/schema-shop.ts",
    "./server/db/schema-consents.ts",
    "./server/db/schema-forms.ts",
    "./server/db/schema-redirects.ts",
    "./server/db/schema-posts.ts",
    "./server/db/schema-events.ts",
    "./server/db/schema-comments.ts",
    "./server/db/schema-backups.ts",
  ],
  out: "./server/db/migrations",
});
