// POST /adminLogout: a resource route (no component); a GET only leads home.
export {
  adminLogoutAction as action,
  adminLogoutLoader as loader,
} from "#src/features/auth/admin-logout.server.ts";
