// issue 9 (GDPR): a resource route, the signed-in user's data as a JSON download.
export { myDataLoader as loader } from "#src/features/account/my-data.server.ts";
