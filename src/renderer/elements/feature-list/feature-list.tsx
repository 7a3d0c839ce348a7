import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { ElementLink } from "../../element-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";
import { NoBreakText } from "../no-break-text.tsx";
import { FeatureIconSvg } from "./icons.tsx";

type Props = ElementPropsWithDefaults<"feature-list">;

export function FeatureList({ props, mobileProps, id }: ElementProps<Props>) {
  const titleId = props.title ? `${id}-title` : undefined;
  return (
    <section
      className="el feature-list"
      aria-labelledby={titleId}
      style={responsiveVars({ columns: [props.columns, mobileProps.columns] })}
    >
      {props.title && (
        <h2 className="feature-list__title" id={titleId}>
          {props.title}
        </h2>
      )}
      <ul className="feature-list__items">
        {props.items.map((item, index) => (
          <li key={`${item.title}-${index}`} className="feature-list__item">
            <span className="feature-list__badge">
              <FeatureIconSvg icon={item.icon} />
            </span>
            <h3 className="feature-list__item-title">
              {item.link ? (
                <ElementLink link={item.link} className="feature-list__link">
                  {item.title}
                </ElementLink>
              ) : (
                item.title
              )}
            </h3>
            <p className="feature-list__text">
              <NoBreakText text={item.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

FeatureList.cssMobileProps = ["columns"] as const;
