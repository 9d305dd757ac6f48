import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n/use-t.ts';
import { useDocumentTitle } from '../../shared/routing/use-document-title.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { AppShell } from './app-shell.tsx';

/** The configuration could not be loaded: say so, in the visitor's language, and offer to try again. */
export function StartupErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useDocumentTitle(t('app.title'));
  return (
    <AppShell>
      <Card role="alert">
        <h1 ref={heading} tabIndex={-1}>
          {t('app.startup.heading')}
        </h1>
        <p>{t('app.startup.body')}</p>
        <Button onClick={onRetry}>{t('app.startup.retry')}</Button>
      </Card>
    </AppShell>
  );
}

/**
 * Not even the shell's messages could load (the network is gone): the one screen without
 * translations, a retry button named in both of the app's languages.
 */
export function UnreachableScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main>
      <Button onClick={onRetry}>
        <span lang="en">Try again</span> / <span lang="fr">Réessayer</span>
      </Button>
    </main>
  );
}
