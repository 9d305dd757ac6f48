/** Leaves the single-page app: a full page load elsewhere, or a reload. Injected so tests can watch it. */
export interface ExternalNavigator {
  assign(url: string): void;
  reload(): void;
}
