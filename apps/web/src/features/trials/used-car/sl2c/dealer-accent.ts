/** WCAG AA for normal text. */
const MIN_CONTRAST_WITH_WHITE = 4.5;

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The contrast ratio of white text on `#rrggbb` (WCAG 2 relative luminance). */
export function contrastWithWhite(color: string): number {
  const red = channel(color.slice(1, 3));
  const green = channel(color.slice(3, 5));
  const blue = channel(color.slice(5, 7));
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}

/**
 * The dealer's accent for the page (white text on it), or undefined — the page keeps Orbit's own
 * colour — when it would be too pale to read: the server checks it when the dealer is set up,
 * and the page does not take that on trust.
 */
export function dealerAccentOf(color: string): string | undefined {
  return /^#[0-9a-f]{6}$/i.test(color) && contrastWithWhite(color) >= MIN_CONTRAST_WITH_WHITE
    ? color
    : undefined;
}
