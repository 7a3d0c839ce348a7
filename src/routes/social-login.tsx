import type { MetaArgs } from "react-router";
import { accountMeta } from "#src/features/account/account-meta.ts";
import { SocialLoginView } from "#src/features/account/social-login-view.tsx";

export { socialLoginLoader as loader } from "#src/features/account/social-login.server.ts";

export const meta = (args: MetaArgs) => accountMeta(args, "social");

export default SocialLoginView;
