import type { MetaArgs } from "react-router";
import { accountMeta } from "#src/features/account/account-meta.ts";
import { ProfileView } from "#src/features/account/profile-view.tsx";

export {
  profileAction as action,
  profileLoader as loader,
} from "#src/features/account/profile.server.ts";

export const meta = (args: MetaArgs) => accountMeta(args, "profile");

export default ProfileView;
