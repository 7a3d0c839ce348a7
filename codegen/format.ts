import { format } from "prettier";

// Generated TypeScript is formatted like the hand-written code (printWidth 100, .prettierrc.json)
// so it reads well in reviews; prettier is pinned, so the output is stable.
export const formatTs = (source: string): Promise<string> =>
  format(source, { parser: "typescript", printWidth: 100 });
