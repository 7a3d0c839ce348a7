import type { ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";

export function Quote({ props }: ElementProps<ElementPropsWithDefaults<"quote">>) {
  return (
    <figure className="el quote">
      <blockquote className="quote__text">
        <p>{props.text}</p>
      </blockquote>
      {props.author && (
        <figcaption className="quote__caption">
          <cite className="quote__author">{props.author}</cite>
          {props.role && <span className="quote__role">{props.role}</span>}
        </figcaption>
      )}
    </figure>
  );
}
