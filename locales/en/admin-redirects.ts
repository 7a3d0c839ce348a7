import type { DeepStrings } from "../types.ts";
import type { adminRedirects as hr } from "../hr/admin-redirects.ts";

/** English texts of the redirects screen, typed against the Croatian source. */
export const adminRedirects: DeepStrings<typeof hr> = {
  redirects: "Redirects",
  intro:
    "Old addresses that lead to new ones (301 permanent, 302 temporary), and the addresses visitors asked for and did not find (404), most asked for first.",
  search: "Path",
  filters: "Search redirects",
  from: "From path",
  to: "To path or address",
  status: "Kind",
  statusNames: { "301": "301 permanent", "302": "302 temporary" },
  create: "Add redirect",
  edit: "Edit redirect",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteConfirm: "Delete the redirect from {from}?",
  created: "The redirect from {from} was added.",
  saved: "The redirect from {from} was saved.",
  deleted: "The redirect from {from} was deleted.",
  list: "Redirects ({total})",
  empty: "No redirects yet.",
  missing: "Addresses not found ({total})",
  missingEmpty: "No address has answered 404 yet.",
  hits: "Requests",
  lastSeen: "Last seen",
  redirectThis: "Redirect",
  covered: "Redirected",
};
