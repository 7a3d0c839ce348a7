import type { ThirdPartyName } from "#common/third-parties.ts";

/**
 * Names the third parties a page uses for its CSP (server/page-scripts.ts pageThirdParties): the
 * layout marks Google Analytics, a form element reCAPTCHA. An empty element valid anywhere in
 * the body; the server reads only the names it knows.
 */
export function ThirdPartiesMark({ names }: { names: readonly ThirdPartyName[] }) {
  return <span hidden data-vitrina-third-parties={names.join(" ")} />;
}
