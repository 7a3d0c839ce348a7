import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { ElementProps } from "../../element-types.ts";
import { Picture } from "../../picture.tsx";
import { responsiveVars } from "../../responsive-vars.ts";

type Props = ElementPropsWithDefaults<"gallery">;

export function Gallery({ props, mobileProps, isPriority }: ElementProps<Props>) {
  const { t } = useTranslation("elements");
  return (
    <ul
      className="el gallery"
      aria-label={t("gallery.label")}
      style={responsiveVars({ columns: [props.columns, mobileProps.columns] })}
    >
      {props.images.map((image, index) => (
        <li key={`${image.src}-${index}`} className="gallery__item">
          <figure className="gallery__figure">
            <a href={image.src} className="gallery__link">
              <Picture
                className="gallery__img"
                src={image.src}
                alt={image.alt}
                width={600}
                height={450}
                sizes="(min-width: 1024px) 400px, (min-width: 600px) 50vw, 100vw"
                isPriority={isPriority && index === 0}
              />
            </a>
            {image.caption && <figcaption className="gallery__caption">{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

Gallery.cssMobileProps = ["columns"] as const;
