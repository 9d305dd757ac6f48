export {
  type ContentManagementClient,
  type ContentManagementClientDeps,
  createContentManagementClient,
} from './content-management-client.ts';
export type { ContentEntriesRequest } from './entries-request.ts';
export { type ContentEntry, linkedEntry } from './linked-entries.ts';
