/**
 * Writes the photo packs' sample images: licence-clean SVG illustrations (a faceless figure in a scene
 * of the pack's theme), three per pack, each a few KB. Run again after changing the themes:
 * `node server/assets/packs/generate-samples.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SKIN = [['#f1c7a5', '#d9a27f'], ['#c68863', '#a96d4b'], ['#8d5a3b', '#6f432a']];
const HAIR = ['#3b2a20', '#1d1a19', '#a0683a'];

const scenes = {
  studio: (c) => `<circle cx="300" cy="330" r="290" fill="${c.glow}" opacity="0.55"/>`,
  office: (c) => Array.from({ length: 4 }, (_, col) => Array.from({ length: 5 }, (_, row) =>
    `<rect x="${40 + col * 140}" y="${40 + row * 110}" width="110" height="85" rx="4" fill="${c.glow}" opacity="${0.25 + ((col + row) % 3) * 0.12}"/>`).join('')).join(''),
  bokeh: (c) => [[90, 140, 60], [480, 110, 80], [520, 420, 50], [70, 470, 45], [230, 80, 35], [420, 260, 30]]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.glow}" opacity="0.45"/>`).join(''),
  neon: (c) => `<rect x="60" y="70" width="480" height="300" rx="150" fill="none" stroke="${c.glow}" stroke-width="14" opacity="0.8"/>`
    + [[120, 520], [480, 540], [300, 120]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26" fill="${c.glow}" opacity="0.5"/>`).join(''),
  mountains: (c) => `<circle cx="450" cy="150" r="60" fill="${c.glow}"/>`
    + `<path d="M0 520 L150 300 L260 430 L380 250 L600 520 Z" fill="${c.accent}" opacity="0.75"/>`
    + `<path d="M0 600 L200 420 L330 540 L470 400 L600 600 Z" fill="${c.accent}"/>`,
  stripes: (c) => [0, 1, 2, 3].map((i) => `<path d="M${-200 + i * 220} 800 L${120 + i * 220} 0 L${190 + i * 220} 0 L${-130 + i * 220} 800 Z" fill="${c.glow}" opacity="0.3"/>`).join(''),
};

const packs = [
  { ref: 'linkedin-headshots', title: 'LinkedIn Headshots', scene: 'studio', palettes: [['#dfe6ee', '#9fb0c3', '#ffffff', '#1f3a5f'], ['#e9e4dc', '#b5a894', '#ffffff', '#2b2b2b'], ['#d8e3e0', '#8fa8a2', '#ffffff', '#34495e']] },
  { ref: 'corporate-portraits', title: 'Corporate Portraits', scene: 'office', palettes: [['#27364a', '#0f1a29', '#9cc3e8', '#4a4f57'], ['#3a3f47', '#1b1e22', '#e8d9b5', '#23395d'], ['#2e4756', '#16262e', '#b8d8e8', '#5b3a29']] },
  { ref: 'dating-profile', title: 'Dating Profile', scene: 'bokeh', palettes: [['#ffd8b8', '#f08a6c', '#fff3c4', '#b5435a'], ['#ffe1e8', '#e58fa8', '#ffffff', '#3d6b8c'], ['#fbe3c2', '#d98b48', '#fff6e0', '#2f6d5a']] },
  { ref: 'influencer-lifestyle', title: 'Influencer Lifestyle', scene: 'neon', palettes: [['#ffe3ef', '#f7a8c8', '#ff5fa2', '#f2f2f2'], ['#e4e1ff', '#a59cf0', '#6a5cff', '#1e1e1e'], ['#dff7f1', '#8fd8c6', '#1fbf9a', '#e8b04a']] },
  { ref: 'travel-adventures', title: 'Travel Adventures', scene: 'mountains', palettes: [['#bfe3ff', '#7cb8e6', '#ffd76a', '#4a7a5c', '#c0582e'], ['#ffd2a8', '#f29a6b', '#fff0b3', '#6b4f7a', '#2f4f6f'], ['#c9f0ea', '#7fc6c0', '#ffffff', '#3f6e8c', '#d9a441']] },
  { ref: 'fitness', title: 'Fitness & Active', scene: 'stripes', palettes: [['#2b2d42', '#14151f', '#ef476f', '#ef476f'], ['#1d3557', '#0b1626', '#06d6a0', '#f1faee'], ['#3d405b', '#1b1c2a', '#ffd166', '#118ab2']] },
];

function escape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function sample(pack, index) {
  const [top, bottom, glow, outfit, accent] = pack.palettes[index];
  const [skin, shade] = SKIN[index];
  const hair = HAIR[index];
  const colours = { glow, accent: accent ?? outfit };
  const label = `Sample · ${escape(pack.title)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img" aria-label="${label} (illustration)">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#bg)"/>
${scenes[pack.scene](colours)}
<path d="M110 800 C110 650 190 575 300 575 C410 575 490 650 490 800 Z" fill="${outfit}"/>
<path d="M262 560 L338 560 L330 640 Q300 660 270 640 Z" fill="${shade}"/>
<ellipse cx="300" cy="420" rx="92" ry="112" fill="${skin}"/>
<path d="M206 410 C200 320 250 288 300 288 C360 288 404 322 394 412 C380 360 350 340 300 342 C252 342 222 362 206 410 Z" fill="${hair}"/>
<rect x="0" y="736" width="600" height="64" fill="#000" opacity="0.35"/>
<text x="300" y="777" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#fff" text-anchor="middle">${label}</text>
</svg>
`;
}

for (const pack of packs) {
  for (let i = 0; i < 3; i += 1) fs.writeFileSync(path.join(here, `${pack.ref}-${i + 1}.svg`), sample(pack, i));
}
console.log(`wrote ${packs.length * 3} sample images to ${here}`);
