import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { ElementProps } from "../../element-types.ts";
import { NoBreakText } from "../no-break-text.tsx";

export function OpeningHours({
  props,
  id,
}: ElementProps<ElementPropsWithDefaults<"opening-hours">>) {
  const { t } = useTranslation("elements");
  const titleId = `${id}-title`;
  return (
    <section className="el opening-hours" aria-labelledby={titleId}>
      <h2 className="opening-hours__title" id={titleId}>
        {props.title}
      </h2>
      <table className="opening-hours__table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t("openingHours.days")}</th>
            <th scope="col">{t("openingHours.hours")}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={`${row.days}-${index}`}>
              <th scope="row">{row.days}</th>
              <td>
                <NoBreakText text={row.hours} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.note && <p className="opening-hours__note">{props.note}</p>}
    </section>
  );
}
