import type { ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";

type Props = ElementPropsWithDefaults<"columns">;

const gaps = { small: "1rem", medium: "2rem", large: "clamp(2rem, 5vw, 4rem)" } as const;

export function Columns({ props, mobileProps, slots }: ElementProps<Props>) {
  const count = Math.min(4, Math.max(1, props.count));
  const names = Array.from({ length: count }, (_, index) => `column-${index + 1}`);
  return (
    <div
      className="el columns"
      data-count={count}
      data-valign={props.verticalAlign}
      style={responsiveVars({ gap: [gaps[props.gap], mobileProps.gap && gaps[mobileProps.gap]] })}
    >
      {names.map((name) => (
        <div key={name} className="columns__column">
          {slots[name]}
        </div>
      ))}
    </div>
  );
}

Columns.cssMobileProps = ["gap"] as const;
