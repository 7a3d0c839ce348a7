import { useTranslation } from "#src/lib/use-translation.ts";

/** A rating as the page's language writes it: "4,5" in Croatian and German, "4.5" in English. */
export const formatRating = (value: number, code2: string): string =>
  new Intl.NumberFormat(code2, { maximumFractionDigits: 1 }).format(value);

/** A rating drawn as stars, read out as "Ocjena 4 od 5" (the stars themselves are hidden). */
export function Stars({ value, best }: { value: number; best: number }) {
  const { t, i18n } = useTranslation("comments");
  const full = Math.round(value);
  const shown = formatRating(value, i18n.language);
  return (
    <span className="stars" role="img" aria-label={t("starsShown", { stars: shown, best })}>
      <span aria-hidden="true" className="stars__on">
        {"★".repeat(Math.min(full, best))}
      </span>
      <span aria-hidden="true" className="stars__off">
        {"★".repeat(Math.max(best - full, 0))}
      </span>
    </span>
  );
}

/**
 * The rating of a form: radio inputs in a fieldset (arrow keys move between them), the stars
 * as their labels, and "no rating" first unless a rating is required.
 */
export function StarInput(props: {
  best: number;
  name: string;
  initial: number | null;
  isRequired: boolean;
}) {
  const { t } = useTranslation("comments");
  const stars = Array.from({ length: props.best }, (_, index) => index + 1);
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend">{t("ratingLegend")}</legend>
      <div className="star-input__options">
        {!props.isRequired && (
          <label className="star-input__none">
            <input
              type="radio"
              name={props.name}
              value=""
              defaultChecked={props.initial === null}
            />
            <span>{t("noRating")}</span>
          </label>
        )}
        {stars.map((stars) => (
          <label key={stars} className="star-input__star">
            <input
              className="star-input__radio"
              type="radio"
              name={props.name}
              value={stars}
              required={props.isRequired}
              defaultChecked={props.initial === stars}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t("starLabel", { stars, best: props.best })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
