import type { MetaArgs } from "react-router";
import { accountMeta } from "#src/features/account/account-meta.ts";
import { ConfirmEmailView } from "#src/features/account/confirm-email-view.tsx";

export { confirmEmailLoader as loader } from "#src/features/account/confirm-email.server.ts";

export const meta = (args: MetaArgs) => accountMeta(args, "confirm");

export default ConfirmEmailView;
