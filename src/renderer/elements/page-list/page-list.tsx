import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import { Picture } from "../../picture.tsx";

type Props = ElementPropsWithDefaults<"page-list">;

export function PageList({
  props,
  data,
  id,
  isPriority,
}: ElementProps<Props, ElementDataByType["page-list"]>) {
  const { t } = useTranslation("elements");
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  const titleId = props.title ? `${id}-title` : undefined;
  return (
    <section className={`el page-list page-list--${props.layout}`} aria-labelledby={titleId}>
      {props.title && (
        <h2 className="page-list__title" id={titleId}>
          {props.title}
        </h2>
      )}
      <ul className="page-list__items">
        {items.map((item, index) => (
          <li key={item.href} className="page-list__item">
            <article className="card page-card">
              {props.layout === "cards" &&
                (item.image ? (
                  <Picture
                    className="page-card__image"
                    src={item.image}
                    alt=""
                    width={640}
                    height={400}
                    sizes="(min-width: 1024px) 380px, (min-width: 700px) 50vw, 100vw"
                    isPriority={isPriority && index === 0}
                  />
                ) : (
                  // a page without a picture keeps the row even: a quiet panel in the brand's colours
                  <span className="page-card__image page-card__image--empty" aria-hidden="true" />
                ))}
              <div className="page-card__body">
                <h3 className="page-card__title">
                  <SiteLink href={item.href} className="page-card__link">
                    {item.title}
                  </SiteLink>
                </h3>
                {item.description && <p className="page-card__text">{item.description}</p>}
                <span className="page-card__more" aria-hidden="true">
                  {t("pageList.readMore")} →
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
