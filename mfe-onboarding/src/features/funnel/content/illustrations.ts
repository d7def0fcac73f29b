// Licence-clean stand-ins for photos: simple SVG portraits drawn here, never pictures of real people.

export interface PortraitStyle {
  background: string;
  skin: string;
  hair: string;
  top: string;
  /** A second colour for the scene (horizon, desk, sun). */
  scene?: string;
  /** Head turned a little for selfies taken at an angle. */
  tilt?: number;
  collar?: boolean;
}

function svgUrl(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A head-and-shoulders figure on a coloured scene. */
export function portrait(style: PortraitStyle): string {
  const scene = style.scene ? `<rect y="150" width="200" height="90" fill="${style.scene}" opacity="0.55"/>` : '';
  const collar = style.collar
    ? `<path d="M86 176 L100 198 L114 176 Z" fill="#ffffff"/><path d="M97 186 L100 214 L103 186 Z" fill="#7f1d1d"/>`
    : '';
  return svgUrl(
    `<rect width="200" height="240" fill="${style.background}"/>${scene}` +
      `<path d="M30 240 C34 190 62 168 100 168 C138 168 166 190 170 240 Z" fill="${style.top}"/>${collar}` +
      `<g transform="rotate(${style.tilt ?? 0} 100 110)">` +
      `<rect x="88" y="140" width="24" height="34" rx="10" fill="${style.skin}"/>` +
      `<ellipse cx="100" cy="108" rx="38" ry="46" fill="${style.skin}"/>` +
      `<path d="M60 104 C58 62 82 52 102 52 C128 52 144 70 140 104 C132 84 112 76 96 80 C82 84 70 92 60 104 Z" fill="${style.hair}"/>` +
      `<circle cx="86" cy="110" r="3.5" fill="#1f2937"/><circle cx="114" cy="110" r="3.5" fill="#1f2937"/>` +
      `<path d="M88 130 Q100 140 112 130" stroke="#7c2d12" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `</g>`,
  );
}

const SKIN = '#e0ac8a';
const HAIR = '#4a2f1d';

/** Four example selfies of the same (drawn) person: different rooms, light and angles. */
export const DEMO_SELFIES: readonly string[] = [
  portrait({ background: '#dbeafe', skin: SKIN, hair: HAIR, top: '#64748b', tilt: -6 }),
  portrait({ background: '#fef3c7', skin: SKIN, hair: HAIR, top: '#0f766e', tilt: 4 }),
  portrait({ background: '#ede9fe', skin: SKIN, hair: HAIR, top: '#9f1239' }),
  portrait({ background: '#dcfce7', skin: SKIN, hair: HAIR, top: '#334155', tilt: 8 }),
];

const person = { skin: SKIN, hair: HAIR };

/** Example results, by the look each persona asks for. */
export const RESULTS = {
  officeHeadshot: portrait({ ...person, background: '#cbd5e1', scene: '#94a3b8', top: '#1e3a8a', collar: true }),
  studioHeadshot: portrait({ ...person, background: '#e5e7eb', top: '#111827', collar: true }),
  conference: portrait({ ...person, background: '#bfdbfe', scene: '#1d4ed8', top: '#374151', collar: true }),
  beachSunset: portrait({ ...person, background: '#fdba74', scene: '#0ea5e9', top: '#f8fafc' }),
  cityNight: portrait({ ...person, background: '#312e81', scene: '#f59e0b', top: '#be185d' }),
  cafe: portrait({ ...person, background: '#fde68a', scene: '#92400e', top: '#15803d' }),
  hiking: portrait({ ...person, background: '#bae6fd', scene: '#16a34a', top: '#ea580c' }),
  dinner: portrait({ ...person, background: '#7c2d12', scene: '#fbbf24', top: '#1f2937', collar: true }),
  painting: portrait({ ...person, background: '#f5d0fe', scene: '#a21caf', top: '#0e7490' }),
} as const;
