import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { Master } from "#generated/types.ts";
import { useApiContext } from "./api-context.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** A master being edited in place: the element (a detached copy) that will become its tree. */
export type MasterEdit = { nodeId: string; masterId: number };

type Masters = {
  /** The site's master components (undefined while loading). */
  list: Master[] | undefined;
  /** Reads them again (after one is saved or changed). */
  refresh: () => Promise<void>;
  /** The master being edited on this page, if any (master-edit.tsx). */
  editing: MasterEdit | null;
  setEditing: (edit: MasterEdit | null) => void;
};

const MastersContext = createContext<Masters | null>(null);

/** The site's masters for the canvas (instances draw their tree), the dialogs and the inspector. */
export function MastersProvider({ children }: { children: ReactNode }) {
  const { api } = useApiContext();
  const [list, setList] = useState<Master[] | undefined>(undefined);
  const [editing, setEditing] = useState<MasterEdit | null>(null);
  const load = useCallback(
    () =>
      dataOf(api.GET("/api/v1/admin/builder/masters", { params: { query: { kind: "master" } } })),
    [api],
  );
  const refresh = useCallback(async () => setList(await load()), [load]);
  useEffect(() => {
    load().then(setList, () => setList([]));
  }, [load]);
  const value = useMemo(() => ({ list, refresh, editing, setEditing }), [list, refresh, editing]);
  return <MastersContext value={value}>{children}</MastersContext>;
}

export function useMasters(): Masters {
  const masters = useContext(MastersContext);
  if (!masters) throw new Error("useMasters outside <MastersProvider>");
  return masters;
}
