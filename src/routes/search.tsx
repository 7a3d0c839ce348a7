import { searchMeta } from "#src/features/search/search-meta.ts";
import { SearchView } from "#src/features/search/search-view.tsx";

export { searchLoader as loader } from "#src/features/search/search.server.ts";

export const meta = searchMeta;

export default SearchView;
