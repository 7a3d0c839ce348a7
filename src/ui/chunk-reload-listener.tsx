import { useEffect } from "react";
import { installChunkReload } from "./chunk-reload.ts";

/** Installs the chunk-load failure handler once the page is interactive. */
export function ChunkReloadListener() {
  useEffect(() => installChunkReload(window), []);
  return null;
}
