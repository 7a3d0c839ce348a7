import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { ElementLink } from "../../element-link.tsx";
import type { ElementProps } from "../../element-types.ts";
import { Picture } from "../../picture.tsx";

type Props = ElementPropsWithDefaults<"image">;

export function ImageElement({ props, isPriority }: ElementProps<Props>) {
  const img = (
    <Picture
      className="image__img"
      src={props.src}
      alt={props.alt ?? ""}
      width={props.width}
      height={props.height}
      sizes="(min-width: 1200px) 600px, (min-width: 700px) 50vw, 100vw"
      data-rounded={props.rounded || undefined}
      isPriority={isPriority}
    />
  );
  return (
    <figure className="el image">
      {props.link ? (
        <ElementLink link={props.link} className="image__link">
          {img}
        </ElementLink>
      ) : (
        img
      )}
      {props.caption && <figcaption className="image__caption">{props.caption}</figcaption>}
    </figure>
  );
}
