import { CAMPAIGN_ART_SIZE, type HotTrendingItem } from '@orbit/domain';
import { useId, useMemo } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './hot-and-trending.module.css';
import { isSafeImageUrl, sanitizeHtml } from './sanitize-html.ts';

export interface HotAndTrendingProps {
  items: readonly HotTrendingItem[];
  /** Heading level inside the page; h2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * The hot-and-trending list (spec 000 §2): image with its alt text and an HTML body. The body is
 * sanitised again here against an allow-list before it is rendered; its links open in a new tab.
 */
export function HotAndTrending({ items, headingLevel = 2 }: HotAndTrendingProps) {
  const t = useT();
  const headingId = useId();
  const newTab = t('catalog.hotTrending.newTab');
  const safeItems = useMemo(
    () =>
      items.map((item) => ({
        ...item,
        bodyHtml: sanitizeHtml(item.bodyHtml, { newTabLabel: newTab }),
        imageUrl: isSafeImageUrl(item.imageUrl) ? item.imageUrl : '',
      })),
    [items, newTab],
  );
  if (items.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} className={styles.title}>
        {t('catalog.hotTrending.title')}
      </Heading>
      <ul className={styles.list}>
        {safeItems.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.imageUrl ? (
              <img
                className={styles.image}
                src={item.imageUrl}
                alt={item.altText}
                width={CAMPAIGN_ART_SIZE.width}
                height={CAMPAIGN_ART_SIZE.height}
                loading="lazy"
              />
            ) : null}
            <div
              className={styles.body}
              // Sanitised twice: by the server, and by the allow-list above.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the allow-listed HTML of sanitizeHtml.
              dangerouslySetInnerHTML={{ __html: item.bodyHtml }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
