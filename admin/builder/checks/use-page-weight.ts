import { createContext, useContext } from "react";
import { measurePageWeight, type PageWeight } from "./page-weight.ts";
import { type TaskState, useSettledTask } from "./use-settled-task.ts";

export type WeightState = TaskState<PageWeight>;

/** The page's weight, measured once where the draft is watched (builder-app.tsx). */
export const WeightContext = createContext<WeightState>({ state: "running" });

export const usePageWeightState = () => useContext(WeightContext);

/** The canvas the page is drawn in (canvas.tsx). */
export const canvasFrame = () => document.querySelector<HTMLElement>(".vb-canvas__frame");

/** The page's weight for a visitor, measured again a second after the draft stops changing. */
export function usePageWeight(path: string, draft: unknown): WeightState {
  return useSettledTask(draft, 1000, () => {
    const frame = canvasFrame();
    return frame ? measurePageWeight(path, frame) : undefined;
  });
}

/** "12,3 kB" in the editor's language. */
export const formatSize = (bytes: number, code2: string): string =>
  `${new Intl.NumberFormat(code2, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1000)} kB`;
