import { useLocation } from 'react-router';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useSatelliteFlow } from './flow-context.tsx';

/** The flow and query a checkout was entered with: another one starts over. */
export function useEntryKey(): { entryKey: string; search: string } {
  const flow = useSatelliteFlow();
  const { search } = useLocation();
  return { entryKey: `${flow.basePath}${search}`, search };
}

export const queryValue = (search: string, name: string) =>
  getQueryParam(search, name) ?? undefined;
