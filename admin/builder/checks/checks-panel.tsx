import { useMemo, useState } from "react";
import { locate } from "../../editor/tree.ts";
import { typeLabel } from "../labels.ts";
import { useText } from "../texts.ts";
import { useInvalid } from "../invalid-context.ts";
import { useEditor, useStore } from "../use-editor.ts";
import { checkAccessibility, type Finding } from "./accessibility.ts";
import {
  canvasFrame,
  formatSize,
  usePageWeightState,
  type WeightState,
} from "./use-page-weight.ts";
import { useSettledTask } from "./use-settled-task.ts";

/**
 * The editor's checks (issue 7): the elements that need repair (props that break their schema,
 * such as stored ones a schema change left behind, decision 032), axe-core on the page being
 * edited, each finding selecting its element, and what a visitor downloads for the page once the
 * draft is published.
 */
export function ChecksPanel({ code2 }: { code2: string }) {
  const text = useText();
  const weight = usePageWeightState();
  const store = useStore();
  const elements = useEditor((state) => state.doc.elements);
  const [attempt, setAttempt] = useState(0);
  const run = useMemo(() => ({ elements, attempt }), [elements, attempt]);
  const check = useSettledTask(run, 600, () => {
    const frame = canvasFrame();
    return frame ? checkAccessibility(frame) : undefined;
  });
  const show = (finding: Finding) => {
    if (finding.nodeId) store.select(finding.nodeId);
    finding.target.scrollIntoView({ block: "center" });
  };
  const labelOf = (finding: Finding) => {
    const node = finding.nodeId ? locate(store.getState().doc, finding.nodeId)?.node : undefined;
    return node ? typeLabel(node.type, code2) : text("checks.page");
  };
  return (
    <div className="vb-checks">
      <RepairList code2={code2} />
      <section aria-labelledby="vb-checks-a11y">
        <div className="vb-checks__head">
          <h2 id="vb-checks-a11y" className="vb-checks__title">
            {text("checks.accessibility")}
          </h2>
          <button
            type="button"
            className="vb-button vb-button--ghost"
            onClick={() => setAttempt((count) => count + 1)}
          >
            {text("checks.run")}
          </button>
        </div>
        <p role="status" className="vb-muted">
          {check.state === "running" && text("checks.running")}
          {check.state === "ready" &&
            (check.value.length === 0
              ? text("checks.clean")
              : text("checks.count", { count: check.value.length }))}
        </p>
        {check.state === "failed" && (
          <p role="alert" className="vb-error">
            {text("checks.failed")}
          </p>
        )}
        {check.state === "ready" && check.value.length > 0 && (
          <ul className="vb-checks__list">
            {check.value.map((finding, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="vb-checks__finding"
                  data-rule={finding.rule}
                  onClick={() => show(finding)}
                >
                  {text("checks.finding", {
                    label: labelOf(finding),
                    problem: text(`checks.rules.${finding.rule}`),
                  })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="vb-checks-weight">
        <h2 id="vb-checks-weight" className="vb-checks__title">
          {text("checks.weight")}
        </h2>
        <p className="vb-muted">{text("checks.weightHint")}</p>
        <WeightFigures weight={weight} code2={code2} />
      </section>
    </div>
  );
}

/**
 * Elements whose props break their element's schema: visitors do not see them until they are
 * repaired, and publishing waits for them. Each one selects its element (its fields in the
 * inspector say what is wrong); a section's own options select nothing.
 */
function RepairList({ code2 }: { code2: string }) {
  const text = useText();
  const store = useStore();
  const invalid = useInvalid();
  return (
    <section aria-labelledby="vb-checks-repair">
      <h2 id="vb-checks-repair" className="vb-checks__title">
        {text("checks.repair")}
      </h2>
      <p className="vb-muted vb-checks__repair">
        {invalid.length === 0
          ? text("checks.repairClean")
          : text("checks.repairCount", { count: invalid.length })}
      </p>
      {invalid.length > 0 && (
        <ul className="vb-checks__list">
          {invalid.map((item) => (
            <li key={item.nodeId || item.type}>
              <button
                type="button"
                className="vb-checks__finding"
                data-repair={item.nodeId || item.type}
                onClick={() => store.select(item.nodeId || null)}
              >
                {text("checks.finding", {
                  label: typeLabel(item.type, code2),
                  problem: text("checks.repairProblem", { count: item.errors.length }),
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WeightFigures({ weight, code2 }: { weight: WeightState; code2: string }) {
  const text = useText();
  if (weight.state === "running") return <p className="vb-muted">{text("checks.weightRunning")}</p>;
  if (weight.state === "failed") return <p className="vb-error">{text("checks.weightFailed")}</p>;
  const { html, javascript, scripts } = weight.value;
  return (
    <dl className="vb-checks__weight">
      <dt>{text("checks.html")}</dt>
      <dd>{formatSize(html, code2)}</dd>
      <dt>{text("checks.javascript", { count: scripts })}</dt>
      <dd>{formatSize(javascript, code2)}</dd>
      <dt>{text("checks.total")}</dt>
      <dd>{formatSize(html + javascript, code2)}</dd>
    </dl>
  );
}
