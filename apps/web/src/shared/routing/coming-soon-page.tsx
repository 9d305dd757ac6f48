import { useT } from '../i18n/use-t.ts';
import { Card } from '../ui/card.tsx';
import styles from './coming-soon-page.module.css';
import { useRouteHandle } from './route-handle.ts';

/**
 * The stand-in of a page not built yet: it names the page (its route title) and says it is coming.
 * Each route has its own lazy module rendering this, so a later issue replaces one module at a time.
 */
export function ComingSoonPage() {
  const t = useT();
  const { titleKey } = useRouteHandle();
  return (
    <Card className={styles.card}>
      <p className={styles.eyebrow}>{t('routing.comingSoon.eyebrow')}</p>
      <h1>{t(titleKey ?? 'app.title')}</h1>
      <p className={styles.lead}>{t('routing.comingSoon.body')}</p>
      <p className={styles.note}>{t('routing.comingSoon.note')}</p>
    </Card>
  );
}
