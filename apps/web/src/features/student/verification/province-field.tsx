import { type Locale, regionName, regionsOf } from '@orbit/domain';
import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { SelectField } from '../../../shared/ui/index.ts';

/**
 * The Canadian site's "where do you live" (flows §6: the student price is not offered in Quebec).
 * The address database answers the country only, so the student says the province.
 */
export function ProvinceField({ field, error }: { field: EntryFieldProps; error?: string }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const options = regionsOf('ca').map((region) => ({
    value: region.code,
    label: regionName(region.code, 'ca', locale) ?? region.code,
  }));
  return (
    <SelectField
      {...field}
      label={t('student.verify.province')}
      placeholder={t('student.verify.provincePick')}
      options={options}
      required
      error={error}
      autoComplete="address-level1"
    />
  );
}
