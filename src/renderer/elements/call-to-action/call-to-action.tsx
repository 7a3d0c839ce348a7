import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { ElementLink } from "../../element-link.tsx";
import type { ElementProps } from "../../element-types.ts";

type Props = ElementPropsWithDefaults<"call-to-action">;

export function CallToAction({ props }: ElementProps<Props>) {
  return (
    <section className={`el el--bleed cta cta--${props.background}`}>
      <div className="container cta__inner">
        <div className="cta__text">
          <h2 className="cta__title">{props.title}</h2>
          {props.text && <p className="cta__body">{props.text}</p>}
        </div>
        <ElementLink link={props.button.link} className="button button--big cta__button">
          {props.button.label}
        </ElementLink>
      </div>
    </section>
  );
}
