import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card } from '../../../shared/ui/index.ts';
import styles from './account-linking.module.css';

/** The ways to link that work today, each to its own page (no stand-in is linked from here). */
const WAYS = [
  { id: 'alexa', to: '/subscribe/linking/device-link-amazon' },
  { id: 'google', to: '/subscribe/linking/device-link-google' },
  { id: 'tv', to: '/subscribe/linking/tv' },
  { id: 'speaker', to: '/subscribe/linking/speaker' },
] as const;

/** `subscribe/linking`: where a customer picks what to link their Orbit Radio account to. */
export function LinkingHub() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('route.linking.title')}</h1>
      <p className={styles.lead}>{t('linking.hub.lead')}</p>
      <ul className={styles.options}>
        {WAYS.map((way) => (
          <li key={way.id} className={styles.option}>
            <h2>{t(`linking.hub.${way.id}.title`)}</h2>
            <p>{t(`linking.hub.${way.id}.body`)}</p>
            <p>
              <Link to={way.to}>{t(`linking.hub.${way.id}.action`)}</Link>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
