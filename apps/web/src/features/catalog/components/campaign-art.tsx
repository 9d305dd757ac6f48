import { CAMPAIGN_ART_SIZE } from '@orbit/domain';

/**
 * A campaign's picture at its drawn size (16:9, `CAMPAIGN_ART_SIZE`): the browser keeps its place
 * before it arrives, so nothing below it moves (ADR 083). CSS scales it to the column.
 */
export function CampaignArt({
  className,
  image,
}: {
  className: string | undefined;
  image: { url: string; alt: string };
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={CAMPAIGN_ART_SIZE.width}
      height={CAMPAIGN_ART_SIZE.height}
    />
  );
}
