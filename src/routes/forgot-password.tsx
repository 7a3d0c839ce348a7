import type { MetaArgs } from "react-router";
import { accountMeta } from "#src/features/account/account-meta.ts";
import { ForgotView } from "#src/features/account/forgot-view.tsx";

export {
  forgotAction as action,
  forgotLoader as loader,
} from "#src/features/account/forgot.server.ts";

export const meta = (args: MetaArgs) => accountMeta(args, "forgot");

export default ForgotView;
