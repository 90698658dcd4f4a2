/**
 * The ten built-in avatars: a face on a coloured disc, varied by skin, hair and background. Colours
 * are theme tokens so brands can retune them.
 */

interface Look {
  background: string;
  skin: 1 | 2 | 3;
  hair: 1 | 2 | 3;
  style: 'short' | 'long' | 'bun' | 'curly' | 'bald';
}

const LOOKS: readonly Look[] = [
  { background: 'var(--color-primary)', skin: 1, hair: 1, style: 'short' },
  { background: 'var(--color-secondary)', skin: 2, hair: 1, style: 'long' },
  { background: 'var(--color-expense)', skin: 1, hair: 3, style: 'long' },
  { background: 'var(--color-investment)', skin: 3, hair: 1, style: 'curly' },
  { background: 'var(--color-transfer)', skin: 2, hair: 2, style: 'short' },
  { background: 'var(--color-revenue)', skin: 1, hair: 2, style: 'bun' },
  { background: 'var(--color-warning)', skin: 3, hair: 1, style: 'bald' },
  { background: 'var(--color-success)', skin: 2, hair: 3, style: 'curly' },
  { background: 'var(--color-positive)', skin: 1, hair: 1, style: 'bun' },
  { background: 'var(--sidebar-bg)', skin: 3, hair: 2, style: 'long' },
];

export const BUILT_IN_AVATAR_COUNT = LOOKS.length;

function Hair({ style, colour }: { style: Look['style']; colour: string }) {
  switch (style) {
    case 'short':
      return <path d="M19 27c0-9 6-14 13-14s13 5 13 14c-3-4-8-6-13-6s-10 2-13 6Z" style={{ fill: colour }} />;
    case 'long':
      return (
        <path d="M17 44c-1-18 5-31 15-31s16 13 15 31h-6V26c-4-2-14-2-18 0v18Z" style={{ fill: colour }} />
      );
    case 'bun':
      return (
        <g style={{ fill: colour }}>
          <circle cx="32" cy="11" r="6" />
          <path d="M19 27c0-9 6-13 13-13s13 4 13 13c-4-3-8-5-13-5s-9 2-13 5Z" />
        </g>
      );
    case 'curly':
      return (
        <g style={{ fill: colour }}>
          <circle cx="22" cy="20" r="6" />
          <circle cx="32" cy="15" r="7" />
          <circle cx="42" cy="20" r="6" />
        </g>
      );
    case 'bald':
      return null;
  }
}

export function AvatarIllustration({ index }: { index: number }) {
  const look = LOOKS[(index - 1) % LOOKS.length] ?? LOOKS[0];
  if (!look) return null;
  const skin = `var(--avatar-skin-${look.skin})`;
  const hair = `var(--avatar-hair-${look.hair})`;
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" style={{ fill: look.background }} />
      <path
        d="M12 60c2-11 10-16 20-16s18 5 20 16a32 32 0 0 1-40 0Z"
        style={{ fill: 'var(--color-surface)' }}
      />
      <circle cx="32" cy="29" r="12" style={{ fill: skin }} />
      <Hair style={look.style} colour={hair} />
      <circle cx="27.5" cy="29" r="1.6" style={{ fill: 'var(--color-text)' }} />
      <circle cx="36.5" cy="29" r="1.6" style={{ fill: 'var(--color-text)' }} />
      <path
        d="M28 34.5c2.5 2 5.5 2 8 0"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        style={{ stroke: 'var(--color-text)' }}
      />
    </svg>
  );
}
