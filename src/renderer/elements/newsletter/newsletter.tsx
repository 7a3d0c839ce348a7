import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { NewsletterForm } from "#src/features/newsletter/newsletter-form.tsx";
import type { ElementProps } from "../../element-types.ts";

type Props = ElementPropsWithDefaults<"newsletter">;

/**
 * The newsletter sign-up band (issue 21): title, text and the form; the consents come from its
 * resolver (none resolved yet, e.g. a fresh drop in the builder: the consentsNotFetched alert).
 */
export function Newsletter({
  id,
  props,
  data,
}: ElementProps<Props, ElementDataByType["newsletter"]>) {
  return (
    <section className="el el--bleed newsletter" aria-labelledby={`${id}-title`}>
      <div className="container newsletter__inner">
        <div className="newsletter__text">
          <h2 id={`${id}-title`} className="newsletter__title">
            {props.title}
          </h2>
          {props.text && <p className="newsletter__body">{props.text}</p>}
        </div>
        <NewsletterForm
          idPrefix={`${id}-form`}
          consents={data?.consents ?? null}
          buttonLabel={props.buttonLabel}
          successMessage={props.successMessage}
        />
      </div>
    </section>
  );
}
