import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "react-i18next";
import type { ElementProps } from "../../element-types.ts";
import { responsiveVars } from "../../responsive-vars.ts";
import { osmEmbedUrl, osmLinkUrl } from "./osm.ts";
import "./map.css";

type Props = ElementPropsWithDefaults<"map">;

export function MapElement({ props, mobileProps }: ElementProps<Props>) {
  const { t } = useTranslation("elements");
  const { t: tCommon } = useTranslation();
  const { lat, lng, zoom, height } = props;
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
        <iframe
          className="map__frame"
          title={t("map.mapOf", { title: props.title })}
          src={osmEmbedUrl({ lat, lng, zoom, height })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}

MapElement.cssMobileProps = ["height"] as const;
