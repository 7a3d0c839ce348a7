import type { CartPersonalization } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";

/**
 * What the shopper typed for a line's custom options, each after its option's title
 * ('Gravura: „Ana i Ivo“'): on a cart line, a bundle's component and an order's line.
 */
export function Personalizations({
  typed,
  className,
}: {
  typed: readonly CartPersonalization[] | undefined;
  className: string;
}) {
  const { t } = useTranslation("cart");
  if (!typed || typed.length === 0) return null;
  return (
    <ul className={className}>
      {typed.map(({ label, value }) => (
        <li key={label + value}>{t("personalization", { label, value })}</li>
      ))}
    </ul>
  );
}
