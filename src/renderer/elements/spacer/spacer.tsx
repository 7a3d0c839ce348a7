import type { ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";

type Props = ElementPropsWithDefaults<"spacer">;

export function Spacer({ props, mobileProps }: ElementProps<Props>) {
  const px = (value: number | undefined) => (value === undefined ? undefined : `${value}px`);
  return (
    <div
      className="el spacer"
      aria-hidden="true"
      style={responsiveVars({ height: [px(props.height), px(mobileProps.height)] })}
    />
  );
}

Spacer.cssMobileProps = ["height"] as const;
