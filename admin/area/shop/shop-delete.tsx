import { Form, useActionData } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { SubmitButton } from "../submit-button.tsx";
import type { AdminTexts } from "../texts.ts";
import type { ShopDeleteFailure } from "./shop-delete.server.ts";
import type { ShopTab } from "./shop-form-schema.ts";

const dialogId = "admin-shop-delete";

/**
 * Deleting the entry a settings form edits: a button that opens a native modal dialog through
 * invoker commands (so it works without JavaScript, as the area's other dialogs do) with what
 * deleting does, Cancel first (it has the focus) and the route action's form. A refusal (409: in
 * use, deactivate it instead) is said in the dialog while it stays open.
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
  const refusal = result?.scope === "shopDelete" ? result.message : null;
  return (
    <div className="admin-danger-zone">
      <button
        type="button"
        className="admin-button admin-button--danger"
        command="show-modal"
        commandfor={dialogId}
        aria-haspopup="dialog"
      >
        {texts.delete}
      </button>
      <dialog
        id={dialogId}
        className="admin-releases admin-confirm"
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-note`}
      >
        <h2 id={`${dialogId}-title`}>{interpolate(texts.deleteConfirm, { title: name })}</h2>
        <p id={`${dialogId}-note`}>{texts.shopDeleteNotes[tab]}</p>
        {refusal && (
          <p className="admin-notice admin-notice--error" role="alert">
            {refusal}
          </p>
        )}
        <Form method="post" className="admin-confirm__actions">
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="key" value={entryKey} />
          <button
            type="button"
            className="admin-button admin-button--quiet"
            command="close"
            commandfor={dialogId}
          >
            {texts.cancel}
          </button>
          <SubmitButton intent="deleteShop" label={texts.delete} danger />
        </Form>
      </dialog>
    </div>
  );
}
