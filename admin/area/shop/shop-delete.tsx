import { useActionData } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import type { AdminTexts } from "../texts.ts";
import type { ShopDeleteFailure } from "./shop-delete.server.ts";
import type { ShopTab } from "./shop-form-schema.ts";

/**
 * Deleting the entry a settings form edits, behind the area's confirmation dialog. A refusal
 * (409: in use, deactivate it instead) is said in the dialog while it stays open.
 */
export function ShopDelete({
  tab,
  entryKey,
  name,
  texts,
}: {
  tab: Exclude<ShopTab, "checkout">;
  entryKey: string;
  name: string;
  texts: AdminTexts;
}) {
  const result = useActionData<ShopDeleteFailure | undefined>();
  return (
    <div className="admin-danger-zone">
      <ConfirmDelete
        dialogId="admin-shop-delete"
        label={texts.delete}
        title={interpolate(texts.deleteConfirm, { title: name })}
        note={texts.shopDeleteNotes[tab]}
        refusal={result?.scope === "shopDelete" ? result.message : null}
        fields={{ tab, key: entryKey }}
        intent="deleteShop"
        cancelLabel={texts.cancel}
      />
    </div>
  );
}
