import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { ElementLink } from "../../element-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import { Picture } from "../../picture.tsx";
import { responsiveVars } from "../../responsive-vars.ts";

type Props = ElementPropsWithDefaults<"hero">;

const heights = {
  medium: "clamp(320px, 52vh, 540px)",
  large: "clamp(420px, 74vh, 780px)",
  full: "calc(100svh - var(--header-height))",
} as const;

const justify = { left: "start", center: "center" } as const;

export function Hero({ props, mobileProps, isPriority, isFirstHero }: ElementProps<Props>) {
  const style = responsiveVars({
    "hero-height": [heights[props.height], mobileProps.height && heights[mobileProps.height]],
    "hero-overlay": [
      props.overlay / 100,
      mobileProps.overlay === undefined ? undefined : mobileProps.overlay / 100,
    ],
    "hero-align": [props.align, mobileProps.align],
    "hero-justify": [justify[props.align], mobileProps.align && justify[mobileProps.align]],
  });
  const TitleTag = isFirstHero ? "h1" : "h2";
  return (
    <section className="el el--bleed hero" style={style}>
      <Picture className="hero__image" src={props.image} alt="" isPriority={isPriority} />
      <div className="hero__inner container">
        <div className="hero__content">
          <TitleTag className="hero__title">{props.title}</TitleTag>
          {props.subtitle && <p className="hero__subtitle">{props.subtitle}</p>}
          {props.cta && (
            <ElementLink link={props.cta.link} className="button button--big hero__cta">
              {props.cta.label}
            </ElementLink>
          )}
        </div>
      </div>
    </section>
  );
}

Hero.cssMobileProps = ["height", "overlay", "align"] as const;
