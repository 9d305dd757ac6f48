import type { ReactNode } from 'react';
import { LanguageToggle } from '../../shared/i18n/language-toggle.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { PageShell, type ShellLink } from '../../shared/ui/page-shell.tsx';

export interface AppShellProps {
  /** Absent before the configuration is known (the start-up error screen). */
  links?: { home: string; help: string; contact: string } | undefined;
  children: ReactNode;
}

/** PageShell with the app's words and links: the same header and footer on every page. */
export function AppShell({ links, children }: AppShellProps) {
  const t = useT();
  const footerLinks: ShellLink[] = links
    ? [
        { href: links.help, label: t('ui.shell.help') },
        { href: links.contact, label: t('ui.shell.contact') },
      ]
    : [];
  return (
    <PageShell
      skipLinkLabel={t('ui.shell.skipLink')}
      home={links ? { href: links.home, label: t('ui.shell.home') } : undefined}
      headerEnd={<LanguageToggle />}
      footerLinks={footerLinks}
      footerNote={t('ui.shell.copyright')}
    >
      {children}
    </PageShell>
  );
}
