import type { MetaArgs } from "react-router";
import { accountMeta } from "#src/features/account/account-meta.ts";
import { LoginView } from "#src/features/account/login-view.tsx";

export {
  loginAction as action,
  loginLoader as loader,
} from "#src/features/account/login.server.ts";

export const meta = (args: MetaArgs) => accountMeta(args, "login");

export default LoginView;
