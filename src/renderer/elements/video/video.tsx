import type { ElementPropsWithDefaults } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { ElementProps } from "../../element-types.ts";
import { videoEmbedUrl } from "./video-embed.ts";

export function Video({ props }: ElementProps<ElementPropsWithDefaults<"video">>) {
  const { t } = useTranslation("elements");
  if (props.provider === "file") {
    if (!props.src) return null;
    return (
      <div className="el video">
        <video
          className="video__frame"
          src={props.src}
          poster={props.poster}
          controls
          preload="metadata"
          playsInline
          title={props.title}
        >
          {t("video.unsupported")}
        </video>
      </div>
    );
  }
  if (!props.videoId) return null;
  return (
    <div className="el video">
      <iframe
        className="video__frame"
        src={videoEmbedUrl(props.provider, props.videoId)}
        title={props.title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
