import type { ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";

type Props = ElementPropsWithDefaults<"heading">;

export function Heading({ props, mobileProps }: ElementProps<Props>) {
  const Tag = `h${Math.min(6, Math.max(1, props.level))}` as "h2";
  return (
    <Tag
      id={props.anchor}
      className="el heading"
      style={responsiveVars({ align: [props.align, mobileProps.align] })}
    >
      {props.text}
    </Tag>
  );
}

Heading.cssMobileProps = ["align"] as const;
