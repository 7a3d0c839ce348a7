import type { AxeResults, ElementContext, RunOptions } from "axe-core";

/** The axe rules the editor runs (issue 7): alt texts, heading order, contrast, link names. */
export const checkedRules = ["image-alt", "heading-order", "color-contrast", "link-name"] as const;
export type CheckedRule = (typeof checkedRules)[number];

/** One problem on the page being edited, with the element of the page it belongs to. */
export type Finding = { rule: CheckedRule; nodeId: string | null; target: Element };

/** The builder's own marks on the canvas: frames, handles, empty-slot hints are not the page. */
const editorChrome = [".vb-node__bar", ".vb-list__empty", ".vb-canvas__empty"];

const options: RunOptions = {
  runOnly: { type: "rule", values: [...checkedRules] },
  resultTypes: ["violations"],
  elementRef: true,
};

const isChecked = (rule: string): rule is CheckedRule =>
  (checkedRules as readonly string[]).includes(rule);

/** The element of the page a DOM node belongs to (the canvas frames each one). */
export const nodeIdOf = (target: Element): string | null =>
  target.closest<HTMLElement>("[data-node-id]")?.dataset.nodeId ?? null;

/** axe's violations as findings, one per DOM node, in page order. */
export function findingsOf(results: Pick<AxeResults, "violations">): Finding[] {
  const findings: Finding[] = [];
  for (const violation of results.violations) {
    if (!isChecked(violation.id)) continue;
    for (const node of violation.nodes) {
      if (!node.element) continue;
      findings.push({ rule: violation.id, nodeId: nodeIdOf(node.element), target: node.element });
    }
  }
  return findings;
}

/**
 * Images whose alt is empty. axe accepts alt="" (a decorative image), but the page's image
 * elements always render their alt prop, so an empty one in the editor is a text not yet written.
 */
export function emptyAltFindings(frame: Element, reported: readonly Finding[]): Finding[] {
  const known = new Set(reported.map((finding) => finding.target));
  return [...frame.querySelectorAll('img[alt=""]')]
    .filter((image) => !known.has(image) && !image.closest(editorChrome.join(",")))
    .map((image) => ({ rule: "image-alt", nodeId: nodeIdOf(image), target: image }));
}

const position = (a: Finding, b: Finding) =>
  a.target === b.target
    ? 0
    : a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING
      ? -1
      : 1;

let running: Promise<unknown> = Promise.resolve();

/**
 * Runs axe-core on the canvas (the page as the site's renderer draws it). axe is imported here,
 * on the first check: it is a chunk of its own that only the editor ever downloads.
 */
export async function checkAccessibility(frame: HTMLElement): Promise<Finding[]> {
  const { default: axe } = await import("axe-core");
  // axe refuses a second run while one is under way: queue them
  const run = running.then(() => {
    const context: ElementContext = { include: [frame], exclude: editorChrome.map((s) => [s]) };
    return axe.run(context, options);
  });
  running = run.catch(() => undefined);
  const reported = findingsOf(await run);
  return [...reported, ...emptyAltFindings(frame, reported)].sort(position);
}
