import type { MetaArgs } from "react-router";
import { accountMeta } from "#src/features/account/account-meta.ts";
import { RegisterView } from "#src/features/account/register-view.tsx";

export {
  registerAction as action,
  registerLoader as loader,
} from "#src/features/account/register.server.ts";

export const meta = (args: MetaArgs) => accountMeta(args, "register");

export default RegisterView;
