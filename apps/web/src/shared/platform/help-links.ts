/** A chat link: the provider's URL on a queue (the error page's `general`, flows §9.3). */
export function chatUrl(providerUrl: string, queue = 'general'): string {
  const [base = '', hash] = providerUrl.split('#', 2);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}queue=${encodeURIComponent(queue)}${hash === undefined ? '' : `#${hash}`}`;
}

/** A `tel:` link from a printed number (`1-866-555-0100` → `tel:+18665550100`). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
