import type { User } from "#generated/types.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";

/**
 * The user of an access token (GET /api/v1/user/web/profile), or undefined when there is no
 * token or the API refuses it (401 expired or unknown, 400 malformed): then it is a visitor.
 */
export async function sessionUser(
  api: ApiClient,
  accessToken: string | undefined,
): Promise<User | undefined> {
  if (!accessToken) return undefined;
  try {
    return await api.call("getWebProfile", { headers: { accesstoken: accessToken } });
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
