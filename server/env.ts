// Imported first by server/main.ts: React and React Router pick their production builds from
// NODE_ENV when they load, so it must be set before any of them is imported.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
