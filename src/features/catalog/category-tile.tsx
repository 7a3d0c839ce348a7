import { Picture } from "#src/renderer/picture.tsx";
import { SiteLink } from "#src/ui/site-link.tsx";

/** One tile of a category grid (spec 2 category list): the image and the name, linking to it. */
export function CategoryTile({
  href,
  name,
  image,
  isPriority = false,
}: {
  href: string;
  name: string;
  image: { src: string } | null | undefined;
  /** The page's LCP candidate: loaded first and preloaded (picture.tsx). */
  isPriority?: boolean;
}) {
  return (
    <SiteLink className="category-tile" href={href}>
      {image && (
        <Picture
          className="category-tile__image"
          src={image.src}
          alt=""
          sizes="(min-width: 1024px) 240px, 45vw"
          isPriority={isPriority}
        />
      )}
      <span className="category-tile__name">{name}</span>
    </SiteLink>
  );
}
