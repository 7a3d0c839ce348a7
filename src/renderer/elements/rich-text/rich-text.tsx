import type { ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";

type Props = ElementPropsWithDefaults<"rich-text">;

// Lines stay readable (about 70 characters) and sit where the text is aligned.
const measureMargin = { left: "0", center: "auto", right: "0 0 0 auto" } as const;

export function RichText({ props, mobileProps }: ElementProps<Props>) {
  return (
    <div
      className="el rich-text"
      style={responsiveVars({
        align: [props.align, mobileProps.align],
        measure: [
          measureMargin[props.align],
          mobileProps.align && measureMargin[mobileProps.align],
        ],
      })}
      // The API sanitises html before it is stored (schemas/elements/rich-text.schema.json).
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  );
}

RichText.cssMobileProps = ["align"] as const;
