/**
 * What a flow hands the next one in the router state: the radio it found, whose offers are
 * loaded (change-to hands a radio with no plan to change to the add-radio flow, ADR 052), named
 * by its `deviceRef` so the next flow keeps only that radio.
 */
export interface RadioHandover {
  handedOverRadio: string;
}

export function handedOverRadioOf(routerState: unknown): string | undefined {
  const value = (routerState as Partial<RadioHandover> | null)?.handedOverRadio;
  return typeof value === 'string' ? value : undefined;
}
