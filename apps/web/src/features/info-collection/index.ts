/** What the route module of `/account/info-collection` uses of the info-collection feature. */
export { InfoCollectionPage } from './info-collection-page.tsx';
