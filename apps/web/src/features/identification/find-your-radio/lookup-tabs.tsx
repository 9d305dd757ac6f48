import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './find-your-radio.module.css';

export interface LookupTabsProps<Tab extends string> {
  /** Names the tab list for assistive tech ("How do you want to find your radio?"). */
  label: string;
  tabs: readonly { id: Tab; label: string }[];
  selected: Tab;
  onSelect(tab: Tab): void;
  /** Unique on the page: the tabs' and panels' ids start with it. */
  idPrefix: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the WAI-ARIA tabs pattern has them: one tab stop for the list (roving tabindex), the
 * arrow keys move between tabs and select them (automatic activation: each panel is a small
 * form, nothing to load), Home and End go to the first and last. Each panel holds form fields,
 * so Tab goes from the selected tab straight into them.
 */
export function LookupTabs<Tab extends string>(props: LookupTabsProps<Tab>) {
  const { tabs, selected, onSelect, idPrefix } = props;
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const tabId = (tab: Tab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: Tab) => `${idPrefix}-panel-${tab}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={props.label} className={styles.tabList} onKeyDown={move}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === selected ? props.children : null}
        </div>
      ))}
    </div>
  );
}
