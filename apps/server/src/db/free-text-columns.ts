import { maskCardNumbersIn, maskCardNumbersInValue } from '@orbit/domain';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Columns that keep what a customer or a browser typed freely (names, addresses, a radio's
 * nickname, log messages, event attributes). A card number typed into one of them must never be
 * stored (PCI DSS: at most the last four digits outside the card vault), so every value is masked
 * on its way to the database (`maskCardNumbersIn`), whichever query writes it. The SQL types stay
 * `text` and `jsonb`: no migration, and reads are unchanged.
 */
export const freeText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => maskCardNumbersIn(value),
});

/** A `jsonb` column of free-form content, masked like `freeText` in every string, key and number. */
export function freeJson<Value>(name: string) {
  return customType<{ data: Value; driverData: string }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(maskCardNumbersInValue(value)),
    fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as Value,
  })(name);
}
