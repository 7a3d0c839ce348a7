import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "react-i18next";
import { SiteLink } from "#src/ui/site-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import "./page-list.css";

type Props = ElementPropsWithDefaults<"page-list">;

export function PageList({ props, data, id }: ElementProps<Props, ElementDataByType["page-list"]>) {
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
        {items.map((item) => (
          <li key={item.href} className="page-list__item">
            <article className="page-card">
              {item.image && props.layout === "cards" && (
                <img
                  className="page-card__image"
                  src={item.image}
                  alt=""
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              )}
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
