import { useState } from "react";
import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";
import { osmEmbedUrl, osmLinkUrl } from "./osm.ts";

type Props = ElementPropsWithDefaults<"map">;

export function MapElement({ props, mobileProps }: ElementProps<Props>) {
  const { t } = useTranslation("elements");
  const { t: tCommon } = useTranslation();
  const { lat, lng, zoom, height } = props;
  // The third-party map loads only when asked: the site promises necessary cookies only, and
  // OpenStreetMap would otherwise see every visitor (spec 2 cookie banner).
  const [isLoaded, setLoaded] = useState(false);
  const px = (value: number | undefined) => (value === undefined ? undefined : `${value}px`);
  return (
    <section
      className="el map"
      style={responsiveVars({ height: [px(height), px(mobileProps.height)] })}
    >
      <div className="map__layout">
        <div className="map__info">
          <h3 className="map__title">{props.title}</h3>
          <address className="map__address">{props.address}</address>
          <a
            className="map__link"
            href={osmLinkUrl({ lat, lng, zoom })}
            target="_blank"
            rel="noopener"
          >
            {t("map.openLarger")}
            <span aria-hidden="true"> ↗</span>
            <span className="visually-hidden"> {tCommon("opensInNewTab")}</span>
          </a>
        </div>
        {isLoaded ? (
          <iframe
            className="map__frame"
            title={t("map.mapOf", { title: props.title })}
            src={osmEmbedUrl({ lat, lng, zoom, height })}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="map__frame map__placeholder">
            <button type="button" className="button" onClick={() => setLoaded(true)}>
              {t("map.load")}
            </button>
            <p className="map__privacy">{t("map.privacy")}</p>
          </div>
        )}
      </div>
    </section>
  );
}

MapElement.cssMobileProps = ["height"] as const;
