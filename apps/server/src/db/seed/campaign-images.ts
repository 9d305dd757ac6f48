/**
 * Demo artwork as small SVG data URLs (the CSP allows `data:` images), so the demo needs no
 * image files: a night sky in the campaign's colour with an orbiting moon.
 */
export function skyArt(background: string, accent: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 90'>` +
    `<rect width='160' height='90' fill='${background}'/>` +
    `<circle cx='118' cy='30' r='14' fill='${accent}'/>` +
    `<ellipse cx='80' cy='52' rx='62' ry='14' fill='none' stroke='${accent}' stroke-width='1.5'/>` +
    `<circle cx='28' cy='18' r='1.5' fill='#ffffff'/><circle cx='52' cy='72' r='1' fill='#ffffff'/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const ART = {
  streaming: skyArt('#102a54', '#f5c542'),
  satellite: skyArt('#0b3d3a', '#7fd1c7'),
  retention: skyArt('#3a1445', '#f2a6c8'),
  confirmation: skyArt('#14324f', '#9fd36b'),
  concerts: skyArt('#2b1b52', '#ff8a5b'),
  playoffs: skyArt('#0f3b22', '#e8e8e8'),
  comedy: skyArt('#4a2a0f', '#ffd28a'),
  vega: skyArt('#1b1f4b', '#c9d7ff'),
} as const;
