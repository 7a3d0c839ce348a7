import { Component, type ReactNode } from "react";
import { useText } from "./texts.ts";

type Props = {
  resetKey: unknown;
  label: string;
  children: ReactNode;
  /** After it drew the element or its note in its place (a new root for the canvas to mark). */
  onDrawn?: () => void;
};
type State = { failedFor: unknown };

/**
 * An element whose props are not complete yet (a new hero without its image) may not draw:
 * the canvas shows a note in its place instead of failing whole. It tries again when the
 * element changes.
 */
export class ElementBoundary extends Component<Props, State> {
  override state: State = { failedFor: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failedFor: true };
  }

  override componentDidUpdate(previous: Props, state: State) {
    if (previous.resetKey !== this.props.resetKey && this.state.failedFor !== undefined)
      this.setState({ failedFor: undefined });
    if (state.failedFor !== this.state.failedFor) this.props.onDrawn?.();
  }

  override render() {
    if (this.state.failedFor !== undefined) return <ElementFailed label={this.props.label} />;
    return this.props.children;
  }
}

function ElementFailed({ label }: { label: string }) {
  const text = useText();
  return (
    <div className="vb-node__failed" role="note">
      <p>{text("canvas.elementFailed", { label })}</p>
    </div>
  );
}
