import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { ElementLink } from "../../element-link.tsx";
import type { ElementProps } from "../../element-types.ts";

type Props = ElementPropsWithDefaults<"button">;

export function Button({ props, mobileProps }: ElementProps<Props>) {
  // spec 9: variants filled, outlined, ghost; sizes small, medium, big. The mobile size is a
  // second class that only applies below 1024px.
  const classes = [
    "button",
    `button--${props.variant}`,
    `button--${props.size}`,
    mobileProps.size ? `button--m-${mobileProps.size}` : "",
  ];
  return (
    <div className="el button-element">
      <ElementLink link={props.link} className={classes.filter(Boolean).join(" ")}>
        {props.label}
      </ElementLink>
    </div>
  );
}

Button.cssMobileProps = ["size"] as const;
