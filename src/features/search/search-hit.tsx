import { Link } from "react-router";
import type { SearchHit } from "#generated/types.ts";
import { Prices } from "#src/features/catalog/product-card.tsx";
import type { LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { Highlighted } from "./highlighted.tsx";
import { hitPath } from "./search-paths.ts";

/** One result (spec 2: image and title or name), its matching words marked. */
export function SearchHitView({
  hit,
  search,
  language,
}: {
  hit: SearchHit;
  search: string;
  language: LanguageCode;
}) {
  const { t } = useTranslation("search");
  const href = hitPath(hit, language);
  const kind = {
    page: t("page"),
    post: t("post"),
    product: hit.product?.mainCategory?.name ?? t("category.products"),
    productCategory: t("productCategory"),
  }[hit.type];
  return (
    <article className="search-hit">
      {hit.image ? (
        <Picture
          className="search-hit__image"
          src={hit.image.src}
          alt=""
          sizes="(min-width: 1024px) 160px, 96px"
        />
      ) : (
        <span className="search-hit__image search-hit__image--initial" aria-hidden="true">
          {hit.title.slice(0, 1)}
        </span>
      )}
      <div className="search-hit__body">
        <p className="search-hit__kind">{kind}</p>
        <h2 className="search-hit__title">
          <Link className="search-hit__link" to={href}>
            <Highlighted text={hit.title} search={search} />
          </Link>
        </h2>
        {hit.excerpt && (
          <p className="search-hit__excerpt">
            <Highlighted text={hit.excerpt} search={search} />
          </p>
        )}
        {hit.product && <Prices item={hit.product} language={language} />}
      </div>
    </article>
  );
}
