import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import styles from './used-car.module.css';

export interface UsedCarPageProps {
  /** The page's name in analytics (`componentName`). */
  name: string;
  title: ReactNode;
  /** Above the title: a dealer's banner. */
  banner?: ReactNode;
  /** A dealer's accent colour, as `--dealer-accent` for the page's buttons and banner. */
  accent?: string | undefined;
  /** The non-accordion layout of the `/new` routes: one wide column, no card. */
  layout?: 'card' | 'open';
  children: ReactNode;
}

/** A used-car page: tracked by name, the loader off, an h1 that takes focus on arrival. */
export function UsedCarPage({
  name,
  title,
  banner,
  accent,
  layout = 'card',
  children,
}: UsedCarPageProps) {
  const { dataLayer, pageLoading } = useAppServices();
  useEffect(() => {
    pageLoading.set(false);
    trackPageLoaded(dataLayer, { flowName: 'usedcartrial', componentName: name });
  }, [dataLayer, pageLoading, name]);

  const style = accent ? ({ '--dealer-accent': accent } as CSSProperties) : undefined;
  const body = (
    <>
      {banner}
      <StepHeading>{title}</StepHeading>
      {children}
    </>
  );
  return (
    <div className={styles.page} style={style} data-layout={layout}>
      {layout === 'card' ? <Card>{body}</Card> : <div className={styles.open}>{body}</div>}
    </div>
  );
}
