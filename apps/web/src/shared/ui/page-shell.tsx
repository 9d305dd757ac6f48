import type { ReactNode } from 'react';
import styles from './page-shell.module.css';
import { Wordmark } from './wordmark.tsx';

export interface ShellLink {
  href: string;
  label: string;
}

export interface PageShellProps {
  /** "Skip to main content", translated. */
  skipLinkLabel: string;
  /** Where the wordmark leads, with its accessible name; no link when absent. */
  home?: ShellLink | undefined;
  /** Right side of the header (the language toggle on Canadian hosts). */
  headerEnd?: ReactNode;
  /** Footer links; the help link first, so it sits in the same place on every page. */
  footerLinks?: readonly ShellLink[];
  footerNote?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page: a header with the wordmark, one `main` landmark (the skip link's target)
 * and a footer whose help link never moves.
 */
export function PageShell({
  skipLinkLabel,
  home,
  headerEnd,
  footerLinks = [],
  footerNote,
  children,
}: PageShellProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {home ? (
            <a className={styles.home} href={home.href} aria-label={home.label}>
              <Wordmark />
            </a>
          ) : (
            <Wordmark />
          )}
          {headerEnd ? <div className={styles.headerEnd}>{headerEnd}</div> : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          {footerLinks.length > 0 ? (
            <ul className={styles.footerLinks}>
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {footerNote ? <p className={styles.footerNote}>{footerNote}</p> : null}
        </div>
      </footer>
    </div>
  );
}
