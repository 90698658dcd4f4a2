/**
 * Self-contained artwork for the seeded content: SVG data addresses, so thumbnails, covers and
 * portraits show offline and in tests without any request (decision 261).
 */
const svgAddress = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A 16:9 video thumbnail: a coloured panel, the title and a play mark. */
export function videoThumbnail(title: string, hue: number): string {
  return svgAddress(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">` +
      `<rect width="480" height="270" fill="hsl(${hue} 60% 40%)"/>` +
      `<circle cx="240" cy="120" r="44" fill="hsl(${hue} 60% 92%)"/>` +
      `<path d="M226 98 L262 120 L226 142 Z" fill="hsl(${hue} 60% 40%)"/>` +
      `<text x="240" y="220" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>` +
      `</svg>`,
  );
}

/** A blog cover: a wide coloured band with the post's subject. */
export function blogCover(subject: string, hue: number): string {
  return svgAddress(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">` +
      `<rect width="600" height="300" fill="hsl(${hue} 55% 88%)"/>` +
      `<rect y="220" width="600" height="80" fill="hsl(${hue} 55% 45%)"/>` +
      `<text x="30" y="272" font-family="sans-serif" font-size="30" fill="#fff">${escapeXml(subject)}</text>` +
      `</svg>`,
  );
}

/** An expert's portrait placeholder: initials on a round coloured badge. */
export function initialsPortrait(name: string, hue: number): string {
  const initials = name
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0])
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('')
    .toUpperCase();
  return svgAddress(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<circle cx="80" cy="80" r="80" fill="hsl(${hue} 50% 45%)"/>` +
      `<text x="80" y="96" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
      `</svg>`,
  );
}
